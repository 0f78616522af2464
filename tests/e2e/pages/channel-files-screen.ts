import { type Locator, type Page, expect } from "@playwright/test";

/** /amazon-import-files and /orders/amazon-import: the sales channel files and one file's mapping. */
export class ChannelFilesScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/amazon-import-files");
    await expect(this.page.getByRole("heading", { level: 1, name: "Sales channel files" })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole("table", { name: "Sales channel files" });
  }

  row(fileName: string): Locator {
    return this.table.getByRole("row").filter({ hasText: fileName });
  }

  get uploadField(): Locator {
    return this.page.getByLabel("Order report file");
  }

  async openImport(fileName: string) {
    await this.table.getByRole("link", { name: `Import orders of ${fileName}` }).click();
    await expect(this.page.getByRole("heading", { level: 1, name: `Import ${fileName}` })).toBeVisible();
  }

  get orders(): Locator {
    return this.page.getByRole("table", { name: "Orders of the file" });
  }

  orderRow(orderId: string): Locator {
    return this.orders.getByRole("row").filter({ hasText: orderId });
  }

  productTemplateFor(sku: string): Locator {
    return this.page.getByRole("combobox", { name: `Product template for ${sku}` });
  }

  get readyCount(): Locator {
    return this.page.getByRole("status").filter({ hasText: "Orders ready to import" });
  }
}
