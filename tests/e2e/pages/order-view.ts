import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** The order view (/orders/:id, src/features/orders): its heading, sections and actions. */
export class OrderView {
  readonly editButton: Locator;
  readonly deleteButton: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.editButton = page.getByRole("button", { name: text("Edit"), exact: true });
    this.deleteButton = page.getByRole("button", { name: text("Delete"), exact: true });
  }

  /** The level-1 heading "Order {number}" that says which order is open. */
  heading(orderNumber: string): Locator {
    return this.page.getByRole("heading", { level: 1, name: this.text("Order {number}", { number: orderNumber }) });
  }

  section(name: string): Locator {
    return this.page.getByRole("heading", { level: 2, name: this.text(name), exact: true });
  }
}
