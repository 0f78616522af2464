import { readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import BetterSqlite3 from "better-sqlite3";
import { type APIRequestContext, type Locator, type Page, type TestInfo, test as base, expect } from "@playwright/test";
import { DEMO_ORDERS } from "../../server/seed/orders";

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

/** The interface languages, as the catalogs' folders name them (locales/{locale}/*.po). */
export type CatalogLocale = "en" | "zh_CN" | "pt_BR";

const catalogs = new Map<CatalogLocale, Map<string, string>>();

/**
 * The portal's catalogs of a language (src/app/i18n.ts): messages.po, shell.po, labels.po and one per feature
 * in features/. The tracking page's and the terms' catalogs are not the portal's screens.
 */
function portalCatalogFiles(locale: CatalogLocale): string[] {
  const folder = fileURLToPath(new URL(`../../locales/${locale}/`, import.meta.url));
  const features = readdirSync(join(folder, "features")).filter((file) => file.endsWith(".po"));
  const topLevel = ["messages.po", "shell.po", "labels.po"].map((file) => join(folder, file));
  return [...topLevel, ...features.map((file) => join(folder, "features", file))];
}

/** msgid to msgstr of a language's portal catalogs; continuation lines and C escapes as Lingui writes them. */
function readCatalog(locale: CatalogLocale): Map<string, string> {
  const cached = catalogs.get(locale);
  if (cached) return cached;
  const entries = new Map<string, string>();
  let entry: { msgctxt: string; msgid: string; msgstr: string } | undefined;
  let field: "msgctxt" | "msgid" | "msgstr" | undefined;
  const flush = () => {
    // A message with a context is another message: it never stands for the one without.
    if (entry?.msgid) entries.set(entry.msgctxt ? `${entry.msgctxt}\u0004${entry.msgid}` : entry.msgid, entry.msgstr);
    entry = undefined;
    field = undefined;
  };
  const lines = portalCatalogFiles(locale).flatMap((file) => [...readFileSync(file, "utf8").split(/\r?\n/), ""]);
  for (const line of lines) {
    const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === "msgid" || start[1] === "msgctxt") {
        if (start[1] === "msgid" && entry && field !== "msgid" && field !== "msgctxt") flush();
        entry ??= { msgctxt: "", msgid: "", msgstr: "" };
      }
      field = start[1] as "msgctxt" | "msgid" | "msgstr";
      if (entry) entry[field] += JSON.parse(start[2]!) as string;
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
  if (!text) throw new Error(`The catalogs of locales/${locale}/ have no translation of "${message}"`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** `translated` for a message with a context (msgctxt), which is another message than the one without. */
export function translatedInContext(locale: CatalogLocale, context: string, message: string): string {
  if (locale === "en") return message;
  const text = readCatalog(locale).get(`${context}\u0004${message}`);
  if (!text) throw new Error(`The catalogs of locales/${locale}/ have no "${message}" in context "${context}"`);
  return text;
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

// ---- orders and the outbox (issue 4) -------------------------------------------------------

/** The English status of the top bar's sync indicator (src/features/sync). */
/** Long enough for the sender's backoff after offline failures (capped at 60 s) to come round. */
export const SYNC_TIMEOUT = 90_000;
/** The top bar's count, whatever the number; and exactly one. */
export const PENDING_NUMBER = /\d+ pending/;
export const ONE_PENDING = /(^|\D)1 pending/;

export const syncStatus = (page: Page) => page.getByRole("status", { name: "Sync status" });

/** Waits until a service worker controls the page (the first install claims open pages). */
export async function waitForServiceWorkerControl(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL ?? false, undefined, { timeout: 30_000 });
  return (await handle.jsonValue()) as string;
}

/** A list row of GET /v1/orders, the fields the specs read. */
export interface ApiOrderRow {
  id: number;
  order_number: string;
  reference: string;
  dispatched: boolean;
  current_status: { id: number; name: string };
  contain_battery: boolean;
  dangerous_good: boolean;
  contract_name: string;
  customer_full_name: string;
  total_value: number;
}

export interface ApiCheckpoint {
  id: number;
  status: string;
  message: string;
  created_at: string;
}

/**
 * Slices of the seed's dispatchable NEW orders of seller 1 (server/seed/orders.ts DEMO_ORDERS,
 * newest first, about 115): each spec that changes orders takes them only from its own slice, so
 * no spec takes another's order whatever ran before it in the same run (one seeded database).
 */
export const ORDER_POOLS = {
  offline: [0, 10],
  faults: [10, 45],
  tabs: [45, 65],
  auth: [65, 85],
  dispatch: [85, 97],
  // Undispatched orders a driver scans (a refused scan): pickups-phone.spec.ts.
  driver: [97, 107],
} as const satisfies Record<string, readonly [number, number]>;
export type OrderPool = keyof typeof ORDER_POOLS;

/** All of seller 1's orders (through the API, as the seller's token sees them), by order number. */
export async function listAllOrders(request: APIRequestContext, token: string): Promise<ApiOrderRow[]> {
  const response = await request.get("/v1/orders?limit=1000&offset=0&sort=order_number&direction=asc", { headers: bearer(token) });
  expect(response.status(), "GET /v1/orders").toBe(200);
  return ((await response.json()) as { data: { elements: ApiOrderRow[] } }).data.elements;
}

/** `count` orders of the spec's own pool that the server still has undispatched; fails if too few are left. */
export async function claimNewOrders(request: APIRequestContext, token: string, pool: OrderPool, count: number): Promise<ApiOrderRow[]> {
  const [from, to] = ORDER_POOLS[pool];
  const ids = new Set(DEMO_ORDERS.dispatchable.slice(from, to).map((order) => order.id));
  const rows = (await listAllOrders(request, token)).filter((row) => ids.has(row.id));
  const fresh = rows.filter((row) => !row.dispatched && row.current_status.name === "NEW").sort((a, b) => b.id - a.id);
  expect(fresh.length, `undispatched orders left in pool "${pool}" (DEMO_ORDERS.dispatchable ${from}..${to})`).toBeGreaterThanOrEqual(count);
  return fresh.slice(0, count);
}

/** Dispatches an order through the API (a test's setup, not the behaviour under test). */
export async function dispatchThroughApi(request: APIRequestContext, token: string, orderId: number): Promise<void> {
  const response = await request.put(`/v1/orders/${orderId}/dispatch`, { headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() } });
  expect(response.status(), `PUT /v1/orders/${orderId}/dispatch`).toBe(200);
}

export async function orderThroughApi(request: APIRequestContext, token: string, orderId: number): Promise<ApiOrderRow & { dispatched_at: string | null }> {
  const response = await request.get(`/v1/orders/${orderId}`, { headers: bearer(token) });
  expect(response.status(), `GET /v1/orders/${orderId}`).toBe(200);
  return ((await response.json()) as { data: ApiOrderRow & { dispatched_at: string | null } }).data;
}

/** The order's checkpoints as the server keeps them, oldest first. */
export async function checkpointsThroughApi(request: APIRequestContext, token: string, orderId: number): Promise<ApiCheckpoint[]> {
  const response = await request.get(`/v1/orders/${orderId}/checkpoints`, { headers: bearer(token) });
  expect(response.status(), `GET /v1/orders/${orderId}/checkpoints`).toBe(200);
  return ((await response.json()) as { data: ApiCheckpoint[] }).data;
}

/** An outbox row as the app writes it (src/offline/outbox/operations.ts, briefs/offline-api.md). */
export interface OutboxRow {
  id: string;
  seq: number;
  kind: "dispatch" | "multi-dispatch" | "add-checkpoint" | "pickup-scan";
  method: "put" | "post";
  path: string;
  body?: unknown;
  orderIds: number[];
  orderNumbers: string[];
  userId: number;
  sellerId: number;
  state: "pending" | "in_flight" | "needs_attention";
  attempts: number;
  nextAttemptAt: number;
  lastError?: { status?: number; messages: string[] };
  createdAt: string;
}

/** The app's IndexedDB database and the tables the specs read (src/offline/db.ts). */
const PORTAL_DB = "portal";

/**
 * The rows of one table of the page's "portal" database, read with plain IndexedDB (no app code);
 * null while the app has not created the database or the table yet. Tolerates a page that is
 * navigating (returns null), so it can be polled across reloads.
 */
export async function readTable<T>(page: Page, table: string): Promise<T[] | null> {
  try {
    return await page.evaluate(
      async ({ name, store }) => {
        const known = (await indexedDB.databases()).some((info) => info.name === name);
        if (!known) return null;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        try {
          if (!db.objectStoreNames.contains(store)) return null;
          return await new Promise<unknown[]>((resolve, reject) => {
            const read = db.transaction(store, "readonly").objectStore(store).getAll();
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => reject(read.error);
          });
        } finally {
          db.close();
        }
      },
      { name: PORTAL_DB, store: table },
    ) as T[] | null;
  } catch (error) {
    if (/Execution context was destroyed|navigation|Target page, context or browser has been closed/i.test(String(error))) return null;
    throw error;
  }
}

/** The page's outbox in seq order (the order the sender works in), or null before the app created it. */
export const readOutbox = async (page: Page) => (await readTable<OutboxRow>(page, "outbox"))?.sort((a, b) => a.seq - b.seq) ?? null;

/** Waits until the app has created its database with the outbox table (after sign-in). */
export async function waitForOutboxTable(page: Page): Promise<void> {
  await expect.poll(async () => (await readOutbox(page)) !== null, { message: 'the app created IndexedDB "portal" with table "outbox"', timeout: 30_000 }).toBe(true);
}

/**
 * Puts operations straight into the page's outbox (an expensive precondition set up directly, as
 * the app itself would have written them: seq after the last one given out, user and seller of
 * the signed-in user, pending, due now). Returns the rows written.
 */
export async function putOutboxOperations(
  page: Page,
  user: { id: number; sellerId: number },
  drafts: Pick<OutboxRow, "kind" | "method" | "path" | "body" | "orderIds" | "orderNumbers">[],
): Promise<OutboxRow[]> {
  for (let attempt = 1; ; attempt += 1) {
    await waitForOutboxTable(page);
    try {
      return await writeOutboxRows(page, user, drafts);
    } catch (error) {
      // The app may still be creating its database (a first open at version 1 before its upgrade):
      // the transaction then fails before writing anything, so trying again is safe.
      if (attempt >= 3 || !/NotFoundError|object stores was not found/i.test(String(error))) throw error;
    }
  }
}

function writeOutboxRows(
  page: Page,
  user: { id: number; sellerId: number },
  drafts: Pick<OutboxRow, "kind" | "method" | "path" | "body" | "orderIds" | "orderNumbers">[],
): Promise<OutboxRow[]> {
  return page.evaluate(
    async ({ name, user: owner, drafts: items }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        const tx = db.transaction(["outbox", "meta"], "readwrite");
        const done = new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
        const request = <R>(r: IDBRequest<R>) =>
          new Promise<R>((resolve, reject) => {
            r.onsuccess = () => resolve(r.result);
            r.onerror = () => reject(r.error);
          });
        const outbox = tx.objectStore("outbox");
        const meta = tx.objectStore("meta");
        const existing = (await request(outbox.getAll())) as { seq: number }[];
        const lastSeq = ((await request(meta.get("outbox:lastSeq"))) as { value?: number } | undefined)?.value ?? 0;
        let seq = Math.max(lastSeq, ...existing.map((row) => row.seq), 0);
        const now = Date.now();
        const rows = items.map((draft) => ({
          ...draft,
          id: crypto.randomUUID(),
          seq: (seq += 1),
          userId: owner.id,
          sellerId: owner.sellerId,
          state: "pending" as const,
          attempts: 0,
          nextAttemptAt: now,
          createdAt: new Date(now).toISOString(),
        }));
        for (const row of rows) outbox.add(row);
        meta.put({ key: "outbox:lastSeq", value: seq });
        await done;
        return rows;
      } finally {
        db.close();
      }
    },
    { name: PORTAL_DB, user, drafts },
  );
}

/** An add-checkpoint operation's draft (the same shape src/offline/outbox/kinds.ts builds). */
export const checkpointDraft = (order: { id: number; order_number: string }, status: string, message: string) => ({
  kind: "add-checkpoint" as const,
  method: "post" as const,
  path: `orders/${order.id}/add-checkpoint`,
  body: { status, message },
  orderIds: [order.id],
  orderNumbers: [order.order_number],
});

export const dispatchDraft = (order: { id: number; order_number: string }) => ({
  kind: "dispatch" as const,
  method: "put" as const,
  path: `orders/${order.id}/dispatch`,
  orderIds: [order.id],
  orderNumbers: [order.order_number],
});

/** Waits until the page's outbox holds no operation (read from IndexedDB, across reloads). */
export async function waitForOutboxEmpty(page: Page, timeout = 120_000): Promise<void> {
  await expect
    .poll(async () => (await readOutbox(page))?.length ?? -1, { message: "operations left in the outbox", timeout, intervals: [250, 500, 1000] })
    .toBe(0);
}

/** The e2e server as the fault proxy reaches it: the loopback address it listens on (not "localhost", which Node may resolve to ::1). */
export function proxyTarget(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://localhost:8181");
  url.hostname = "127.0.0.1";
  return url.origin;
}

/** Signs in through the sign-in page served by another origin (the fault proxy). */
export const signInAt = (page: Page, origin: string, userKey: UserKey) => signIn(page, userKey, { loginPath: `${origin}${paths.login}` });

/** Runs axe on the page as it is now and fails on any serious or critical violation, listing them (attached in full). */
export async function expectNoSeriousAxeViolations(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (blocking.length === 0) return;
  await testInfo.attach(`axe violations on ${label}`, { body: JSON.stringify(blocking, null, 2), contentType: "application/json" });
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n` + v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n"));
  expect(report, `serious or critical axe violations on ${label}:\n${report.join("\n")}`).toEqual([]);
}

// ---- pickups and dropoffs (issue 5) --------------------------------------------------------

/** The pickup and dropoff screen (src/features/pickups). */
export const PICKUP_DROPOFF_PATH = "/orders/pickup-dropoff";

/**
 * Which of DEMO_PICKUPS.scannable (server/seed/pickups.ts) each spec records, so that no spec
 * scans another's order whatever ran before it in the same run. [0] is pickups.spec.ts's.
 */
export const PICKUP_POOLS = {
  offline: 5,
  duplicate: 6,
  cameraDenied: 7,
  misread: 8,
  // pickups-phone.spec.ts
  phoneCamera: 9,
  phoneTyped: 10,
  phoneTypedToo: 11,
  phoneFresh: 12,
  phoneCorrected: 13,
  phoneIndicator: 14,
  phoneIndicatorFirst: 15,
} as const satisfies Record<string, number>;

/** The parts of the pickup and dropoff screen the specs use, by role and English name. */
export const pickupScreen = {
  heading: (page: Page) => page.getByRole("heading", { level: 1, name: "Pickups and dropoffs" }),
  type: (page: Page, type: "Pickup" | "Dropoff") => page.getByRole("radio", { name: type, exact: true }),
  scanButton: (page: Page) => page.getByRole("button", { name: "Scan", exact: true }),
  manualCode: (page: Page) => page.getByRole("textbox", { name: "Enter code manually" }),
  recordButton: (page: Page) => page.getByRole("button", { name: "Record", exact: true }),
  /** The latest outcome, announced politely. */
  lastScan: (page: Page) => page.getByRole("status", { name: "Last scan" }),
  /** The session's scans, newest first, each with its send state. */
  scannedList: (page: Page) => page.getByRole("list", { name: "Scanned parcels" }),
  /** The last few scans, beside the camera while it runs. */
  recentScans: (page: Page) => page.getByRole("list", { name: "Last scans" }),
  camera: (page: Page) => page.getByRole("img", { name: "Camera" }),
  session: (page: Page) => page.getByRole("region", { name: "Session" }),
};

/**
 * Makes the page's vibration motor note each pattern it is asked for (call before the page
 * loads); `vibrations` reads them. Chromium on a desktop has navigator.vibrate but no motor.
 */
export async function recordVibrations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const patterns: unknown[] = [];
    (window as unknown as { __vibrations: unknown[] }).__vibrations = patterns;
    Object.defineProperty(navigator, "vibrate", { configurable: true, value: (pattern: unknown) => patterns.push(pattern) > 0 });
  });
}

export const vibrations = (page: Page) => page.evaluate(() => (window as unknown as { __vibrations?: unknown[] }).__vibrations ?? []);

/** Opens the screen and waits until it is shown. */
export async function openPickupScreen(page: Page): Promise<void> {
  await page.goto(PICKUP_DROPOFF_PATH);
  await expect(pickupScreen.heading(page)).toBeVisible();
}

/** Types a code in "Enter code manually" and presses "Record"; the outcome is the test's to check. */
export async function recordCodeManually(page: Page, code: string): Promise<void> {
  await pickupScreen.manualCode(page).fill(code);
  await pickupScreen.recordButton(page).click();
}

/** A row of GET /v1/pickups, the fields the specs read. */
export interface ApiPickupRow {
  id: number;
  order_id: number;
  order_number: string;
  type: "pickup" | "dropoff";
  reference: string;
  scanned_at: string;
  note: string | null;
  created_at: string;
}

/** The pickups and dropoffs the server has recorded for exactly this order number (the filter may also match by part). */
export async function pickupsThroughApi(request: APIRequestContext, token: string, orderNumber: string): Promise<ApiPickupRow[]> {
  const response = await request.get(`/v1/pickups?${new URLSearchParams({ order_number: orderNumber, limit: "100", offset: "0" })}`, { headers: bearer(token) });
  expect(response.status(), `GET /v1/pickups?order_number=${orderNumber}`).toBe(200);
  return ((await response.json()) as { data: { elements: ApiPickupRow[] } }).data.elements.filter((row) => row.order_number === orderNumber);
}

/** Every POST /v1/pickups the page makes from now on, with its Idempotency-Key (failed sends included). */
export function recordPickupPosts(page: Page): string[] {
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/v1/pickups") keys.push(request.headers()["idempotency-key"] ?? "(none)");
  });
  return keys;
}
