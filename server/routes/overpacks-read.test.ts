import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { OverpackListResponse, OverpackResponse } from "../../src/api/schemas/overpacks";
import { DEMO_OVERPACKS, DEMO_OVERPACK_ORDERS } from "../seed/overpacks";
import { expectedTotals, messagesOf } from "../testing/overpack-requests";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

async function list(token: string, query = "") {
  const answer = await server.request("GET", `/v1/overpacks${query}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(OverpackListResponse, answer.json).data;
}
const idsOf = (page: { elements: { id: number }[] }) => page.elements.map((e) => e.id);

describe("GET /v1/overpacks", () => {
  it("lists the seller's overpacks newest first, with totals summed from their orders", async () => {
    const token = await server.login("viewer");
    const page = await list(token);
    const { dispatched, open, dispatchedPeru, openEcuador } = DEMO_OVERPACKS;
    expect(idsOf(page)).toEqual([openEcuador.id, open.id, dispatchedPeru.id, dispatched.id]);
    expect(page.count).toBe(4);
    expect(page.ids).toEqual(idsOf(page));
    for (const bag of page.elements) expect(bag, bag.reference).toMatchObject(await expectedTotals(server, bag.id));

    const first = page.elements.find((e) => e.id === dispatched.id)!;
    expect(first).toMatchObject({
      reference: "OVP-LG-0001",
      length: 60,
      width: 40,
      height: 40,
      destination_country: "BR",
      contract_name: "Express",
      currency: "USD",
      dispatched: true,
      carrier_name: "Andes Air Courier",
      tracking_number: dispatched.tracking_number,
      origin_hub: "Miami hub (MIA)",
    });
    expect(first.total_orders).toBe(4);
    expect(first.ship_from).toMatch(/\S/);
    expect(page.elements.find((e) => e.id === dispatchedPeru.id)!.height).toBe(30.5);
    const openBag = page.elements.find((e) => e.id === open.id)!;
    expect(openBag).toMatchObject({ dispatched: false, dispatched_at: null, carrier_name: null, tracking_number: null });
  });

  it("filters by name, country, contract, dispatched and dispatch dates, and pages", async () => {
    const token = await server.login("admin");
    const { dispatched, open, dispatchedPeru, openEcuador } = DEMO_OVERPACKS;
    expect(idsOf(await list(token, "?reference=lg-0003"))).toEqual([dispatchedPeru.id]);
    expect(idsOf(await list(token, "?country=PE"))).toEqual([dispatchedPeru.id]);
    expect(idsOf(await list(token, "?contract=2"))).toEqual([open.id]);
    expect(idsOf(await list(token, "?dispatched=true"))).toEqual([dispatchedPeru.id, dispatched.id]);
    expect(idsOf(await list(token, "?dispatched=false"))).toEqual([openEcuador.id, open.id]);
    expect(idsOf(await list(token, "?country=&contract=&dispatched=&reference="))).toHaveLength(4);

    const all = await list(token);
    const day = (id: number) => all.elements.find((e) => e.id === id)!.dispatched_at!.slice(0, 10);
    expect(idsOf(await list(token, `?dispatch_start_date=${day(dispatchedPeru.id)}`))).toEqual([dispatchedPeru.id]);
    expect(idsOf(await list(token, `?dispatch_end_date=${day(dispatched.id)}`))).toEqual([dispatched.id]);
    expect(idsOf(await list(token, `?dispatch_start_date=${day(dispatched.id)}&dispatch_end_date=${day(dispatchedPeru.id)}`))).toEqual([dispatchedPeru.id, dispatched.id]);

    const first = await list(token, "?limit=2&offset=0");
    const second = await list(token, "?limit=2&offset=2");
    expect([...idsOf(first), ...idsOf(second)]).toEqual(idsOf(all));
    expect(first.count).toBe(4);
    expect(first.ids).toEqual(idsOf(all));
  });

  it("refuses a day that does not exist and a country that is no code, with the field named", async () => {
    const token = await server.login("admin");
    const badDay = await server.request("GET", "/v1/overpacks?dispatch_start_date=2025-02-30", { token });
    expect(badDay.status).toBe(422);
    expect(messagesOf(badDay.json)).toEqual([{ dispatch_start_date: ["Must be a date (YYYY-MM-DD)"] }]);
    const badCountry = await server.request("GET", "/v1/overpacks?country=Brazil", { token });
    expect(badCountry.status).toBe(422);
  });
});

describe("GET /v1/overpacks/{id}", () => {
  it("shows one overpack with its orders, each with its value, weight and volumes", async () => {
    const token = await server.login("viewer");
    const answer = await server.request("GET", `/v1/overpacks/${DEMO_OVERPACKS.dispatched.id}`, { token });
    expect(answer.status).toBe(200);
    const bag = v.parse(OverpackResponse, answer.json).data;
    expect(bag.orders.map((o) => o.id)).toEqual(DEMO_OVERPACK_ORDERS.inDispatched.map((o) => o.id));
    expect(bag.orders.every((o) => o.customer_country === "BR" && o.currency === "USD")).toBe(true);
    expect(bag.orders.reduce((sum, o) => sum + o.volumes, 0)).toBe(bag.total_volumes);
    expect(bag.orders.reduce((sum, o) => sum + o.total_value, 0)).toBeCloseTo(bag.total_orders_value, 2);
    expect(bag).toMatchObject(await expectedTotals(server, bag.id));
  });

  it("answers 404 for an overpack that does not exist", async () => {
    const token = await server.login("admin");
    const answer = await server.request("GET", "/v1/overpacks/999999", { token });
    expect(answer.status).toBe(404);
  });
});

describe("an order in an overpack", () => {
  it("names its overpack (GET /v1/orders/{id}/overpack)", async () => {
    const token = await server.login("admin");
    const [order] = DEMO_OVERPACK_ORDERS.inOpen;
    const overpack = await server.request("GET", `/v1/orders/${order!.id}/overpack`, { token });
    expect(overpack.json).toEqual({ data: { id: DEMO_OVERPACKS.open.id, reference: DEMO_OVERPACKS.open.reference, dispatched: false } });
  });
});
