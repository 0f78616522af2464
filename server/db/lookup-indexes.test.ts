import { CompiledQuery, type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellerOrders } from "../orders/order-rows";
import { orderFilters, orderSort } from "../orders/order-filter";
import type { OpenDatabase } from "./database";
import type { Database } from "./schema";
import { openEmptyTestDatabase, testDialect } from "../testing/test-database";

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

async function plan(query: CompiledQuery, avoid: string[]): Promise<string> {
  if (database.dialect === "sqlite") {
    const { rows } = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row.detail).join("\n");
  }
  return database.db.transaction().execute(async (trx) => {
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
