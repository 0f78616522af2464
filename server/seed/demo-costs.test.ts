import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { OrderResponse } from "../../src/api/schemas/orders";
import { QuoteResponse } from "../../src/api/schemas/quotes";
import { serverPerTest } from "../testing/test-server";
import { buildDemoOrderRows } from "./order-plan";
import { DEMO_ORDERS } from "./orders";

const server = serverPerTest();

/** Seeded orders of every kind the costs depend on: both incoterms, insured, several boxes. */
function ordersToCheck(): { id: number; seller: 1 | 2 }[] {
  const rows = buildDemoOrderRows(new Date(0), { dispatchers: {} });
  const seller1 = rows.orders.filter((o) => o.seller_id === 1);
  const boxCount = (id: number) => rows.order_boxes.filter((b) => b.order_id === id).length;
  const picked = [
    DEMO_ORDERS.undispatched.id,
    DEMO_ORDERS.dispatched.id,
    DEMO_ORDERS.delivered.id,
    seller1.find((o) => o.incoterm === "DDU" && o.insurance === 1)!.id,
    seller1.find((o) => o.incoterm === "DDP" && o.insurance === 1)!.id,
    seller1.find((o) => boxCount(o.id) === 2)!.id,
    seller1.find((o) => o.fines_cents > 0)!.id,
  ];
  const ofSeller1 = [...new Set(picked)].map((id) => ({ id, seller: 1 as const }));
  return [...ofSeller1, { id: DEMO_ORDERS.otherSeller.dispatched.id, seller: 2 }];
}

describe("the demo orders' costs", () => {
  it("are what a quote for the same parcels, goods and contract says (only a later fine is added)", async () => {
    const tokens = { 1: await server.login("admin"), 2: await server.login("otherAdmin") };
    const checked = ordersToCheck();
    expect(checked.length).toBeGreaterThanOrEqual(6);
    for (const { id, seller } of checked) {
      const answer = await server.request("GET", `/v1/orders/${id}`, { token: tokens[seller] });
      const order = v.parse(OrderResponse, answer.json).data;
      const goodsValue = order.boxes.flatMap((b) => b.items).reduce((sum, i) => sum + Math.round(i.unit_price * 100) * i.quantity, 0) / 100;
      const request = {
        destination_country: order.customer.country,
        boxes: order.boxes.map(({ length, width, height, weight }) => ({ length, width, height, weight })),
        goods_value: goodsValue,
        contain_battery: order.contain_battery,
        dangerous_good: order.dangerous_good,
        insurance: order.insurance,
      };
      const quotes = v.parse(QuoteResponse, (await server.request("POST", "/v1/quotes", { token: tokens[seller], body: request })).json).data;
      const quote = quotes.quotes.find((q) => q.contract_id === order.contract_id && q.incoterm === order.incoterm);
      expect(quote, `order ${id}: its contract and incoterm are quoted`).toBeDefined();
      expect(
        { freight: order.freight_cost, duties: order.duties_tax, taxes: order.sales_tax, insurance: order.insurance_cost, total: Math.round((order.total_cost - order.costs.fines) * 100) / 100 },
        `order ${id}`,
      ).toEqual({ freight: quote!.freight, duties: quote!.duties, taxes: quote!.taxes, insurance: quote!.insurance, total: quote!.total });
      expect(order.costs.general_costs, `order ${id}`).toBe(0);
    }
  });
});
