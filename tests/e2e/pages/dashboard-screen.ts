import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** The dashboard (/dashboard): the last 30 days in two tabs, Overview and Sales trend. */
export class DashboardScreen {
  static readonly PATH = "/dashboard";

  readonly heading: Locator;
  readonly overviewTab: Locator;
  readonly trendTab: Locator;
  readonly panel: Locator;
  readonly topCustomers: Locator;
  readonly byStatus: Locator;
  readonly chart: Locator;
  readonly showTable: Locator;
  readonly dayTable: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Dashboard") });
    this.overviewTab = page.getByRole("tab", { name: text("Overview") });
    this.trendTab = page.getByRole("tab", { name: text("Sales trend") });
    this.panel = page.getByRole("tabpanel");
    this.topCustomers = page.getByRole("table", { name: text("Top 5 customers") });
    this.byStatus = page.getByRole("table", { name: text("Orders by status") });
    this.chart = this.panel.getByRole("img");
    this.showTable = page.getByRole("button", { name: text("Show as table") });
    this.dayTable = page.getByRole("table", { name: text("Orders and value per day, with the same day of the previous period") });
  }

  async goto(): Promise<void> {
    await this.page.goto(DashboardScreen.PATH);
  }

  /** A card of the overview by its title ("Orders created"): the list item holding it. */
  card(title: string): Locator {
    return this.panel.getByRole("listitem").filter({ has: this.page.getByRole("heading", { name: title }) });
  }

  /** The rows of a table that hold data (the heading row has no row header). */
  rowsOf(table: Locator): Locator {
    return table.getByRole("row").filter({ has: this.page.getByRole("rowheader") });
  }
}
