import { type Page, expect } from "@playwright/test";
import { PORTAL_DB, readTable } from "./device";

/** The device's outbox as the specs read and fill it (IndexedDB, no app code). */

/** Long enough for the sender's backoff after offline failures (capped at 60 s) to come round. */
export const SYNC_TIMEOUT = 90_000;
/** The top bar's count, whatever the number; and exactly one. */
export const PENDING_NUMBER = /\d+ pending/;
export const ONE_PENDING = /(^|\D)1 pending/;

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
