import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import * as v from "valibot";
import { CreateOrderResponse } from "../../src/api/schemas/order-create";
import { OrderListResponse, OrderResponse } from "../../src/api/schemas/orders";
import { BoxTemplateResponse } from "../../src/api/schemas/templates";
import { openSqliteDatabase } from "./database";
import { type Draft, validOrderInput } from "../../tests/fixtures/orders";
import { testDialect } from "../testing/test-database";
import { serverPerTest } from "../testing/test-server";

/**
 * Types and limits are the same on SQLite and PostgreSQL (issue 16, decision 029). Every test here
 * runs in both projects of `npm test`, so each one shows the behaviour on both databases.
 */
const server = serverPerTest();

let counter = 0;
const newKey = () => `same-key-${Date.now()}-${(counter += 1)}`;

async function createOrder(order: Draft) {
  const token = await server.login("operation");
  return server.request("POST", "/v1/orders", { body: order, token, headers: { "Idempotency-Key": newKey() } });
}

async function listOrders(query: Record<string, string>) {
  const answer = await server.request("GET", `/v1/orders?${new URLSearchParams({ limit: "1000", ...query })}`, { token: await server.login("viewer") });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(OrderListResponse, answer.json).data;
}

describe(`on ${testDialect()}`, () => {
  it("keeps money exact in cents beyond 32 bits, and hands counts and sums over as numbers", async () => {
    const order = validOrderInput(`BIG-${Date.now()}`);
    // 3,000 items of 9,999,999.99: 2,999,999,997,000 cents, far past 2^31.
    order.boxes[0]!.items = [{ sku: "GOLD", name: "Gold bar", category: "others", hs_code: "710812", origin_country: "CN", unit_price: 9_999_999.99, unit_weight: 0.001, quantity: 3_000 }];
    order.boxes[0]!.weight = 5;
    order.incoterm = "DDU";
    order.insurance = false;
    const created = await createOrder(order);
    expect(created.status, created.text).toBe(201);
    const id = v.parse(CreateOrderResponse, created.json).data.id;

    const read = await server.request("GET", `/v1/orders/${id}`, { token: await server.login("viewer") });
    expect(v.parse(OrderResponse, read.json).data.total_value).toBe(29_999_999_970);
    const row = await server.db.selectFrom("orders").select("total_value_cents").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.total_value_cents).toBe(2_999_999_997_000);

    const totals = await server.db
      .selectFrom("orders")
      .select((eb) => [eb.fn.countAll().as("n"), eb.fn.sum("total_value_cents").as("sum")])
      .executeTakeFirstOrThrow();
    expect(typeof totals.n).toBe("number");
    expect(typeof totals.sum).toBe("number");
    expect(Number(totals.sum)).toBeGreaterThan(2_999_999_997_000);
  });

  it("reads decimals back as they were written (64-bit floating point on both)", async () => {
    const token = await server.login("operation");
    const box = { name: "Odd box", length: 10.1, width: 20.3, height: 0.7, empty_weight: 0.35, weight: 1.1 };
    const created = await server.request("POST", "/v1/box_templates", { token, body: box, headers: { "Idempotency-Key": newKey() } });
    expect(created.status, created.text).toBe(201);
    const id = v.parse(BoxTemplateResponse, created.json).data.id;
    const row = await server.db.selectFrom("box_templates").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ length: 10.1, width: 20.3, height: 0.7, empty_weight: 0.35, weight: 1.1 });
  });

  it("accepts texts up to the API's limits, counted in characters, and refuses one more with a 422", async () => {
    const order = validOrderInput(`LONG-${Date.now()}`);
    order.customer.full_name = "ç".repeat(120);
    // Migration 002 declared 255 for an item's description; the API accepts 500.
    order.boxes[0]!.items[0]!.description = "ã".repeat(500);
    const created = await createOrder(order);
    expect(created.status, created.text).toBe(201);
    const stored = v.parse(CreateOrderResponse, created.json).data;
    expect(stored.customer.full_name).toBe("ç".repeat(120));
    expect(stored.boxes[0]?.items[0]?.description).toBe("ã".repeat(500));

    const tooLong = validOrderInput(`LONGER-${Date.now()}`);
    tooLong.customer.full_name = "ç".repeat(121);
    const refused = await createOrder(tooLong);
    expect(refused.status).toBe(422);
    expect(refused.text).toContain("customer.full_name");
  });

  it("filters text in any case for every letter, accents included", async () => {
    const order = validOrderInput(`ÇÃO-${Date.now()}`);
    order.customer.full_name = "JOÃO ÍCARO ÁVILA";
    const created = await createOrder(order);
    expect(created.status, created.text).toBe(201);
    const id = v.parse(CreateOrderResponse, created.json).data.id;

    for (const needle of ["joão", "íCaRo á", "JOÃO ÍCARO ÁVILA"]) {
      expect((await listOrders({ customer_full_name: needle })).ids, needle).toEqual([id]);
    }
    expect((await listOrders({ order_number: "çã" })).ids).toEqual([id]);
    // Case, not accents: "joao" is another word.
    expect((await listOrders({ customer_full_name: "joao" })).ids).toEqual([]);
  });

  it("sorts text by code point, as SQLite does: capitals, then _, then small letters", async () => {
    const stamp = Date.now();
    const numbers = [`a${stamp}`, `B${stamp}`, `_${stamp}`, `Z${stamp}`, `b${stamp}`];
    for (const number of numbers) expect((await createOrder(validOrderInput(number))).status).toBe(201);
    const page = await listOrders({ order_number: String(stamp), sort: "order_number", direction: "asc" });
    expect(page.elements.map((e) => e.order_number)).toEqual([`B${stamp}`, `Z${stamp}`, `_${stamp}`, `a${stamp}`, `b${stamp}`]);
  });

  it.runIf(testDialect() === "postgres")("has on PostgreSQL the column types SQLite has: integers, 64-bit reals and unbounded text", async () => {
    const sqlite = await openSqliteDatabase(":memory:");
    try {
      const sqliteColumns = await sql<{ table_name: string; name: string; type: string }>`
        select m.name as table_name, p.name, p.type from sqlite_master m join pragma_table_info(m.name) p
        where m.type = 'table' and m.name not like 'sqlite_%' and m.name not like 'kysely_%'`.execute(sqlite.db);
      const postgresColumns = await sql<{ table_name: string; name: string; type: string }>`
        select table_name, column_name as name, data_type as type from information_schema.columns
        where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(server.db);

      // SQLite's type affinity (https://sqlite.org/datatype3.html) and PostgreSQL's types of the same kind.
      const sqliteKind = (type: string) =>
        /INT/i.test(type) ? "integer" : /CHAR|TEXT/i.test(type) ? "text" : /REAL|DOUB|FLOA/i.test(type) ? "real" : /BLOB/i.test(type) ? "bytes" : type;
      const postgresKind: Record<string, string> = { integer: "integer", bigint: "integer", text: "text", "double precision": "real", bytea: "bytes" };
      const kinds = (rows: { table_name: string; name: string; type: string }[], kind: (type: string) => string | undefined) =>
        Object.fromEntries(rows.map((r) => [`${r.table_name}.${r.name}`, kind(r.type) ?? `unexpected ${r.type}`]));

      const expected = kinds(sqliteColumns.rows, sqliteKind);
      expect(Object.keys(expected).length).toBeGreaterThan(100);
      expect(kinds(postgresColumns.rows, (type) => postgresKind[type])).toEqual(expected);
      // Money: every cents column may exceed 32 bits.
      const money = postgresColumns.rows.filter((r) => r.name.endsWith("_cents"));
      expect(money.length).toBeGreaterThan(10);
      for (const column of money) expect(column.type, `${column.table_name}.${column.name}`).toBe("bigint");
    } finally {
      await sqlite.close();
    }
  });
});
