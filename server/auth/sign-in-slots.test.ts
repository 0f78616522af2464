import { afterEach, describe, expect, it } from "vitest";
import { SIGN_IN_MESSAGES } from "../../src/api/schemas/auth";
import { HttpError } from "../http/errors";
import { openEmptyTestDatabase, testDialect } from "../testing/test-database";
import { DAILY_FREE_FAILURES, DAILY_SHORT_SLOT_FAILURES, DAY_MS, LONG_SLOT_MS, reserveDailyAttempt } from "./sign-in-slots";

/**
 * The day's bound on one account's guesses (decision 068), with the clock injected: an attacker
 * trying every 20 seconds for a whole day, from any number of addresses and with every proof of
 * work solved, gets a few hundred password checks; the owner's known browser is never held back.
 */

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function setUp(start: string) {
  const database = await openEmptyTestDatabase();
  opened.push(database);
  let now = Date.parse(start);
  return { deps: { db: database.db, now: () => new Date(now) }, advance: (ms: number) => (now += ms), at: () => now };
}

/** Whether the attempt was let through to the password check (a wrong password then keeps its place). */
async function tries(deps: Parameters<typeof reserveDailyAttempt>[0], device?: { tokenKey: string }): Promise<boolean> {
  try {
    await reserveDailyAttempt(deps, "admin@example.com", device);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      expect(error.messages).toEqual([SIGN_IN_MESSAGES.accountResting]);
      expect(Number(error.headers["Retry-After"])).toBeGreaterThanOrEqual(1);
      return false;
    }
    throw error;
  }
}

describe(`a day of guessing one account on ${testDialect()}`, () => {
  it("lets a guess every 20 seconds, for 24 hours across midnight, reach at most a few hundred password checks", async () => {
    const { deps, advance } = await setUp("2025-01-15T13:37:11.000Z");
    let checked = 0;
    const STEP_MS = 20_000;
    for (let elapsed = 0; elapsed < DAY_MS; elapsed += STEP_MS) {
      if (await tries(deps)) checked += 1;
      advance(STEP_MS);
    }
    // Two calendar days are touched: each has its free failures and short slots; long slots fill the rest.
    const bound = 2 * DAILY_SHORT_SLOT_FAILURES + DAY_MS / LONG_SLOT_MS;
    expect(checked).toBeLessThanOrEqual(bound);
    expect(checked).toBeGreaterThan(DAILY_FREE_FAILURES);
    // Without the slots the same guesser would have had every one of these 4,320 tries.
    expect(bound).toBeLessThan(DAY_MS / STEP_MS / 10);
    // 4,320 attempts of a few statements each: PostgreSQL takes longer than the default 5 s.
  }, 120_000);

  it("refuses attempts sent together past the free failures: one per slot", async () => {
    const { deps } = await setUp("2025-01-15T08:00:00.000Z");
    for (let i = 0; i < DAILY_FREE_FAILURES; i += 1) expect(await tries(deps)).toBe(true);
    const together = await Promise.all(Array.from({ length: 10 }, () => tries(deps)));
    expect(together.filter(Boolean)).toHaveLength(1);
  });

  it("lets the owner's known browser in at once after a day of strangers' guesses, until that browser fails too often itself", async () => {
    const { deps, advance } = await setUp("2025-01-15T00:00:30.000Z");
    for (let i = 0; i < 200; i += 1) {
      await tries(deps);
      advance(60_000);
    }
    // A stranger now: the slot is taken (by the first of these two at the latest).
    await tries(deps);
    expect(await tries(deps)).toBe(false);
    const owner = { tokenKey: "owner-device" };
    expect(await tries(deps, owner)).toBe(true);
    // A stolen device token is no way around the bound: its own failures count.
    let passed = 1;
    for (let i = 0; i < 20; i += 1) if (await tries(deps, owner)) passed += 1;
    expect(passed).toBeLessThanOrEqual(DAILY_FREE_FAILURES + 1);
  });
});
