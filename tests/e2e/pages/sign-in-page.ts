import { type Locator, type Page, expect, test } from "@playwright/test";
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
 * Signs in and waits until the app shows the signed-in page.
 *
 * The sign-in form has its own spec (sign-in.spec.ts); every other spec needs only a session. So
 * the session is made through POST /v1/login and written into the page's storage before its first
 * navigation, as the app keeps it (src/api/session.ts: localStorage "{platform}-user"), and the
 * page then opens `intended` (or home) directly: one request instead of a form round trip.
 * Another platform's login page (`loginPath: "/total-login"`) is what such a test is about, so it
 * still goes through that page's form.
 */
export async function signIn(page: Page, userKey: UserKey, options: SignInOptions = {}): Promise<void> {
  const loginUrl = new URL(options.loginPath ?? paths.login, test.info().project.use.baseURL);
  if (loginUrl.pathname !== paths.login) return signInThroughForm(page, userKey, options);
  const user = demoUsers[userKey];
  // Asked of the origin the page will open (the fault proxy's, in front of servers of its own, too), as the form would.
  const response = await page.request.post(new URL("/v1/login", loginUrl).href, {
    data: { email: user.email, password: user.password, platform: "nb" },
  });
  expect(response.status(), `POST /v1/login for ${user.email}`).toBe(200);
  const session = ((await response.json()) as { data: { user: unknown } }).data.user;
  // Once per tab: a reload after the test signs out must find the user signed out.
  const once = `e2e-session-${crypto.randomUUID()}`;
  await page.addInitScript(
    ({ origin, key, value, once }) => {
      if (location.origin !== origin || sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, "1");
      localStorage.setItem(key, value);
    },
    { origin: loginUrl.origin, key: "nb-user", value: JSON.stringify(session), once },
  );
  await page.goto(new URL(options.intended ?? paths.home, loginUrl).href);
  await expect(page).not.toHaveURL(LOGIN_URL);
}

/** Signs in through the real sign-in page and waits until the app has left it. */
export async function signInThroughForm(page: Page, userKey: UserKey, options: SignInOptions = {}): Promise<void> {
  const user = demoUsers[userKey];
  const signInPage = new SignInPage(page);
  await signInPage.goto(options.intended, options.loginPath);
  await signInPage.signInWith(user.email, user.password);
  await expect(page).not.toHaveURL(options.loginPath ? ANY_LOGIN_URL : LOGIN_URL);
}

/**
 * Signs in through the sign-in page served by another origin (the fault proxy), through its form:
 * the outbox's specs sign in again after a 401 in the middle of a queue, as a user would.
 */
export const signInAt = (page: Page, origin: string, userKey: UserKey) => signInThroughForm(page, userKey, { loginPath: `${origin}${paths.login}` });
