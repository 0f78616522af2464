import { describe, expect, it } from "vitest";
import { isValidS10 } from "../../src/domain/s10";
import { DEMO_ORDERS } from "../seed/orders";
import { serverPerTest } from "../testing/test-server";
import { isUniqueViolation } from "../db/portable";
import { MAX_REFERENCE_DRAWS, TRACKING_REFERENCE_COUNTRY, TRACKING_REFERENCE_SERVICE, cryptoSerial, insertWithFreshReference, trackingReference } from "./tracking-reference";

const server = serverPerTest();

/** The serial inside a reference ("NB123456785BR" -> 12345678). */
const serialOf = (reference: string) => Number(reference.slice(2, 10));

/** The columns of a demo order under a new order number: a row ready to insert again. */
async function orderValues(orderNumber: string) {
  const { id: _id, reference: _reference, ...row } = await server.db.selectFrom("orders").selectAll().where("id", "=", DEMO_ORDERS.undispatched.id).executeTakeFirstOrThrow();
  return { ...row, order_number: orderNumber };
}

/** A draw that returns these serials in turn. */
function drawsOf(...serials: number[]) {
  let next = 0;
  return () => {
    const serial = serials[next];
    next += 1;
    if (serial === undefined) throw new Error("Drew more often than the test planned");
    return serial;
  };
}

const referencesIn = async () => (await server.db.selectFrom("orders").select("reference").execute()).map((r) => r.reference);

describe("tracking references", () => {
  it("are S10 numbers of the portal's service and country, each serial drawn anew", () => {
    const references = Array.from({ length: 50 }, () => trackingReference());
    for (const reference of references) {
      expect(isValidS10(reference), reference).toBe(true);
      expect(reference.slice(0, 2)).toBe(TRACKING_REFERENCE_SERVICE);
      expect(reference.slice(-2)).toBe(TRACKING_REFERENCE_COUNTRY);
    }
    // 50 draws out of 100 million serials: all different unless the draw is broken.
    expect(new Set(references).size).toBe(50);
    expect(cryptoSerial()).toBeLessThan(100_000_000);
  });

  it("draw again when the reference is taken, and leave the order that has it alone", async () => {
    const taken = (await referencesIn())[0]!;
    const before = await server.db.selectFrom("orders").selectAll().where("reference", "=", taken).executeTakeFirstOrThrow();
    const fresh = trackingReference(drawsOf(4_242_424));
    expect(await referencesIn()).not.toContain(fresh);

    const values = await orderValues("REF-RETRY-1");
    const inserted = await server.db.transaction().execute((trx) => insertWithFreshReference(trx, values, drawsOf(serialOf(taken), 4_242_424)));
    expect(inserted.reference).toBe(fresh);
    const row = await server.db.selectFrom("orders").select(["order_number", "reference"]).where("id", "=", inserted.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ order_number: "REF-RETRY-1", reference: fresh });
    expect(await server.db.selectFrom("orders").selectAll().where("reference", "=", taken).executeTakeFirstOrThrow()).toEqual(before);
  });

  it("give up after a few taken draws, inserting nothing", async () => {
    const taken = (await referencesIn()).slice(0, MAX_REFERENCE_DRAWS).map(serialOf);
    const count = (await referencesIn()).length;
    const values = await orderValues("REF-RETRY-2");
    await expect(server.db.transaction().execute((trx) => insertWithFreshReference(trx, values, drawsOf(...taken)))).rejects.toThrow(/No free tracking reference/);
    expect(await referencesIn()).toHaveLength(count);
  });

  it("still let a taken order number fail, for the caller to answer", async () => {
    const existing = await server.db.selectFrom("orders").select("order_number").where("id", "=", DEMO_ORDERS.dispatched.id).executeTakeFirstOrThrow();
    const values = await orderValues(existing.order_number);
    const failure = await server.db
      .transaction()
      .execute((trx) => insertWithFreshReference(trx, values))
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
  });

  it("are unique in the database, whoever inserts", async () => {
    const taken = (await referencesIn())[0]!;
    const values = await orderValues("REF-DIRECT-1");
    const failure = await server.db
      .insertInto("orders")
      .values({ ...values, reference: taken })
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
  });
});
