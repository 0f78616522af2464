import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_OVERPACKS, DEMO_OVERPACK_ORDERS } from "../seed/overpacks";
import { newKey, refusalsOf } from "../testing/overpack-requests";
import { openSharedTestDatabase, testDialect } from "../testing/test-database";
import { TEST_START, type TestServer, serveTestDatabase } from "../testing/test-server";

/**
 * Two devices add the same order to two bags at the same moment, through two instances of the
 * server on one database: the order ends in one bag, the other request adds nothing (decision 050).
 */
vi.setConfig({ testTimeout: 30_000 });

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

describe(`overpacks on one ${testDialect()} database through two instances`, () => {
  it("put an order added to two bags at once in one of them only, and leave the other bag as it was", async () => {
    const token = await one.login("operation");
    const empty = await one.db
      .insertInto("overpacks")
      .values({ seller_id: 1, reference: "RACE", dispatched: 0, created_at: TEST_START.toISOString(), length_mm: 100, width_mm: 100, height_mm: 100 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const order = DEMO_OVERPACK_ORDERS.addable[0]!.id;
    const add = (server: TestServer, bag: number) => server.request("PUT", `/v1/overpacks/${bag}/add-orders`, { token, body: { order_ids: [order] }, headers: { "Idempotency-Key": newKey() } });

    const answers = await Promise.all([add(one, DEMO_OVERPACKS.open.id), add(other, empty.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refusalsOf(refused.json)).toEqual([`${order}:in_other_overpack`]);

    const row = await one.db.selectFrom("orders").select("overpack_id").where("id", "=", order).executeTakeFirstOrThrow();
    const winner = answers[0]!.status === 200 ? DEMO_OVERPACKS.open.id : empty.id;
    expect(row.overpack_id).toBe(winner);
    if (winner === DEMO_OVERPACKS.open.id) {
      const bag = await one.db.selectFrom("overpacks").select(["destination_country", "contract_id"]).where("id", "=", empty.id).executeTakeFirstOrThrow();
      expect(bag).toEqual({ destination_country: null, contract_id: null });
    }
  });
});
