import { CompiledQuery, type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellerOrders } from "../orders/order-rows";
import { orderFilters, orderSort } from "../orders/order-filter";
import type { OpenDatabase } from "./database";
import type { Database } from "./schema";
import { addManyOrders } from "../testing/many-orders";
import { openEmptyTestDatabase, openSeededTestDatabase, testDialect } from "../testing/test-database";
import { TEST_START } from "../testing/test-start";
import * as nameSearchMigration from "./migrations/013-name-search-index";

/**
 * Migration 012 (issue 16's load test): the public tracking lookup and the orders list's pages are
 * served by indexes on both databases. The plans are asked of an empty database, so PostgreSQL is
 * told to avoid what it would otherwise pick for a few rows (a full scan, a sort): it still picks
 * them when no index can do the work, which is what these tests would then show.
 */
let database: OpenDatabase;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** PostgreSQL's planner settings each test turns off (on an empty table it would pick them). */
const FULL_SCANS = ["enable_seqscan"];
const SCANS_AND_SORTS = ["enable_seqscan", "enable_sort", "enable_incremental_sort"];

async function plan(query: CompiledQuery, avoid: string[], on: OpenDatabase = database): Promise<string> {
  if (on.dialect === "sqlite") {
    const { rows } = await on.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row.detail).join("\n");
  }
  return on.db.transaction().execute(async (trx) => {
    for (const setting of avoid) await sql.raw(`set local ${setting} = off`).execute(trx);
    const { rows } = await trx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

/**
 * The condition POST /v1/trackings/lookup finds an order by (server/routes/trackings.ts). The route
 * also orders by id and takes 10: on an empty table walking the primary key is as cheap as any
 * plan, so only the condition is asked here; on a full table the statistics the migration gathers
 * make PostgreSQL use these indexes for the whole query (docs/deploy.md, "Load, measured").
 */
const trackingLookup = (db: Kysely<Database>, number: string) =>
  db
    .selectFrom("orders")
    .select(["id", "seller_id"])
    .where((eb) => eb.or([eb(eb.fn("upper", ["reference"]), "=", number), eb(eb.fn("upper", ["last_mile_tracking_number"]), "=", number)]))
    .compile();

const NEWEST_FIRST = { limit: 20, offset: 0, direction: "asc" } as const;

/** As GET /v1/orders builds its three queries (server/routes/orders-read.ts). */
function listQueries(db: Kysely<Database>, filter: Parameters<typeof orderSort>[0]) {
  const { column, direction } = orderSort(filter);
  const filtered = sellerOrders(db, 1).where((eb) => orderFilters(eb, filter));
  const sorted = filtered.orderBy(column, direction).orderBy("orders.id", direction);
  return {
    page: sorted.selectAll("orders").select(["contracts.name as contract_name", "sales_channels.name as sales_channel_name"]).limit(20).compile(),
    count: filtered.select((eb) => eb.fn.countAll().as("count")).compile(),
    ids: sorted.select("orders.id").limit(1000).compile(),
  };
}

const fromIndexAlone = (shown: string) => shown.includes("COVERING INDEX orders_seller_created_id");

describe(`on ${testDialect()}, the indexes of migration 012`, () => {
  it("find a tracking number by either number without reading every order", async () => {
    const shown = await plan(trackingLookup(database.db, "NB123456789BR"), FULL_SCANS);
    expect(shown).toContain("orders_upper_reference");
    expect(shown).toContain("orders_upper_last_mile_tracking_number");
    expect(shown).not.toMatch(/Seq Scan on orders|SCAN orders\b/);
  });

  it("read the orders list newest first, and by total value, in order without sorting the seller's orders", async () => {
    const newest = await plan(listQueries(database.db, NEWEST_FIRST).page, SCANS_AND_SORTS);
    expect(newest).toContain("orders_seller_created_id");
    expect(newest).not.toMatch(/Sort|TEMP B-TREE/);

    const byValue = await plan(listQueries(database.db, { ...NEWEST_FIRST, sort: "total_value", direction: "desc" }).page, SCANS_AND_SORTS);
    expect(byValue).toContain("orders_seller_value_id");
    expect(byValue).not.toMatch(/Sort|TEMP B-TREE/);
  });

  // PostgreSQL reads an index alone only where the table's visibility map says its pages hold no
  // row versions to check, which an empty test table cannot show: scripts/load-orders.mjs prints
  // its plans on a million orders (README, "Load, measured").
  it.skipIf(testDialect() === "postgres")("count the unfiltered list and take its ids for select-all from the index alone, not one table page per order", async () => {
    const { count, ids } = listQueries(database.db, NEWEST_FIRST);
    const counted = await plan(count, SCANS_AND_SORTS);
    expect(fromIndexAlone(counted), counted).toBe(true);
    const taken = await plan(ids, SCANS_AND_SORTS);
    expect(fromIndexAlone(taken), taken).toBe(true);
    expect(taken).not.toMatch(/Sort|TEMP B-TREE/);
  });
});

/**
 * Migration 013: the search by customer name. Its plans depend on how many orders there are and
 * how the names spread, so these tests ask them of a database with 20,000 orders over 50 sellers
 * (400 each, among everyone's), a surname in eight on each (as the load test's data), with
 * PostgreSQL's statistics gathered and its planner left alone. The plans on a million orders are
 * in decision 043.
 */
describe(`on ${testDialect()}, the search by customer name`, () => {
  const SURNAMES = ["Silva", "Souza", "Pérez", "Gómez", "Oliveira", "Costa", "Rodríguez", "Lima"];
  let many: OpenDatabase;
  let sellerId: number;
  beforeAll(async () => {
    many = await openSeededTestDatabase(TEST_START, true);
    const { sellerIds } = await addManyOrders(many.db, { sellers: 49, perSeller: 400, nameOf: (n) => `Customer ${SURNAMES[Math.floor(n / 150) % SURNAMES.length]} ${n}` });
    sellerId = sellerIds[7]!;
  }, 120_000);
  afterAll(async () => {
    await many?.close();
  });

  function searches(name: string) {
    const { column, direction } = orderSort(NEWEST_FIRST);
    const filtered = sellerOrders(many.db, sellerId).where((eb) => orderFilters(eb, { ...NEWEST_FIRST, customer_full_name: name }));
    const sorted = filtered.orderBy(column, direction).orderBy("orders.id", direction);
    return {
      page: sorted.selectAll("orders").limit(20).compile(),
      count: filtered.select((eb) => eb.fn.countAll().as("count")).compile(),
      ids: sorted.select("orders.id").limit(1000).compile(),
    };
  }

  /** The part of a PostgreSQL plan that reads the orders through the trigram index, for the seller and the name at once. */
  const THROUGH_TRIGRAMS = new RegExp(`Bitmap Index Scan on ${nameSearchMigration.NAME_SEARCH_INDEX}[^\\n]*\\n\\s+Index Cond: \\(\\(seller_id = \\d+\\) AND \\(lower\\(customer_full_name\\) ~~ '%silva%'::text\\)\\)`);

  it("has the trigram index of migration 013 on PostgreSQL only, on the very expression the filter compares; undone and done again", async () => {
    const definition = async () =>
      database.dialect === "postgres"
        ? (await sql<{ def: string }>`select indexdef as def from pg_indexes where indexname = ${nameSearchMigration.NAME_SEARCH_INDEX}`.execute(database.db)).rows[0]?.def
        : (await sql<{ def: string }>`select sql as def from sqlite_master where name = ${nameSearchMigration.NAME_SEARCH_INDEX}`.execute(database.db)).rows[0]?.def;
    const made = "USING gin (seller_id, casefold(customer_full_name) gin_trgm_ops)";
    if (database.dialect === "sqlite") {
      expect(await definition()).toBeUndefined();
      return;
    }
    expect(await definition()).toContain(made);
    const db = database.db as unknown as Kysely<unknown>;
    await nameSearchMigration.down(db, "postgres");
    expect(await definition()).toBeUndefined();
    // Again with the extensions already there, as on a database where an operator created them.
    await nameSearchMigration.up(db, "postgres");
    expect(await definition()).toContain(made);
  });

  it.runIf(testDialect() === "postgres")("on PostgreSQL, counts the matches and takes their ids from the trigram index, for the seller and the name together", async () => {
    const { count, ids } = searches("SILVA");
    for (const query of [count, ids]) {
      const shown = await plan(query, [], many);
      // The index serves the expression the filter writes: casefold() inlined to lower() on both sides.
      expect(shown, shown).toMatch(THROUGH_TRIGRAMS);
      expect(shown).not.toMatch(/Seq Scan on orders|Filter: \(lower\(customer_full_name\)/);
    }
  });

  it.runIf(testDialect() === "postgres")("on PostgreSQL, finds a page of a rare name through the trigram index, and of a common one by reading the newest orders until the page is full", async () => {
    const rare = await plan(searches("silva 1207").page, [], many);
    expect(rare, rare).toContain(`Bitmap Index Scan on ${nameSearchMigration.NAME_SEARCH_INDEX}`);
    // A name on one order in eight fills a page of 20 within the seller's newest 160 or so: the
    // planner walks the newest-first index and stops there, as cheap as the trigrams.
    const common = await plan(searches("silva").page, [], many);
    expect(common, common).toMatch(new RegExp(`${nameSearchMigration.NAME_SEARCH_INDEX}|orders_seller_created_id`));
    expect(common).not.toMatch(/Seq Scan on orders/);
  });

  it("searches one or two letters, which no trigram holds, through the seller's own orders, never the whole table", async () => {
    for (const name of ["si", "á"]) {
      for (const query of Object.values(searches(name))) {
        const shown = await plan(query, [], many);
        expect(shown, shown).not.toMatch(/Seq Scan on orders|SCAN orders\b/);
        expect(shown).toMatch(/seller_id = |USING (COVERING )?INDEX orders_seller_/);
      }
    }
  });

  it.runIf(testDialect() === "sqlite")("on SQLite, reads the seller's orders through the seller's index and compares the names (no trigram index)", async () => {
    for (const query of Object.values(searches("silva"))) {
      const shown = await plan(query, [], many);
      expect(shown, shown).toMatch(/USING (COVERING )?INDEX orders_seller_/);
      expect(shown).not.toMatch(/SCAN orders\b/);
    }
  });
});
