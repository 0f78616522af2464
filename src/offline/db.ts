import { Dexie, type EntityTable } from "dexie";

/**
 * The app's one IndexedDB database, "portal" (Dexie). The only module that imports "dexie": other
 * code uses the typed tables and helpers exported here. One instance for the whole page (a module
 * singleton), opened on first use and kept open.
 *
 * Durable local data lives here (DESIGN.md section 4): drafts, templates, cached lists and the
 * outbox come in later issues; this version holds only `meta`.
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

class PortalDatabase extends Dexie {
  meta!: EntityTable<MetaRow, "key">;

  constructor() {
    super(DB_NAME);
    this.version(1).stores({ meta: "key" });
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

/** Typed table accessors. */
export const tables = {
  meta: () => db.meta,
} as const;

/** The value stored under `key` in `meta`, or undefined. The caller knows the type it wrote. */
export async function getMeta<T>(key: string): Promise<T | undefined> {
  const row = await (await openDb()).meta.get(key);
  return row?.value as T | undefined;
}

export async function setMeta<T>(key: string, value: T): Promise<void> {
  await (await openDb()).meta.put({ key, value });
}

export async function deleteMeta(key: string): Promise<void> {
  await (await openDb()).meta.delete(key);
}
