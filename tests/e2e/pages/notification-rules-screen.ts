import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** Page model of the tracking notification rule screens (/notifications/tracking-rule-notifications and below). */
export class NotificationRulesScreen {
  readonly table: Locator;
  readonly matrix: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.table = page.getByRole("table", { name: text("Tracking notification rules") });
    this.matrix = page.getByRole("table", { name: text("Who is notified at each checkpoint") });
  }

  async goto() {
    await this.page.goto("/notifications/tracking-rule-notifications");
  }

  /** A list row by the rule's name (its row header). */
  row(name: string): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name, exact: true }) });
  }

  /** A matrix cell's checkbox, named "<event> — <channel>" in the interface's language. */
  cell(event: string, channel: string): Locator {
    return this.matrix.getByRole("checkbox", { name: `${this.text(event)} — ${this.text(channel)}`, exact: true });
  }

  fact(term: string): Locator {
    return this.page.locator("dt", { hasText: this.text(term) }).locator("xpath=following-sibling::dd[1]");
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name: this.text(name), exact: true });
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }
}
