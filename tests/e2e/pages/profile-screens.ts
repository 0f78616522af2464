import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** /user_profile and /user_profile_edit (src/features/profile), by role and name; English unless `text` says otherwise. */
export class ProfileScreens {
  readonly viewHeading: Locator;
  readonly editHeading: Locator;
  readonly editLink: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly language: Locator;
  readonly saveProfileButton: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmation: Locator;
  readonly changePasswordButton: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.viewHeading = page.getByRole("heading", { level: 1, name: text("My profile") });
    this.editHeading = page.getByRole("heading", { level: 1, name: text("Edit my profile") });
    this.editLink = page.getByRole("link", { name: text("Edit profile and password") });
    this.name = page.getByRole("textbox", { name: text("Name"), exact: true });
    this.email = page.getByRole("textbox", { name: text("E-mail"), exact: true });
    this.language = page.getByRole("combobox", { name: text("Language"), exact: true });
    this.saveProfileButton = page.getByRole("button", { name: text("Save profile") });
    this.currentPassword = page.getByRole("textbox", { name: text("Current password"), exact: true });
    this.newPassword = page.getByRole("textbox", { name: text("New password"), exact: true });
    this.confirmation = page.getByRole("textbox", { name: text("Confirm the new password"), exact: true });
    this.changePasswordButton = page.getByRole("button", { name: text("Change password") });
  }

  /** A fact of the profile view ("Name", "E-mail"): the definition after its term. */
  fact(term: string): Locator {
    return this.page.locator("dt", { hasText: this.text(term) }).locator("xpath=following-sibling::dd[1]");
  }
}
