import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** /settings/customers (src/features/customers): the address book's search, table and form. */
export class CustomersScreen {
  static readonly PATH = "/settings/customers";

  readonly heading: Locator;
  readonly search: Locator;
  readonly searchButton: Locator;
  readonly table: Locator;
  readonly addButton: Locator;
  /** The customer being added. */
  readonly newForm: Locator;

  constructor(
    readonly page: Page,
    readonly t: UiText = english,
  ) {
    const main = page.getByRole("main");
    this.heading = page.getByRole("heading", { level: 1, name: t("Customers") });
    this.search = main.getByRole("textbox", { name: t("Name, e-mail, document or city") });
    this.searchButton = main.getByRole("search").getByRole("button", { name: t("Search") });
    this.table = main.getByRole("table", { name: t("Customers") });
    this.addButton = main.getByRole("button", { name: t("Add a customer") });
    this.newForm = main.getByRole("form", { name: t("New customer") });
  }

  async goto(): Promise<void> {
    await this.page.goto(CustomersScreen.PATH);
  }

  /** A field of the new customer's form, by the start of its label (required ones end with *). */
  field(label: string): Locator {
    return this.newForm.getByRole("textbox", { name: new RegExp(`^${label}`) });
  }

  row(name: string): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name: new RegExp(name) }) });
  }
}
