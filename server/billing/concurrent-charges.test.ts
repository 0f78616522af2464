import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_ORDERS } from "../seed/orders";
import { openSharedTestDatabase, testDialect } from "../testing/test-database";
import { TEST_START, type TestServer, serveTestDatabase } from "../testing/test-server";

/**
 * Two dispatches charging one blocked prepaid account at the same instant, through two instances
 * of the server on one database (decision 056): the account's row is locked for the dispatch, so
 * the second decides on the balance after the first's charge and the balance never goes below
 * zero. Runs on both databases.
 */
vi.setConfig({ testTimeout: 30_000 });

const FREIGHT = 1;
let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
let one: TestServer;
let other: TestServer;
beforeEach(async () => {
  shared = await openSharedTestDatabase(TEST_START);
  one = serveTestDatabase(shared.first);
  other = serveTestDatabase(shared.second);
});
afterEach(async () => {
  await shared.close();
});

const freightBalanceCents = async () =>
  Number(
    (
      await one.db
        .selectFrom("seller_account_events")
        .select((eb) => eb.fn.sum<number | string>("value_cents").as("cents"))
        .where("seller_id", "=", 1)
        .where("category_id", "=", FREIGHT)
        .where("method", "=", "prepaid")
        .executeTakeFirstOrThrow()
    ).cents,
  );

describe(`charges of one account at once on ${testDialect()}`, () => {
  it("let only what the balance covers through, never below zero", async () => {
    const [a, b] = DEMO_ORDERS.dispatchable.slice(5, 7);
    const freights = await one.db.selectFrom("orders").select("freight_value_cents").where("id", "in", [a!.id, b!.id]).execute();
    const covers = Math.max(...freights.map((row) => row.freight_value_cents));
    await one.db.updateTable("seller_account_settings").set({ is_blocked: 1 }).where("seller_id", "=", 1).where("category_id", "=", FREIGHT).execute();
    const balance = await freightBalanceCents();
    await one.db.insertInto("seller_account_events").values({ seller_id: 1, category_id: FREIGHT, event_type: "correction", method: "prepaid", value_cents: covers - balance, description: "test", service: null, order_id: null, created_by: null, created_at: one.now().toISOString(), source_key: null }).execute();

    const [tokenOne, tokenOther] = [await one.login("operation"), await other.login("admin")];
    const answers = await Promise.all([
      one.request("PUT", `/v1/orders/${a!.id}/dispatch`, { token: tokenOne, headers: { "Idempotency-Key": "at-once-a" } }),
      other.request("PUT", `/v1/orders/${b!.id}/dispatch`, { token: tokenOther, headers: { "Idempotency-Key": "at-once-b" } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(await freightBalanceCents()).toBeGreaterThanOrEqual(0);
  });
});
