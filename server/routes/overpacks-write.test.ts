import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { DEFAULT_PRINTING_SETTINGS } from "../../src/api/schemas/documents";
import { OrderListResponse } from "../../src/api/schemas/orders";
import { NOT_FOUND_REASON, OVERPACK_MESSAGES, OverpackResponse } from "../../src/api/schemas/overpacks";
import { readPdf } from "../documents/testing-read-pdf";
import { DEMO_ORDERS } from "../seed/orders";
import { DEMO_OVERPACKS, DEMO_OVERPACK_ORDERS } from "../seed/overpacks";
import { expectedTotals, messagesOf, newKey, ordersInBag, refusalsOf, write } from "../testing/overpack-requests";
import { serverPerTest } from "../testing/test-server";
import { isValidS10 } from "../../src/domain/s10";
import { EMPTY_OVERPACK_MESSAGE } from "../overpacks/dispatch-overpacks";
import { NOTHING_ADDED_MESSAGE, REFERENCE_TAKEN_MESSAGE } from "../overpacks/fill-overpack";

const server = serverPerTest();
const { addable, otherDestination, otherContract, inOpen, inDispatched } = DEMO_OVERPACK_ORDERS;
const open = DEMO_OVERPACKS.open.id;
const SIZE = { length: 50, width: 40, height: 30.5 };

