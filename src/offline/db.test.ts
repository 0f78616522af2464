import { afterEach, describe, expect, it } from "vitest";
import { DB_NAME, closeDb, db, dbVersion, openDb, tables } from "./db";

/** Reads a row with plain IndexedDB, without Dexie: proof that the value is really on disk. */
function readRaw(store: string, key: string): Promise<{ version: number; row: unknown }> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const idb = request.result;
      const get = idb.transaction(store, "readonly").objectStore(store).get(key);
      get.onerror = () => reject(get.error);
      get.onsuccess = () => {
        idb.close();
        resolve({ version: idb.version, row: get.result });
      };
    };
  });
}

describe("the portal database", () => {
  afterEach(async () => {
    await (await openDb()).meta.clear();
  });

  it("is one instance however often it is opened", async () => {
    const first = await openDb();
    const second = await openDb();
    expect(second).toBe(first);
    expect(first).toBe(db);
    expect(first.name).toBe("portal");
  });

  it("keeps a value written to meta across closing and reopening", async () => {
    await db.meta.put({ key: "lastSyncAt", value: { at: "2024-05-01T10:00:00Z", count: 3 } });
    closeDb();
    expect(db.isOpen()).toBe(false);

    const raw = await readRaw("meta", "lastSyncAt");
    expect(raw.row).toEqual({ key: "lastSyncAt", value: { at: "2024-05-01T10:00:00Z", count: 3 } });

    const reopened = await openDb();
    expect(reopened).toBe(db);
    expect(reopened.isOpen()).toBe(true);
    expect((await db.meta.get("lastSyncAt"))?.value).toEqual({ at: "2024-05-01T10:00:00Z", count: 3 });
  });

  it("is at schema version 5, with the outbox, the order caches, the scan sessions, drafts, templates and overpack scans", async () => {
    await openDb();
    expect(dbVersion()).toBe(5);
    expect(db.verno).toBe(5);
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      "boxTemplates",
      "drafts",
      "meta",
      "orderDetails",
      "orderRows",
      "outbox",
      "overpackScans",
      "productTemplates",
      "scanSessions",
    ]);
    expect(tables.outbox()).toBe(db.outbox);
  });

  it("refuses two operations with the same seq", async () => {
    const op = { id: "a", seq: 7, state: "pending", orderIds: [1] } as never;
    await db.outbox.add(op);
    await expect(db.outbox.add({ ...(op as object), id: "b" } as never)).rejects.toThrow();
    await db.outbox.clear();
  });

  it("upgrades a version 1 database in place, keeping meta", async () => {
    closeDb();
    await new Promise<void>((resolve, reject) => {
      const deletion = indexedDB.deleteDatabase(DB_NAME);
      deletion.onsuccess = () => resolve();
      deletion.onerror = () => reject(deletion.error);
    });
    await new Promise<void>((resolve, reject) => {
      // Dexie stores version n as IndexedDB version n * 10.
      const request = indexedDB.open(DB_NAME, 10);
      request.onupgradeneeded = () => {
        const meta = request.result.createObjectStore("meta", { keyPath: "key" });
        meta.put({ key: "kept", value: 1 });
      };
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });

    await openDb();
    expect(db.verno).toBe(5);
    expect((await db.meta.get("kept"))?.value).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.scanSessions.count()).toBe(0);
    expect(await db.drafts.count()).toBe(0);
    expect(await db.boxTemplates.count()).toBe(0);
    expect(await db.productTemplates.count()).toBe(0);
    expect(await db.overpackScans.count()).toBe(0);
  });

  it("answers undefined for a key never written", async () => {
    expect(await db.meta.get("missing")).toBeUndefined();
  });
});
