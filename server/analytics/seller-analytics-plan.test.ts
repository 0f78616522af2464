import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsPeriods } from "../../src/domain/order-analytics";
import type { OpenDatabase } from "../db/database";
import { FIGURES_INDEX } from "../db/migrations/023-dashboard-figures-index";
import { openEmptyTestDatabase, testDialect } from "../testing/test-database";
import { dayRowsQuery, topCustomersQuery } from "./seller-analytics";

/**
 * Migration 023 (decision 055): the dashboard's queries read one seller's range of days through an
 * index, never every order; the days query from the index alone. As in server/db/lookup-indexes.test.ts,
 * the plans are asked of an empty table with PostgreSQL's full scans turned off; PostgreSQL shows
 * an index-only read only on a vacuumed table (scripts/load-orders.mjs prints it on a million orders).
 */
let database: OpenDatabase;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function plan(query: CompiledQuery): Promise<string> {
  if (database.dialect === "sqlite") {
    const { rows } = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row.detail).join("\n");
  }
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

const { from, to, previousFrom } = analyticsPeriods(new Date("2026-11-26T12:00:00.000Z"));

describe(`on ${testDialect()}, the dashboard's queries`, () => {
  it("read the seller's days through an index, not every order", async () => {
    for (const query of [dayRowsQuery(database.db, 1, previousFrom, to).compile(), topCustomersQuery(database.db, 1, from, to).compile()]) {
      const shown = await plan(query);
      expect(shown).toMatch(/orders_seller_created_(figures|id)/);
      expect(shown).not.toMatch(/Seq Scan on orders|SCAN orders\b/);
    }
  });

  it.skipIf(testDialect() === "postgres")("group the days from the figures index alone", async () => {
    const shown = await plan(dayRowsQuery(database.db, 1, previousFrom, to).compile());
    expect(shown).toContain(`COVERING INDEX ${FIGURES_INDEX}`);
  });
});
