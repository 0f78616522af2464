import { Dexie, type EntityTable } from "dexie";
import type { Checkpoint, Order, OrderListRow } from "../api/schemas/orders";
import type { OutboxOperation } from "./outbox/operations";
import type { ScanSession } from "./scan-sessions";
import type { OrderDraftRow } from "./drafts/drafts-store";
import type { LocalBoxTemplate, LocalProductTemplate } from "./templates/template-rows";
import type { OverpackScanRow } from "./overpack-scans";

/**
 * The app's one IndexedDB database, "portal" (Dexie). The only module that imports "dexie": other
 * code uses the typed tables and helpers exported here. One instance for the whole page (a module
 * singleton), opened on first use and kept open.
 *
 * Durable local data lives here (DESIGN.md section 4). Versions so far:
 *   1. `meta`: small durable app state under a string key.
 *   2. `outbox` (queued operations, src/offline/outbox/), `orderRows` and `orderDetails` (orders
 *      cached for offline reading, src/offline/order-cache.ts). New tables only: no upgrade.
 *   3. `scanSessions` (pickup and dropoff scanning sessions, src/offline/scan-sessions.ts). New
 *      table only: no upgrade.
 *   4. `drafts` (the order wizard's unsaved forms, src/offline/drafts/drafts-store.ts),
 *      `boxTemplates` and `productTemplates` (the seller's templates, src/offline/templates/).
 *      New tables only: no upgrade.
 *   5. `overpackScans` (the codes scanned into an overpack on a tablet, src/offline/overpack-scans.ts,
 *      decision 051). New table only: no upgrade.
 *
 * Schema changes are numbered versions, never edits of an existing one (users' browsers already
 * hold that version). Keep every `version(n)` and add the next below it, with an `upgrade` when
 * existing rows must change; the highest number is the current version. For example:
 *
 *   this.version(2).stores({ outbox: "id, seq, state, nextAttemptAt" });
 *   this.version(3)
 *     .stores({ drafts: "id, kind, updatedAt" })
 *     .upgrade(async (tx) => {
 *       await tx.table("meta").where("key").startsWith("draft:").delete();
 *     });
 *
 * A `stores()` entry lists the primary key first, then the indexed fields; other fields are
 * stored without being declared. Declaring a table as `null` deletes it.
 */

export const DB_NAME = "portal";

/** A small piece of durable app state under a string key (last sync time, chosen options). */
export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * The fields an outbox operation changes optimistically, as the server last sent them. Kept on a
 * cached order only while some operation overlays it, so that a discard (or a fresh server copy)
 * can rebuild the order from the server's values plus the operations still queued.
 */
export interface OverlayFields {
  dispatched: boolean;
  current_status: OrderListRow["current_status"];
  current_status_id: number;
  status?: Order["status"];
  dispatched_at?: string | null;
}

/** A checkpoint in the cache; `pending` marks one written locally that waits in the outbox. */
export type CachedCheckpoint = Checkpoint & { pending?: boolean; opId?: string };

/** A list row as cached (GET /v1/orders), with the time it came from the server (ISO). */
export type CachedOrderRow = OrderListRow & {
  cachedAt: string;
  /** Server values under the optimistic overlay; absent when nothing is queued for the order. */
  base?: OverlayFields;
  /** Set when a discarded operation was rolled back: show it, but fetch it again when online. */
  stale?: boolean;
};

/** One opened order as cached (GET /v1/orders/{id} and its checkpoints, oldest first). */
export interface CachedOrderDetail {
  id: number;
  order: Order;
  /** undefined when the checkpoints were never fetched. */
  checkpoints: CachedCheckpoint[] | undefined;
  cachedAt: string;
  base?: OverlayFields;
  stale?: boolean;
}

class PortalDatabase extends Dexie {
  meta!: EntityTable<MetaRow, "key">;
  outbox!: EntityTable<OutboxOperation, "id">;
  orderRows!: EntityTable<CachedOrderRow, "id">;
  orderDetails!: EntityTable<CachedOrderDetail, "id">;
  scanSessions!: EntityTable<ScanSession, "id">;
  drafts!: EntityTable<OrderDraftRow, "id">;
  boxTemplates!: EntityTable<LocalBoxTemplate, "localId">;
  productTemplates!: EntityTable<LocalProductTemplate, "localId">;
  overpackScans!: EntityTable<OverpackScanRow, "id">;

  constructor() {
    super(DB_NAME);
    this.version(1).stores({ meta: "key" });
    // seq is unique: two tabs enqueueing at once cannot share a place in the queue. orderIds is
    // multi-entry so the operations touching one order are found without reading the queue.
    this.version(2).stores({ outbox: "id, &seq, state, *orderIds", orderRows: "id", orderDetails: "id" });
    // A driver has at most one open session per user: found by [userId+state] without a scan.
    this.version(3).stores({ scanSessions: "id, [userId+state], startedAt" });
    // Drafts are listed per user, newest first; templates per seller, and found by the server's
    // id when a fresh list or an answer arrives.
    this.version(4).stores({
      drafts: "id, userId, updatedAt",
      boxTemplates: "localId, sellerId, serverId",
      productTemplates: "localId, sellerId, serverId",
    });
    // One overpack's scans on this device, for one user, in the order they were made.
    this.version(5).stores({ overpackScans: "id, [userId+overpackId], scannedAt" });
  }
}

/** The type only: a second instance of the class would be a second connection with its own state. */
export type { PortalDatabase };

/** The one instance. Dexie opens it on the first query; `openDb()` opens it explicitly. */
export const db = new PortalDatabase();

/** The database, open. Any number of calls give the same instance. */
export async function openDb(): Promise<PortalDatabase> {
  if (!db.isOpen()) await db.open();
  return db;
}

/** Closes the connection (tests; before deleting local data). The next `openDb()` reopens it. */
export function closeDb(): void {
  db.close();
}

/** The schema version of the code (the highest `version(n)` declared above). */
export const dbVersion = (): number => db.verno;

/**
 * Typed table accessors. Not `meta`: the device's keys are read and written through
 * src/offline/device (typed, parsed on read).
 */
export const tables = {
  outbox: () => db.outbox,
  orderRows: () => db.orderRows,
  orderDetails: () => db.orderDetails,
  scanSessions: () => db.scanSessions,
  drafts: () => db.drafts,
  boxTemplates: () => db.boxTemplates,
  productTemplates: () => db.productTemplates,
  overpackScans: () => db.overpackScans,
} as const;
