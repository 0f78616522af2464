import { type Locator, type Page, expect } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";
import { type UserKey, demoUsers } from "../support/users";
import { ANY_LOGIN_URL, LOGIN_URL, paths } from "../support/urls";

/** Page model of the sign-in page (/nb-login). */
export class SignInPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;
  readonly alert: Locator;
  readonly forgotPasswordLink: Locator;

  /** Names are English unless a `text` of another language is given (`uiText(locale)`). */
  constructor(
    readonly page: Page,
    text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { name: text("Sign in"), level: 1 });
    this.email = page.getByRole("textbox", { name: text("Email"), exact: true });
    // Playwright gives <input type="password"> the textbox role, named by its label.
    this.password = page.getByRole("textbox", { name: text("Password"), exact: true });
    this.submitButton = page.getByRole("button", { name: text("Sign in"), exact: true });
    this.alert = page.getByRole("alert");
    this.forgotPasswordLink = page.getByRole("link", { name: text("Forgot your password?") });
  }

  /**
   * Opens the sign-in page, optionally with an `intended` value (any string, passed as is).
   * `loginPath` opens another platform's login page (`/total-login`), which also chooses that platform.
   */
  async goto(intended?: string, loginPath: string = paths.login) {
    await this.page.goto(intended === undefined ? loginPath : `${loginPath}?${new URLSearchParams({ intended })}`);
    await this.expectShown();
  }

  async expectShown() {
    await expect(this.heading).toBeVisible();
    await expect(this.email).toBeEditable();
  }

  async fill(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async submit() {
    await this.submitButton.click();
  }

  /** Fills and submits; does not wait for the outcome (success and failure are both tests). */
  async signInWith(email: string, password: string) {
    await this.fill(email, password);
    await this.submit();
  }
}

export interface SignInOptions {
  /** Opens the login page as the app would after a redirect. */
  intended?: string;
  /** Another platform's login page (`/total-login`, `/tiendamia-login`); default `/nb-login`. */
  loginPath?: string;
}

/**
 * Signs in through the real sign-in page and waits until the app has left it.
 * With `intended`, the login page is opened as the app would after a redirect.
 */
export async function signIn(page: Page, userKey: UserKey, options: SignInOptions = {}): Promise<void> {
  const user = demoUsers[userKey];
  const signInPage = new SignInPage(page);
  await signInPage.goto(options.intended, options.loginPath);
  await signInPage.signInWith(user.email, user.password);
  await expect(page).not.toHaveURL(options.loginPath ? ANY_LOGIN_URL : LOGIN_URL);
}

/** Signs in through the sign-in page served by another origin (the fault proxy). */
export const signInAt = (page: Page, origin: string, userKey: UserKey) => signIn(page, userKey, { loginPath: `${origin}${paths.login}` });
