import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** "Create reverse volume" in the order view (src/features/orders/view/reverse-volume-dialog.tsx). */
export class ReverseVolumeDialog {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly submitButton: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.openButton = page.getByRole("button", { name: text("Create reverse volume"), exact: true });
    this.dialog = page.getByRole("dialog", { name: text("Create reverse volume") });
    this.submitButton = this.dialog.getByRole("button", { name: text("Create reverse volume"), exact: true });
  }

  box(number: number): Locator {
    return this.dialog.getByRole("checkbox", { name: new RegExp(`^${this.text("Box {0}", { 0: String(number) })}\\b`) });
  }
}

/** /orders/volume_reverses and /orders/volume_reverses/{id} (src/features/volume-reverses). */
export class VolumeReversesScreen {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Reverse volumes"), exact: true });
    this.table = page.getByRole("table", { name: text("Reverse volumes") });
  }

  async goto(): Promise<void> {
    await this.page.goto("/orders/volume_reverses");
  }

  filter(label: string): Locator {
    return this.page.getByRole("search").getByLabel(this.text(label));
  }

  /** The value of a fact (a `dd`) on the view of one reverse, by its term. */
  fact(term: string): Locator {
    return this.page.locator("dt", { hasText: new RegExp(`^${this.text(term)}$`) }).locator("xpath=following-sibling::dd[1]");
  }
}
