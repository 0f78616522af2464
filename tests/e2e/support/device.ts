import { type Page, expect } from "@playwright/test";

/** What the browser keeps for the app: the stored session, the service worker, IndexedDB, the vibration motor. */

/** The platform's key in localStorage holding the signed-in user (src/api/session.ts). */
export const SESSION_STORAGE_KEY = "nb-user";

/** The token of the user the page has signed in, read from where the app keeps it. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { auth_token?: string }).auth_token ?? null : null;
  }, SESSION_STORAGE_KEY);
  expect(token, `a signed-in user under localStorage "${SESSION_STORAGE_KEY}"`).toBeTruthy();
  return token!;
}

/** Waits until a service worker controls the page (the first install claims open pages). */
export async function waitForServiceWorkerControl(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL ?? false, undefined, { timeout: 30_000 });
  return (await handle.jsonValue()) as string;
}

/** The app's IndexedDB database and the tables the specs read (src/offline/db.ts). */
export const PORTAL_DB = "portal";

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
