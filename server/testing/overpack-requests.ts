import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { OverpackRefusalBody } from "../../src/api/schemas/overpacks";
import type { TestServer } from "./test-server";

/** What the overpack tests share: keys, writes with a key, and reading refusals. */

let keyCount = 0;
export const newKey = () => `overpacks-test-${(keyCount += 1)}`;

export const messagesOf = (json: unknown) => v.parse(ErrorBody, json).messages;

/** Each refused order as `id or code: reason`, sorted, for one readable assertion. */
export const refusalsOf = (json: unknown) =>
  v
    .parse(OverpackRefusalBody, json)
    .refused.map((r) => `${r.id ?? r.code}:${r.reason}`)
    .sort();

export function write(server: TestServer, token: string, method: "POST" | "PUT", path: string, body: unknown, key = newKey()) {
  return server.request(method, path, { token, body, headers: { "Idempotency-Key": key } });
}

/** The seller's orders in a bag, straight from the database. */
export async function ordersInBag(server: TestServer, overpackId: number): Promise<number[]> {
  const rows = await server.db.selectFrom("orders").select("id").where("overpack_id", "=", overpackId).orderBy("id").execute();
  return rows.map((row) => row.id);
}

/** What a bag's totals must be, summed here from its orders and boxes. */
export async function expectedTotals(server: TestServer, overpackId: number) {
  const ids = await ordersInBag(server, overpackId);
  if (ids.length === 0) return { total_orders: 0, total_orders_value: 0, total_volumes: 0, total_weight: 0 };
  const orders = await server.db.selectFrom("orders").select("total_value_cents").where("id", "in", ids).execute();
  const boxes = await server.db.selectFrom("order_boxes").select("weight").where("order_id", "in", ids).execute();
  return {
    total_orders: ids.length,
    total_orders_value: orders.reduce((sum, o) => sum + o.total_value_cents, 0) / 100,
    total_volumes: boxes.length,
    total_weight: Number(boxes.reduce((sum, b) => sum + b.weight, 0).toFixed(3)),
  };
}
