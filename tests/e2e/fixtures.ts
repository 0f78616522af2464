import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";
import { type APIRequestContext, type Locator, type Page, test as base, expect } from "@playwright/test";

/**
 * Shared pieces of the end-to-end suite. The server seeds these accounts into the fresh database
 * of every run (server/seed/demo.ts, which gives the ids in this order); all sign in with the same password.
 * Elements are found by role and accessible name only, as a user of assistive technology would.
 */
export const DEMO_PASSWORD = "demo-password";

export const demoUsers = {
  admin: { id: 1, sellerId: 1, email: "admin@example.com", password: DEMO_PASSWORD, name: "Ana Admin", company: "Lumen Goods Ltd.", role: "Seller Admin", active: true },
  operation: { id: 2, sellerId: 1, email: "operation@example.com", password: DEMO_PASSWORD, name: "Otto Operation", company: "Lumen Goods Ltd.", role: "Seller Operation", active: true },
  viewer: { id: 3, sellerId: 1, email: "viewer@example.com", password: DEMO_PASSWORD, name: "Vera Viewer", company: "Lumen Goods Ltd.", role: "Seller Viewer", active: true },
  otherAdmin: { id: 4, sellerId: 2, email: "admin@other.example.com", password: DEMO_PASSWORD, name: "Oscar Other", company: "Other Seller S.A.", role: "Seller Admin", active: true },
  blocked: { id: 5, sellerId: 1, email: "blocked@example.com", password: DEMO_PASSWORD, name: "Bruno Blocked", company: "Lumen Goods Ltd.", role: "Seller Operation", active: false },
} as const;

export type DemoUsers = typeof demoUsers;
export type UserKey = keyof DemoUsers;
export type DemoUser = DemoUsers[UserKey];

export const paths = {
  home: "/",
  login: "/nb-login",
  resetPassword: "/reset_password",
  notifications: "/notifications/notifications_list",
  accessibility: "/settings/accessibility",
} as const;

/** The login URL the app redirects to, carrying where the user was going. */
export const loginUrlWithIntended = (intended: string) => `${paths.login}?${new URLSearchParams({ intended })}`;

/** Matches the login page's URL with or without a query, never a page that merely mentions it. */
export const LOGIN_URL = /\/nb-login(?:\?.*)?$/;

/** The platform's key in localStorage holding the signed-in user (src/api/session.ts). */
export const SESSION_STORAGE_KEY = "nb-user";

/** Page model of the sign-in page (/nb-login). */
export class SignInPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;
  readonly alert: Locator;
  readonly forgotPasswordLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Sign in", level: 1 });
    this.email = page.getByRole("textbox", { name: "Email", exact: true });
    // Playwright gives <input type="password"> the textbox role, named by its label.
    this.password = page.getByRole("textbox", { name: "Password", exact: true });
    this.submitButton = page.getByRole("button", { name: "Sign in", exact: true });
    this.alert = page.getByRole("alert");
    this.forgotPasswordLink = page.getByRole("link", { name: "Forgot your password?" });
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

/** Matches any platform's login page (`/nb-login`, `/total-login`, `/tiendamia-login-test`), with or without a query. */
const ANY_LOGIN_URL = /\/[a-z0-9]+-login(?:-test)?(?:\?.*)?$/;

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

/** Signs in through POST /v1/login and returns the bearer token (a session of its own). */
export async function apiLogin(request: APIRequestContext, userKey: UserKey): Promise<string> {
  const user = demoUsers[userKey];
  const response = await request.post("/v1/login", { data: { email: user.email, password: user.password, platform: "nb" } });
  expect(response.status(), `POST /v1/login for ${user.email}`).toBe(200);
  const body = (await response.json()) as { data: { user: { auth_token: string } } };
  return body.data.user.auth_token;
}

/** The token of the user the page has signed in, read from where the app keeps it. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { auth_token?: string }).auth_token ?? null : null;
  }, SESSION_STORAGE_KEY);
  expect(token, `a signed-in user under localStorage "${SESSION_STORAGE_KEY}"`).toBeTruthy();
  return token!;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Exactly this URL of the server under test: path and query, nothing more. */
export const exactUrl = (baseURL: string | undefined, pathAndQuery: string) => new RegExp(`^${escapeRegExp(new URL(pathAndQuery, baseURL).href)}$`);

