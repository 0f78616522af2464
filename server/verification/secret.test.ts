import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteDatabase } from "../db/database";
import { MIN_CONFIGURED_SECRET_LENGTH, verificationSecret } from "./secret";

const now = () => new Date("2025-01-15T12:00:00.000Z");
const opened: { close: () => unknown }[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function freshDb() {
  const database = await openSqliteDatabase(":memory:");
  opened.push(database);
  return database.db;
}

describe("verificationSecret", () => {
  it("generates one key per database and stores it, so instances on that database agree", async () => {
    const db = await freshDb();
    const first = await verificationSecret({ db, now }, {});
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const rows = await db.selectFrom("server_secrets").selectAll().execute();
    expect(rows.map((r) => r.value)).toEqual([first]);
    expect(await verificationSecret({ db, now }, {})).toBe(first);
    // Another database gets its own key.
    expect(await verificationSecret({ db: await freshDb(), now }, {})).not.toBe(first);
  });

  it("gives two instances on one database file the same key", async () => {
    const dir = mkdtempSync(join(tmpdir(), "secret-"));
    dirs.push(dir);
    const file = join(dir, "portal.db");
    const a = await openSqliteDatabase(file);
    opened.push(a);
    const b = await openSqliteDatabase(file);
    opened.push(b);
    const [fromA, fromB] = await Promise.all([verificationSecret({ db: a.db, now }, {}), verificationSecret({ db: b.db, now }, {})]);
    expect(fromA).toBe(fromB);
  });

  it("takes VERIFICATION_SECRET when set and refuses a short one", async () => {
    const db = await freshDb();
    const configured = "k".repeat(MIN_CONFIGURED_SECRET_LENGTH);
    expect(await verificationSecret({ db, now }, { VERIFICATION_SECRET: configured })).toBe(configured);
    expect(await db.selectFrom("server_secrets").selectAll().execute()).toHaveLength(0);
    await expect(verificationSecret({ db, now }, { VERIFICATION_SECRET: "short" })).rejects.toThrow(/at least/);
  });
});
