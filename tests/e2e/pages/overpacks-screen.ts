import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** The overpacks list (/overpacks, src/features/overpacks): filters, table, selection, actions. */
export class OverpacksScreen {
  static readonly PATH = "/overpacks";

  readonly heading: Locator;
  readonly table: Locator;
  readonly dispatchButton: Locator;
  readonly labelsButton: Locator;
  readonly filterButton: Locator;
  readonly dispatchedFilter: Locator;
  readonly referenceFilter: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Overpacks") });
    this.table = page.getByRole("table", { name: text("Overpacks") });
    this.dispatchButton = page.getByRole("button", { name: text("Dispatch"), exact: true });
    this.labelsButton = page.getByRole("button", { name: text("Download labels") });
    this.filterButton = page.getByRole("button", { name: text("Filter"), exact: true });
    this.dispatchedFilter = page.getByRole("combobox", { name: text("Dispatched") });
    this.referenceFilter = page.getByRole("textbox", { name: text("Name or reference") });
    this.alert = page.getByRole("alert");
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`${OverpacksScreen.PATH}${query}`);
  }

  row(reference: string): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByRole("link", { name: reference, exact: true }) });
  }

  select(reference: string): Locator {
    return this.page.getByRole("checkbox", { name: `${this.text("Select overpack {0}").replace("{0}", reference)}` });
  }

  /** The confirmation dialog of Dispatch. */
  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }
}

/** One overpack (/overpacks/{id}): facts, orders, label, Dispatch and the tablet's Scan to add. */
export class OverpackScreen {
  readonly scanToAdd: Locator;
  readonly codeField: Locator;
  readonly addButton: Locator;
  readonly scans: Locator;
  readonly orders: Locator;
  readonly labelButton: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.scanToAdd = page.getByRole("button", { name: text("Scan to add") });
    this.codeField = page.getByRole("textbox", { name: text("Label code") });
    this.addButton = page.getByRole("button", { name: text("Add"), exact: true });
    this.scans = page.getByRole("list", { name: text("Scanned codes") });
    this.orders = page.getByRole("table", { name: text("Orders in this overpack") });
    this.labelButton = page.getByRole("button", { name: text("Download label") });
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/overpacks/${id}`);
  }

  heading(reference: string): Locator {
    return this.page.getByRole("heading", { level: 1, name: this.text("Overpack {0}").replace("{0}", reference) });
  }

  /** Types a code as a keyboard-wedge scanner does into the focused field: the code, then Enter. */
  async scan(code: string): Promise<void> {
    await this.codeField.fill(code);
    await this.codeField.press("Enter");
  }

  scanOf(code: string): Locator {
    return this.scans.getByRole("listitem").filter({ hasText: code });
  }
}

/** The orders list's "Add to overpack" dialog (src/features/orders/overpack). */
export class AddToOverpackDialog {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly overpack: Locator;
  readonly submit: Locator;
  readonly refused: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.openButton = page.getByRole("button", { name: text("Add to overpack") });
    this.dialog = page.getByRole("dialog");
    this.overpack = this.dialog.getByRole("combobox", { name: text("Overpack") });
    this.submit = this.dialog.getByRole("button", { name: text("Add to overpack") });
    this.refused = this.dialog.getByRole("list", { name: text("Orders that cannot go") });
  }

  size(name: "Length (cm)" | "Width (cm)" | "Height (cm)"): Locator {
    return this.dialog.getByRole("textbox", { name: this.text(name) });
  }
}
