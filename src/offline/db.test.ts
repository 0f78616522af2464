import { afterEach, describe, expect, it } from "vitest";
import { DB_NAME, closeDb, db, dbVersion, getMeta, openDb, setMeta, tables } from "./db";

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
    expect(tables.meta()).toBe(db.meta);
  });

  it("keeps a value written to meta across closing and reopening", async () => {
    await setMeta("lastSyncAt", { at: "2024-05-01T10:00:00Z", count: 3 });
    closeDb();
    expect(db.isOpen()).toBe(false);

    const raw = await readRaw("meta", "lastSyncAt");
    expect(raw.row).toEqual({ key: "lastSyncAt", value: { at: "2024-05-01T10:00:00Z", count: 3 } });

    const reopened = await openDb();
    expect(reopened).toBe(db);
    expect(reopened.isOpen()).toBe(true);
    expect(await getMeta("lastSyncAt")).toEqual({ at: "2024-05-01T10:00:00Z", count: 3 });
  });

  it("is at schema version 1", async () => {
    await openDb();
    expect(dbVersion()).toBe(1);
    expect(db.verno).toBe(1);
    expect(db.tables.map((table) => table.name)).toEqual(["meta"]);
  });

  it("answers undefined for a key never written", async () => {
    expect(await getMeta("missing")).toBeUndefined();
  });
});
