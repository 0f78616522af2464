import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** The duties and taxes cases (/orders/tracking-alert-logs) and one case (/tracking-alert-logs/{id}). */
export class DutiesCasesScreen {
  static readonly PATH = "/orders/tracking-alert-logs";

  readonly heading: Locator;
  readonly table: Locator;
  readonly status: Locator;
  readonly type: Locator;
  readonly orderNumber: Locator;
  readonly filter: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Duties and taxes") });
    this.table = page.getByRole("table", { name: text("Duties and taxes cases") });
    this.status = page.getByRole("combobox", { name: text("Status"), exact: true });
    this.type = page.getByRole("combobox", { name: text("Type"), exact: true });
    this.orderNumber = page.getByRole("textbox", { name: text("Order number"), exact: true });
    this.filter = page.getByRole("button", { name: text("Filter"), exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(DutiesCasesScreen.PATH);
  }

  /** The body rows of the table. */
  rows(): Locator {
    return this.table.locator("tbody tr");
  }
}

/** One case: its details, history and, when it needs the seller, the answer form. */
export class DutiesCaseScreen {
  readonly status: Locator;
  readonly history: Locator;
  readonly message: Locator;
  readonly document: Locator;
  readonly send: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.status = page.getByTestId("case-status");
    this.history = page.getByRole("list", { name: text("History") });
    this.message = page.getByRole("textbox", { name: text("Message") });
    this.document = page.getByLabel(text("Document (PDF)"));
    this.send = page.getByRole("button", { name: text("Send answer") });
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/tracking-alert-logs/${id}`);
  }
}
