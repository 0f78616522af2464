import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** The downloads archive (/archives): every file the seller's jobs made, newest first. */
export class ArchivesScreen {
  static readonly PATH = "/archives";

  readonly heading: Locator;
  readonly table: Locator;
  readonly onlyMine: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Downloads") });
    this.table = page.getByRole("table", { name: text("Downloads") });
    this.onlyMine = page.getByRole("checkbox", { name: text("Only mine") });
  }

  async goto(): Promise<void> {
    await this.page.goto(ArchivesScreen.PATH);
  }

  /** The rows of a type ("Labels PDF", "Product import"), newest first. */
  rows(type: string): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByRole("cell", { name: type, exact: true }) });
  }
}

/** /products/import/{id}: a product import's progress, then its totals and lines. */
export class ProductImportScreen {
  readonly heading: Locator;
  readonly lines: Locator;
  readonly totals: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Product import log") });
    this.lines = page.getByRole("table", { name: text("Lines of the file") });
    this.totals = page.getByLabel(text("Totals"));
  }

  /** A line of the file, by its spreadsheet row number. */
  line(number: number): Locator {
    return this.lines.getByRole("row").filter({ has: this.page.getByRole("cell", { name: String(number), exact: true }) });
  }
}
