import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** The fiscal payments list (/orders/fiscal_payments): the seller's boletos, newest first. */
export class FiscalPaymentsScreen {
  static readonly PATH = "/orders/fiscal_payments";

  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly status: Locator;
  readonly filter: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Fiscal payments") });
    this.table = page.getByRole("table", { name: text("Fiscal payments") });
    // Rows of slips: the heading row has no row header.
    this.rows = this.table.getByRole("row").filter({ has: page.getByRole("rowheader") });
    this.status = page.getByRole("combobox", { name: text("Status") });
    this.filter = page.getByRole("button", { name: text("Filter"), exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(FiscalPaymentsScreen.PATH);
  }

  /** A range's start or end box ("Value (R$)", "From"). */
  rangeBox(range: string, end: "From" | "To"): Locator {
    return this.page.getByRole("group", { name: this.text(range) }).getByLabel(this.text(end), { exact: true });
  }

  row(reference: string): Locator {
    return this.rows.filter({ has: this.page.getByRole("rowheader", { name: new RegExp(`^${reference}`) }) });
  }
}
