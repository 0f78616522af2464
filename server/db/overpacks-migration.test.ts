import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSeededTestDatabase } from "../testing/test-database";
import { TEST_START } from "../testing/test-start";
import type { OpenDatabase } from "./database";
import * as overpacksMigration from "./migrations/019-overpacks";

/**
 * Migration 019 (decision 050) on a database that already has overpacks: undone, then done again
 * over the seeded bags, it gives each the destination, contract and currency of its first order,
 * and keeps the seller's names unique.
 */
let database: OpenDatabase;
beforeAll(async () => {
  database = await openSeededTestDatabase(TEST_START, true);
});
afterAll(async () => {
  await database.close();
});

describe("migration 019", () => {
  it("fills the bags made before it from their first order, and is undone and done again", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await overpacksMigration.down(db);
    await overpacksMigration.up(db);

    const bags = await database.db.selectFrom("overpacks").select(["id", "destination_country", "contract_id", "currency", "length_mm", "tracking_number"]).orderBy("id").execute();
    expect(bags.length).toBeGreaterThan(0);
    for (const bag of bags) {
      const first = await database.db.selectFrom("orders").select(["customer_country", "contract_id", "currency"]).where("overpack_id", "=", bag.id).orderBy("id").executeTakeFirstOrThrow();
      expect(bag).toEqual({ id: bag.id, destination_country: first.customer_country, contract_id: first.contract_id, currency: first.currency, length_mm: 0, tracking_number: null });
    }
    const copy = database.db.insertInto("overpacks").values({ seller_id: 1, reference: "OVP-LG-0001", dispatched: 0, created_at: TEST_START.toISOString() });
    await expect(copy.execute()).rejects.toThrow();
  });
});
