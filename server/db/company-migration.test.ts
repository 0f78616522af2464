import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "./database";
import { openSeededTestDatabase, testDialect } from "../testing/test-database";
import { TEST_START } from "../testing/test-start";
import * as companyMigration from "./migrations/022-company";

/**
 * Migration 022 (decision 054): a database upgraded with orders already in it gives each seller its
 * latest order's sender as the default ship-from address, so an import that shipped from that
 * sender before the upgrade still ships from it after. Run on the seeded database, down and up
 * again, on both databases.
 */
let database: OpenDatabase;
beforeAll(async () => {
  database = await openSeededTestDatabase(TEST_START, true);
});
afterAll(async () => {
  await database.close();
});

describe("migration 022 on a database with orders", () => {
  it("makes each seller's latest order's sender its only, default, address", async () => {
    const { db } = database;
    // An older order of seller 1 with another sender: not the one taken.
    const latest = await db.selectFrom("orders").select(["id", "created_at"]).where("seller_id", "=", 1).orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
    await db.updateTable("orders").set({ sender_city: "Latest City", sender_complement: null }).where("id", "=", latest.id).execute();
    await db.updateTable("orders").set({ sender_city: "Older City" }).where("seller_id", "=", 1).where("id", "!=", latest.id).execute();

    const raw = db as unknown as Kysely<unknown>;
    await companyMigration.down(raw);
    await companyMigration.up(raw, testDialect());

    const addresses = await db.selectFrom("seller_addresses").selectAll().orderBy("seller_id").execute();
    expect(addresses.map((a) => [a.seller_id, a.is_default])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(addresses[0]).toMatchObject({ name: "Lumen Goods Ltd.", city: "Latest City", label: "Latest City", complement: null, created_at: latest.created_at });
    expect(addresses[1]).toMatchObject({ name: "Other Seller S.A.", city: "Shanghai" });
    // The company columns are back, empty.
    const seller = await db.selectFrom("sellers").select(["legal_name", "tax_number", "return_country"]).where("id", "=", 1).executeTakeFirstOrThrow();
    expect(seller).toEqual({ legal_name: null, tax_number: null, return_country: null });
  });
});
