import { afterEach, describe, expect, it } from "vitest";
import { openEmptyTestDatabase, openSharedTestDatabase } from "../testing/test-database";
import { TEST_START } from "../testing/test-start";
import { MIN_CONFIGURED_SECRET_LENGTH, verificationSecret } from "./secret";

/** Runs on SQLite and on PostgreSQL (the two projects of npm test). */
const now = () => new Date("2025-01-15T12:00:00.000Z");
const opened: { close: () => unknown }[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function freshDb() {
  const database = await openEmptyTestDatabase();
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

  it("gives two instances on one database the same key, even when they ask at the same moment", async () => {
    const shared = await openSharedTestDatabase(TEST_START);
    opened.push(shared);
    const [fromA, fromB] = await Promise.all([verificationSecret({ db: shared.first.db, now }, {}), verificationSecret({ db: shared.second.db, now }, {})]);
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
