import { type Locator, type Page, expect } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/**
 * The CSV import of orders (src/features/order-import): /orders/import with its check and result,
 * /orders/import_response with the job's summary, /orders/rejected. Names are English unless a
 * `text` of another language is given.
 */
export class OrderImportScreen {
  static readonly PATH = "/orders/import";
  static readonly REJECTED_PATH = "/orders/rejected";

  readonly heading: Locator;
  readonly fileField: Locator;
  readonly templateLink: Locator;
  readonly progress: Locator;
  readonly problemTable: Locator;
  readonly checkAgainButton: Locator;
  readonly importButton: Locator;
  readonly downloadRejectedButton: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Import orders") });
    this.fileField = page.getByLabel(text("CSV file"));
    this.templateLink = page.getByRole("link", { name: text("Download template") });
    this.progress = page.getByRole("progressbar", { name: text("Rows checked") });
    this.problemTable = page.getByRole("table", { name: text("Rows with errors") });
    this.checkAgainButton = page.getByRole("button", { name: text("Check again") });
    this.importButton = page.getByRole("button", { name: text("Import valid orders") });
    this.downloadRejectedButton = page.getByRole("button", { name: text("Download rejected rows") });
    this.alert = page.getByRole("alert");
  }

  /** The heading of a checked file's result. */
  resultOf(fileName: string): Locator {
    return this.page.getByRole("heading", { level: 2, name: this.text("Result of {0}", { 0: fileName }) });
  }

  async goto(): Promise<void> {
    await this.page.goto(OrderImportScreen.PATH);
  }

  /** Chooses a file once the field takes one (it waits for the seller's contracts and channels). */
  async choose(path: string): Promise<void> {
    await expect(this.fileField).toBeEnabled();
    await this.fileField.setInputFiles(path);
  }

  /** A figure of a summary (Orders, Valid, Rejected, Total products) as shown. */
  count(label: string): Locator {
    const term = this.page.locator("dt").getByText(this.text(label), { exact: true });
    return this.page.locator("dl > div").filter({ has: term }).locator("dd");
  }

  /** The in-place field of a cell: "Row 5, item_hs_code". */
  cell(line: number, column: string): Locator {
    return this.page.getByRole("textbox", { name: this.text("Row {0}, {1}", { 0: String(line), 1: column }), exact: true });
  }

  /** The problem table's row of a cell. */
  problemRow(line: number, column: string): Locator {
    return this.problemTable.getByRole("row").filter({ has: this.page.getByRole("cell", { name: column, exact: true }) }).filter({ has: this.page.getByRole("cell", { name: String(line), exact: true }) });
  }

  /** A rejected order of /orders/rejected, by its number. */
  rejection(orderNumber: string): Locator {
    return this.page.getByRole("article", { name: orderNumber, exact: true });
  }
}
