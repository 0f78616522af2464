import { CompiledQuery, sql } from "kysely";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { OrderListResponse } from "../../src/api/schemas/orders";
import { NAME_SEARCH_INDEX } from "../db/migrations/013-name-search-index";
import { validOrderInput } from "../../tests/fixtures/orders";
import { addManyOrders } from "../testing/many-orders";
import { testDialect } from "../testing/test-database";
import { serverPerTest } from "../testing/test-server";
import { orderFilters } from "./order-filter";
import { sellerOrders } from "./order-rows";

/**
 * GET /v1/orders?customer_full_name=: a part of the name, in any case for every letter, accents
 * significant, % and _ meaning themselves: what the app's offline filter finds (JavaScript's
 * toLowerCase and includes), on SQLite and on PostgreSQL, where migration 013 answers it from a
 * trigram index (decision 043). The names sit among a few thousand others over 20 sellers so that
 * PostgreSQL plans as on a platform: each search that holds a trigram is shown to go through the
 * index, so its answer is the index's.
 */
const server = serverPerTest();

const NAMES = [
  "JOÃO ÍCARO ÁVILA",
  "Maria da Silva",
  "SILVANA Souza",
  "100% Algodão_Ltda",
  "Bento Lopes",
  "张伟",
  "张伟明",
  "Zoë O'Brien",
  "ÆRØ ŒUVRE",
];

/** Searches that hold at least one trigram (three letters or digits in a row): the index serves these. */
const WITH_TRIGRAMS = ["joão", "JOÃO ÍCARO ÁVILA", "íCaRo á", "ávila", "joao", "silva", "SilvAN", "100%", "algodão_l", "张伟明", "zoë", "zoe", "o'brien", "ærø", "œuvre"];
/** Searches no trigram index can narrow (one or two letters per word): the seller's orders are read. */
const WITHOUT_TRIGRAMS = ["a", "á", "si", "张伟", "伟明", "to_lo", "o'b", "%", "_"];

const offlineFilter = (name: string, needle: string) => name.toLowerCase().includes(needle.toLowerCase());

let counter = 0;
async function createOrders(): Promise<void> {
  const token = await server.login("operation");
  for (const name of NAMES) {
    const order = validOrderInput(`NAME-${Date.now()}-${(counter += 1)}`);
    order.customer.full_name = name;
    const created = await server.request("POST", "/v1/orders", { body: order, token, headers: { "Idempotency-Key": `name-search-${Date.now()}-${counter}` } });
    expect(created.status, created.text).toBe(201);
  }
}

describe(`on ${testDialect()}, the search by customer name`, () => {
  it("finds what the app's offline filter finds: any case, accents significant, % and _ as themselves, one letter or many", async () => {
    await addManyOrders(server.db, { sellers: 19, perSeller: 300, nameOf: (n) => `Cliente Número ${n}` });
    await createOrders();
    if (testDialect() === "postgres") await sql`analyze orders`.execute(server.db);
    const sellerNames = await server.db.selectFrom("orders").select(["id", "customer_full_name"]).where("seller_id", "=", 1).execute();
    const token = await server.login("viewer");

    for (const needle of [...WITH_TRIGRAMS, ...WITHOUT_TRIGRAMS]) {
      const answer = await server.request("GET", `/v1/orders?${new URLSearchParams({ customer_full_name: needle, limit: "1000" })}`, { token });
      expect(answer.status, answer.text).toBe(200);
      const expected = sellerNames.filter((row) => offlineFilter(row.customer_full_name, needle)).map((row) => row.id);
      expect([...v.parse(OrderListResponse, answer.json).data.ids].sort((a, b) => a - b), needle).toEqual(expected.sort((a, b) => a - b));
    }
    // The cases that show the rules, spelled out.
    const found = (needle: string) => NAMES.filter((name) => offlineFilter(name, needle));
    expect(found("joão")).toEqual(["JOÃO ÍCARO ÁVILA"]);
    expect(found("joao")).toEqual([]);
    expect(found("SilvAN")).toEqual(["SILVANA Souza"]);
    expect(found("to_lo")).toEqual([]);
    expect(found("张伟")).toEqual(["张伟", "张伟明"]);
  });

  it.runIf(testDialect() === "postgres")("on PostgreSQL, answers each search that holds a trigram from the trigram index", async () => {
    await addManyOrders(server.db, { sellers: 19, perSeller: 300, nameOf: (n) => `Cliente Número ${n}` });
    await createOrders();
    await sql`vacuum analyze orders`.execute(server.db);
    for (const needle of WITH_TRIGRAMS) {
      // The count GET /v1/orders runs (server/orders/order-list.ts), as the route builds it.
      const query = sellerOrders(server.db, 1)
        .where((eb) => orderFilters(eb, { limit: 20, offset: 0, direction: "asc", customer_full_name: needle }))
        .select((eb) => eb.fn.countAll().as("count"))
        .compile();
      const { rows } = await server.db.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
      const shown = rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(shown, `${needle}\n${shown}`).toContain(`Bitmap Index Scan on ${NAME_SEARCH_INDEX}`);
    }
  });
});