const bagCount = async () => Number((await server.db.selectFrom("overpacks").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);
const addOrders = (token: string, id: number, body: unknown, key = newKey()) => write(server, token, "PUT", `/v1/overpacks/${id}/add-orders`, body, key);
const dispatch = (token: string, ids: number[], key = newKey()) => write(server, token, "PUT", "/v1/overpacks/multi_dispatch", { ids }, key);

async function label(token: string, id: number) {
  const res = await server.app.request(`/v1/overpacks/${id}/label`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("POST /v1/overpacks", () => {
  it("makes an overpack with its first orders, totals from them, and the orders show as overpacked", async () => {
    const token = await server.login("operation");
    const ids = addable.slice(0, 2).map((o) => o.id);
    const answer = await write(server, token, "POST", "/v1/overpacks", { reference: "  BAG-NEW-1 ", ...SIZE, order_ids: ids });
    expect(answer.status, answer.text).toBe(201);
    const bag = v.parse(OverpackResponse, answer.json).data;
    expect(bag).toMatchObject({ reference: "BAG-NEW-1", ...SIZE, destination_country: "BR", contract_name: "Standard", currency: "USD", dispatched: false, created_at: server.now().toISOString() });
    expect(bag.orders.map((o) => o.id)).toEqual([...ids].sort((a, b) => a - b));
    expect(bag).toMatchObject(await expectedTotals(server, bag.id));

    const listed = await server.request("GET", `/v1/orders?limit=1000`, { token });
    const rows = v.parse(OrderListResponse, listed.json).data.elements.filter((row) => ids.includes(row.id));
    expect(rows.map((row) => row.overpacked)).toEqual([true, true]);
    const named = await server.request("GET", `/v1/orders/${ids[0]}/overpack`, { token });
    expect(named.json).toEqual({ data: { id: bag.id, reference: "BAG-NEW-1", dispatched: false } });
  });

  it("refuses a name the seller already uses (422 on reference) and makes nothing", async () => {
    const token = await server.login("admin");
    const before = await bagCount();
    const answer = await write(server, token, "POST", "/v1/overpacks", { reference: DEMO_OVERPACKS.open.reference, ...SIZE, order_ids: [addable[0]!.id] });
    expect(answer.status).toBe(422);
    expect(messagesOf(answer.json)).toEqual([{ reference: [REFERENCE_TAKEN_MESSAGE] }]);
    expect(await bagCount()).toBe(before);
    expect(await ordersInBag(server, open)).toEqual(inOpen.map((o) => o.id));
  });

  it("names every order that cannot go with its reason, and adds none (all or none)", async () => {
    const token = await server.login("admin");
    const [first, otherCurrency] = addable;
    await server.db.updateTable("orders").set({ currency: "EUR" }).where("id", "=", otherCurrency!.id).execute();
    const ids = [first!.id, DEMO_ORDERS.undispatched.id, inOpen[0]!.id, otherDestination[0]!.id, otherContract[0]!.id, otherCurrency!.id];
    const before = await bagCount();
    const answer = await write(server, token, "POST", "/v1/overpacks", { reference: "BAG-MIXED", ...SIZE, order_ids: ids });
    expect(answer.status).toBe(409);
    expect(messagesOf(answer.json)).toEqual([NOTHING_ADDED_MESSAGE]);
    expect(refusalsOf(answer.json)).toEqual(
      [
        `${DEMO_ORDERS.undispatched.id}:not_dispatched`,
        `${inOpen[0]!.id}:in_other_overpack`,
        `${otherDestination[0]!.id}:other_destination`,
        `${otherContract[0]!.id}:other_contract`,
        `${otherCurrency!.id}:other_currency`,
      ].sort(),
    );
    expect(await bagCount()).toBe(before);
    const loose = await server.db.selectFrom("orders").select("overpack_id").where("id", "=", first!.id).executeTakeFirstOrThrow();
    expect(loose.overpack_id).toBeNull();
  });

  it("requires an Idempotency-Key and all three dimensions", async () => {
    const token = await server.login("admin");
    const noKey = await server.request("POST", "/v1/overpacks", { token, body: { reference: "X", ...SIZE, order_ids: [addable[0]!.id] } });
    expect(noKey.status).toBe(400);
    const noHeight = await write(server, token, "POST", "/v1/overpacks", { reference: "X", length: 10, width: 10, order_ids: [addable[0]!.id] });
    expect(noHeight.status).toBe(422);
  });
});

describe("PUT /v1/overpacks/{id}/add-orders", () => {
  it("adds orders by id, all of them, and the totals follow", async () => {
    const token = await server.login("operation");
    const ids = addable.map((o) => o.id);
    const answer = await addOrders(token, open, { order_ids: ids });
    expect(answer.status, answer.text).toBe(200);
    const bag = v.parse(OverpackResponse, answer.json).data;
    expect(bag.orders.map((o) => o.id)).toEqual([...inOpen.map((o) => o.id), ...ids].sort((a, b) => a - b));
    expect(bag.total_orders).toBe(inOpen.length + ids.length);
    expect(bag).toMatchObject(await expectedTotals(server, open));
  });

  it("adds scanned codes: a tracking reference, an order number in other letter case, a last-mile number", async () => {
    const token = await server.login("operation");
    const rows = await server.db.selectFrom("orders").select(["id", "reference", "order_number", "last_mile_tracking_number"]).where("id", "in", addable.map((o) => o.id)).orderBy("id").execute();
    const codes = [rows[0]!.reference, rows[1]!.order_number.toLowerCase(), rows[2]!.last_mile_tracking_number!];
    const answer = await addOrders(token, open, { references: codes, length: 90, width: 70, height: 60 });
    expect(answer.status, answer.text).toBe(200);
    const bag = v.parse(OverpackResponse, answer.json).data;
    expect(bag.orders.map((o) => o.id)).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
    expect(bag).toMatchObject({ length: 90, width: 70, height: 60 });
  });

  it("refuses a code that names no order of the seller as not_found, and adds none", async () => {
    const token = await server.login("operation");
    const other = await server.db.selectFrom("orders").select("reference").where("id", "=", DEMO_ORDERS.otherSeller.dispatched.id).executeTakeFirstOrThrow();
    const answer = await addOrders(token, open, { references: [addable[0]!.order_number, "NOPE-123", other.reference] });
    expect(answer.status).toBe(409);
    expect(refusalsOf(answer.json)).toEqual([`${other.reference}:${NOT_FOUND_REASON}`, `NOPE-123:${NOT_FOUND_REASON}`].sort());
    expect(await ordersInBag(server, open)).toEqual(inOpen.map((o) => o.id));
  });

  it("refuses orders already in this overpack as in_this_overpack when the same codes come again under a new key", async () => {
    const token = await server.login("operation");
    const codes = addable.slice(0, 2).map((o) => o.order_number);
    expect((await addOrders(token, open, { references: codes })).status).toBe(200);
    const again = await addOrders(token, open, { references: codes });
    expect(again.status).toBe(409);
    expect(refusalsOf(again.json)).toEqual(addable.slice(0, 2).map((o) => `${o.id}:in_this_overpack`).sort());
  });

  it("answers a resend with the same key from its stored answer, adding nothing twice", async () => {
    const token = await server.login("operation");
    const body = { order_ids: [addable[0]!.id] };
    const first = await addOrders(token, open, body, "same-add-key");
    const again = await addOrders(token, open, body, "same-add-key");
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.json).toEqual(first.json);
    expect(await ordersInBag(server, open)).toEqual([...inOpen.map((o) => o.id), addable[0]!.id].sort((a, b) => a - b));
  });

  it("refuses every order for a dispatched overpack with the spec's text", async () => {
    const token = await server.login("admin");
    const answer = await addOrders(token, DEMO_OVERPACKS.dispatched.id, { order_ids: [addable[0]!.id] });
    expect(answer.status).toBe(409);
    expect(messagesOf(answer.json)).toEqual([OVERPACK_MESSAGES.alreadyDispatched]);
    expect(refusalsOf(answer.json)).toEqual([`${addable[0]!.id}:overpack_dispatched`]);
    expect(await ordersInBag(server, DEMO_OVERPACKS.dispatched.id)).toEqual(inDispatched.map((o) => o.id));
  });

  it("answers 404 for an order id that is not the seller's, adding none", async () => {
    const token = await server.login("admin");
    const answer = await addOrders(token, open, { order_ids: [addable[0]!.id, DEMO_ORDERS.otherSeller.dispatched.id] });
    expect(answer.status).toBe(404);
    expect(await ordersInBag(server, open)).toEqual(inOpen.map((o) => o.id));
  });
});

describe("PUT /v1/overpacks/multi_dispatch and the label", () => {
  it("dispatches every bag with a carrier and an S10 tracking number, and the label then prints it as a barcode", async () => {
    const token = await server.login("operation");
    const ids = [open, DEMO_OVERPACKS.openEcuador.id];
    const before = await label(token, open);
    expect(before.status).toBe(409);
    expect(JSON.parse(new TextDecoder().decode(before.bytes))).toEqual({ messages: [OVERPACK_MESSAGES.notDispatchedYet] });

    const answer = await dispatch(token, ids);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ data: { ids } });
    const bag = v.parse(OverpackResponse, (await server.request("GET", `/v1/overpacks/${open}`, { token })).json).data;
    expect(bag).toMatchObject({ dispatched: true, dispatched_at: server.now().toISOString(), carrier_name: "Southern Cross Post" });
    expect(isValidS10(bag.tracking_number!)).toBe(true);

    const printed = await label(token, open);
    expect(printed.status).toBe(200);
    expect(printed.headers.get("content-type")).toBe("application/pdf");
    const [page] = await readPdf(printed.bytes);
    expect(page!.size).toEqual([288, 432]);
    expect(page!.barcodes).toEqual([bag.tracking_number]);
    expect(page!.text).toContain(DEMO_OVERPACKS.open.reference);
    expect(page!.text).toContain("Brazil");
  });

  it("prints the label on the paper the printing settings choose for overpack labels", async () => {
    const token = await server.login("operation");
    expect((await dispatch(token, [open])).status).toBe(200);
    const settings = { ...DEFAULT_PRINTING_SETTINGS, formats: { ...DEFAULT_PRINTING_SETTINGS.formats, overpack_label: "letter_half" } };
    expect((await server.request("PUT", "/v1/printings/all", { token, body: settings })).status).toBe(200);
    const [page] = await readPdf((await label(token, open)).bytes);
    expect(page!.size).toEqual([612, 396]);
    expect(page!.text).toContain(DEMO_OVERPACKS.open.reference);
  });

  it("refuses the whole request when one bag is already dispatched, with the spec's text, dispatching none", async () => {
    const token = await server.login("admin");
    const answer = await dispatch(token, [open, DEMO_OVERPACKS.dispatched.id]);
    expect(answer.status).toBe(409);
    expect(messagesOf(answer.json)).toEqual([OVERPACK_MESSAGES.alreadyDispatched]);
    const row = await server.db.selectFrom("overpacks").select(["dispatched", "tracking_number"]).where("id", "=", open).executeTakeFirstOrThrow();
    expect(row).toEqual({ dispatched: 0, tracking_number: null });
  });

  it("refuses an empty overpack, saying so", async () => {
    const token = await server.login("admin");
    const empty = await server.db
      .insertInto("overpacks")
      .values({ seller_id: 1, reference: "EMPTY", dispatched: 0, created_at: server.now().toISOString(), length_mm: 100, width_mm: 100, height_mm: 100 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const answer = await dispatch(token, [open, empty.id]);
    expect(answer.status).toBe(409);
    expect(messagesOf(answer.json)).toEqual([EMPTY_OVERPACK_MESSAGE]);
  });

  it("answers a resend of a dispatch from its stored answer", async () => {
    const token = await server.login("admin");
    const first = await dispatch(token, [open], "same-dispatch-key");
    const again = await dispatch(token, [open], "same-dispatch-key");
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
  });
});