/** The shell's parts, found by role and name as a screen reader user would (English names). */
export const shell = {
  banner: (page: Page) => page.getByRole("banner"),
  sideMenu: (page: Page) => page.getByRole("navigation", { name: "Main menu" }),
  menuButton: (page: Page) => page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }),
  userMenuButton: (page: Page) => page.getByRole("banner").getByRole("button", { name: "User menu", exact: true }),
  languageButton: (page: Page) => page.getByRole("banner").getByRole("button", { name: "Language", exact: true }),
  search: (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Search" }),
};

/** The interface languages, as the catalogs' folders name them (locales/{locale}/messages.po). */
export type CatalogLocale = "en" | "zh_CN" | "pt_BR";

const catalogs = new Map<CatalogLocale, Map<string, string>>();

/** msgid to msgstr of one catalog; continuation lines and C escapes as Lingui writes them. */
function readCatalog(locale: CatalogLocale): Map<string, string> {
  const cached = catalogs.get(locale);
  if (cached) return cached;
  const file = fileURLToPath(new URL(`../../locales/${locale}/messages.po`, import.meta.url));
  const entries = new Map<string, string>();
  let entry: { msgid: string; msgstr: string } | undefined;
  let field: "msgid" | "msgstr" | undefined;
  const flush = () => {
    if (entry?.msgid) entries.set(entry.msgid, entry.msgstr);
    entry = undefined;
    field = undefined;
  };
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === "msgid" || start[1] === "msgctxt") {
        if (start[1] === "msgid" && entry && field !== "msgid") flush();
        entry ??= { msgid: "", msgstr: "" };
      }
      field = start[1] === "msgctxt" ? undefined : (start[1] as "msgid" | "msgstr");
      if (field && entry) entry[field] += JSON.parse(start[2]!) as string;
    } else if (/^".*"$/.test(line) && field && entry) {
      entry[field] += JSON.parse(line) as string;
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  catalogs.set(locale, entries);
  return entries;
}

/**
 * What the built app shows for an English message in `locale`, read from the catalog the build
 * compiled, with `{name}` placeholders filled in. Fails when the catalog has no translation, so a
 * test never passes on a string that fell back to English. Tests of a language change read the
 * catalog instead of copying its strings: a better translation does not break them.
 */
export function translated(locale: CatalogLocale, message: string, values: Record<string, string> = {}): string {
  const text = readCatalog(locale).get(message);
  if (!text) throw new Error(`locales/${locale}/messages.po has no translation of "${message}"`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * The SQLite file of the server under test: scripts/e2e-server.mjs names its data folder after the
 * port. Tests use it to set up what the UI cannot create, never to check what the UI did (ask /v1).
 */
export function e2eDatabaseFile(): string {
  return join(tmpdir(), `portal-e2e-${process.env.E2E_PORT ?? "8181"}`, "portal.sqlite");
}

export interface NewNotification {
  sellerId: number;
  /** null: a notification of the whole seller (seller_notifications); else one user's own. */
  userId: number | null;
  type: "seller_notifications" | "user_notifications";
  title: string;
  body: string;
}

/**
 * Puts a new notification in the server's database, as the back office would, and returns its id.
 * The server opens the file in WAL mode with a busy timeout, so this second connection may write
 * while it runs. The title key is one the seed knows ("order_dispatched", category orders).
 */
export function insertNotification({ sellerId, userId, type, title, body }: NewNotification): number {
  const db = new BetterSqlite3(e2eDatabaseFile(), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare(
      "INSERT INTO notifications (seller_id, user_id, type, title_key, title, body, created_at) VALUES (?, ?, ?, 'order_dispatched', ?, ?, ?)",
    );
    return Number(insert.run(sellerId, userId, type, title, body, new Date().toISOString()).lastInsertRowid);
  } finally {
    db.close();
  }
}

interface Fixtures {
  demoUsers: DemoUsers;
  signInPage: SignInPage;
  signIn: (page: Page, userKey: UserKey, options?: SignInOptions) => Promise<void>;
  apiLogin: (request: APIRequestContext, userKey: UserKey) => Promise<string>;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
  demoUsers: async ({}, use) => {
    await use(demoUsers);
  },
  signInPage: async ({ page }, use) => {
    await use(new SignInPage(page));
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  signIn: async ({}, use) => {
    await use(signIn);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  apiLogin: async ({}, use) => {
    await use(apiLogin);
  },
});

export { expect };
