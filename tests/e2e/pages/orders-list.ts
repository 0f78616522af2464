import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/**
 * The orders list (/orders, src/features/orders): the table, its filters and pagination, the
 * scan field and selection mode. Names are English unless a `text` of another language is given.
 */
export class OrdersList {
  static readonly PATH = "/orders";

  readonly heading: Locator;
  readonly table: Locator;
  readonly filtersButton: Locator;
  readonly orderNumberFilter: Locator;
  readonly applyFiltersButton: Locator;
  readonly clearFiltersButton: Locator;
  readonly rowsPerPage: Locator;
  readonly pagination: Locator;
  /** The scan field a wedge scanner types into. */
  readonly scanField: Locator;
  readonly selectionMode: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Order management") });
    this.table = page.getByRole("table", { name: text("Orders") });
    this.filtersButton = page.getByRole("button", { name: text("Filters"), exact: true });
    this.orderNumberFilter = page.getByRole("textbox", { name: text("Order number"), exact: true });
    this.applyFiltersButton = page.getByRole("button", { name: text("Apply filters") });
    this.clearFiltersButton = page.getByRole("button", { name: text("Clear filters") });
    this.rowsPerPage = page.getByRole("combobox", { name: text("Rows per page") });
    this.pagination = page.getByRole("navigation", { name: text("Pagination") });
    this.scanField = page.getByRole("textbox", { name: text("Scan or type a code") });
    this.selectionMode = page.getByRole("switch", { name: text("Selection mode") });
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`${OrdersList.PATH}${query}`);
  }

  /** A column's header (it carries aria-sort); a sortable one holds `sortButton(name)`. */
  columnHeader(name: string, options: { exact?: boolean } = {}): Locator {
    return this.table.getByRole("columnheader", { name: this.text(name), ...options });
  }

  sortButton(name: string): Locator {
    return this.columnHeader(name).getByRole("button", { name: this.text(name) });
  }

  /** The link to an order in the table, by its number. */
  orderLink(orderNumber: string): Locator {
    return this.table.getByRole("link", { name: orderNumber, exact: true });
  }

  async selectOrder(orderNumber: string): Promise<void> {
    await this.orderLink(orderNumber).click();
  }

  /** Unfolds the filters, types a part of an order number and applies it. */
  async filterByOrderNumber(part: string): Promise<void> {
    await this.filtersButton.click();
    await this.orderNumberFilter.fill(part);
    await this.applyFiltersButton.click();
  }
}
