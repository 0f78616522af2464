import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** Page model of the users screens (/account/users, /users/create, /users/{id}, /users/{id}/edit). */
export class UsersScreen {
  readonly heading: Locator;
  readonly table: Locator;
  readonly newUserLink: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Users") });
    this.table = page.getByRole("table", { name: text("Users") });
    this.newUserLink = page.getByRole("link", { name: text("New user") });
  }

  async goto() {
    await this.page.goto("/account/users");
  }

  field(label: string): Locator {
    return this.page.getByLabel(this.text(label), { exact: false }).first();
  }

  /** A fact of a user's page, by its term ("Group", "State"). */
  fact(term: string): Locator {
    return this.page.locator("dt", { hasText: this.text(term) }).locator("xpath=following-sibling::dd[1]");
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name: this.text(name), exact: true });
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }
}
