import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

export type BillingTabName = "Balance" | "Credits" | "Invoices";

/** /billing (src/features/billing): the Balance, Credits and Invoices tabs, and the Add Credit dialog. */
export class BillingScreen {
  static readonly PATH = "/billing";

  readonly heading: Locator;
  readonly tabs: Locator;
  readonly addCreditButton: Locator;
  readonly creditDialog: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Billing"), exact: true });
    this.tabs = page.getByRole("tablist", { name: text("Billing") });
    this.addCreditButton = page.getByRole("main").getByRole("button", { name: text("Add Credit"), exact: true });
    this.creditDialog = page.getByRole("dialog", { name: text("Add Credit") });
  }

  async goto(tab?: "credits" | "invoices"): Promise<void> {
    await this.page.goto(tab ? `${BillingScreen.PATH}?tab=${tab}` : BillingScreen.PATH);
  }

  tab(name: BillingTabName): Locator {
    return this.tabs.getByRole("tab", { name: this.text(name), exact: true });
  }

  panel(name: BillingTabName): Locator {
    return this.page.getByRole("tabpanel", { name: this.text(name), exact: true });
  }

  /** A category's card on the Balance tab, by its name as the screen shows it. */
  card(name: string): Locator {
    return this.page.getByRole("article", { name: this.text(name), exact: true });
  }

  /** The value of a card's fact ("Balance", "Partial Invoice", "Limit"). */
  cardFact(name: string, term: string): Locator {
    return this.card(name).locator("dt", { hasText: new RegExp(`^${this.text(term)}$`) }).locator("xpath=following-sibling::dd[1]");
  }

  /** The Add Credit dialog's fields. */
  get credit() {
    const dialog = this.creditDialog;
    return {
      amount: dialog.getByRole("textbox", { name: new RegExp(`^${escape(this.text("Amount (R$)"))}`) }),
      category: dialog.getByRole("combobox", { name: new RegExp(`^${escape(this.text("Service category"))}`) }),
      method: (name: "Pre-paid" | "Post-paid") => dialog.getByRole("radio", { name: this.text(name), exact: true }),
      description: dialog.getByRole("textbox", { name: this.text("Description"), exact: true }),
      submit: dialog.getByRole("button", { name: this.text("Add Credit"), exact: true }),
    };
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
