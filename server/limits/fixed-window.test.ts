import { afterEach, describe, expect, it } from "vitest";
import { openEmptyTestDatabase, openSharedTestDatabase, testDialect } from "../testing/test-database";
import { TEST_START } from "../testing/test-start";
import { hitWindow, hitWindows, purgeEndedWindows } from "./fixed-window";

/** Runs on SQLite and on PostgreSQL (the two projects of npm test). */
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function open() {
  const database = await openEmptyTestDatabase();
  opened.push(database);
  return database.db;
}

const MINUTE = 60_000;

describe(`hitWindow on ${testDialect()}`, () => {
  it("numbers the hits of a key within its window, and starts again in the next window", async () => {
    const db = await open();
    let now = Date.parse("2025-01-15T12:00:10.000Z");
    const deps = { db, now: () => new Date(now) };
    expect((await hitWindow(deps, "k", MINUTE)).hits).toBe(1);
    const second = await hitWindow(deps, "k", MINUTE);
    expect(second.hits).toBe(2);
    expect(second.retryAfterSeconds).toBe(50);
    expect((await hitWindow(deps, "other", MINUTE)).hits).toBe(1);
    now += 50_000;
    expect((await hitWindow(deps, "k", MINUTE)).hits).toBe(1);
  });

  it("takes a hit back once, however often giveBack is called", async () => {
    const db = await open();
    const deps = { db, now: () => new Date("2025-01-15T12:00:00.000Z") };
    const first = await hitWindow(deps, "k", MINUTE);
    await hitWindow(deps, "k", MINUTE);
    await first.giveBack();
    await first.giveBack();
    expect((await hitWindow(deps, "k", MINUTE)).hits).toBe(2);
  });

  it("gives 40 hits racing from two instances on one database the numbers 1 to 40, each once", async () => {
    const shared = await openSharedTestDatabase(TEST_START);
    opened.push(shared);
    const now = () => new Date("2025-01-15T12:00:00.000Z");
    const a = { db: shared.first.db, now };
    const b = { db: shared.second.db, now };
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => hitWindow(i % 2 === 0 ? a : b, "shared", MINUTE)));
    expect(hits.map((h) => h.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("counts 40 requests racing over two shared keys from two instances in one order in both counts", async () => {
    const shared = await openSharedTestDatabase(TEST_START);
    opened.push(shared);
    const now = () => new Date("2025-01-15T12:00:00.000Z");
    const instances = [
      { db: shared.first.db, now },
      { db: shared.second.db, now },
    ];
    // Keys given in either order: the rows are still taken in one order, so no two wait for each other.
    const keys = [
      { key: "sign-in:address:a", windowMs: MINUTE },
      { key: "sign-in:account:b", windowMs: 15 * MINUTE },
    ];
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => hitWindows(instances[i % 2]!, i % 4 < 2 ? keys : [...keys].reverse())));
    const pairs = hits.map((h, i) => (i % 4 < 2 ? [h[0]!.hits, h[1]!.hits] : [h[1]!.hits, h[0]!.hits]));
    // The fifth in one count is the fifth in the other: exactly the first five are under a limit of five in both.
    for (const [address, account] of pairs) expect(address).toBe(account);
    expect(pairs.map(([address]) => address).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("purges counters whose window has ended", async () => {
    const db = await open();
    let now = Date.parse("2025-01-15T12:00:00.000Z");
    const deps = { db, now: () => new Date(now) };
    await hitWindow(deps, "k", MINUTE);
    now += MINUTE - 1;
    expect(await purgeEndedWindows(deps)).toBe(0);
    now += 1;
    expect(await purgeEndedWindows(deps)).toBe(1);
  });
});
