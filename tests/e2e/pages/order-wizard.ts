import { type Locator, type Page, expect } from "@playwright/test";

/**
 * The order wizard (/orders/ordercreate, src/features/order-create): its steps, fields found by
 * their labels, boxes and items, the contract and the agreement, and the drafts on its start page.
 */
export class OrderWizard {
  static readonly PATH = "/orders/ordercreate";

  readonly main: Locator;
  /** The step list, each step a button; the current one has aria-current="step". */
  readonly steps: Locator;
  readonly nextButton: Locator;
  readonly backButton: Locator;
  readonly contracts: Locator;
  readonly agreement: Locator;
  readonly createButton: Locator;
  /** The start page's list of drafts kept on the device. */
  readonly drafts: Locator;
  readonly startNewOrderButton: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.steps = page.getByRole("navigation", { name: "Order steps" });
    this.nextButton = this.main.getByRole("button", { name: "Next", exact: true });
    this.backButton = this.main.getByRole("button", { name: "Back", exact: true });
    this.contracts = this.main.getByRole("radiogroup", { name: "Contract" });
    this.agreement = this.main.getByRole("checkbox", { name: "I agree to the cost summary" });
    this.createButton = this.main.getByRole("button", { name: "Create order", exact: true });
    this.drafts = page.getByRole("region", { name: "Unsaved drafts" });
    this.startNewOrderButton = page.getByRole("button", { name: "Start a new order" });
  }

  async goto(): Promise<void> {
    await this.page.goto(OrderWizard.PATH);
  }

  /** A step's level-2 heading, shown while the step is open. */
  step(name: string): Locator {
    return this.page.getByRole("heading", { level: 2, name, exact: true });
  }

  /** Presses Next; with `to`, waits until that step is shown. */
  async next(to?: string): Promise<void> {
    await this.nextButton.click();
    if (to !== undefined) await expect(this.step(to)).toBeVisible();
  }

  /** A text field by its exact label, in the step (or in a box or item group). */
  field(name: string, scope: Locator = this.main): Locator {
    return scope.getByRole("textbox", { name, exact: true });
  }

  /** A select or combobox by its exact label. */
  select(name: string, scope: Locator = this.main): Locator {
    return scope.getByRole("combobox", { name, exact: true });
  }

  box(number = 1): Locator {
    return this.main.getByRole("group", { name: `Box ${number}` });
  }

  item(box: Locator, number = 1): Locator {
    return box.getByRole("group", { name: `Item ${number}` });
  }

  /**
   * Brazil's states are found by code or name (src/features/order-create/fields/state-field.tsx):
   * typing the code chooses the state, shown by name and code once the field is left.
   */
  async chooseState(code: string, name = "São Paulo"): Promise<void> {
    const field = this.select("State");
    await field.fill(code);
    await field.blur();
    await expect(field).toHaveValue(`${name} (${code})`);
  }

  resumeDraftButton(receiverName: string): Locator {
    return this.drafts.getByRole("button", { name: `Resume draft ${receiverName}` });
  }

  discardDraftButton(receiverName: string): Locator {
    return this.drafts.getByRole("button", { name: `Discard draft ${receiverName}` });
  }
}
