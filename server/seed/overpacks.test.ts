import { describe, expect, it } from "vitest";
import { selectionRefusals } from "../../src/domain/overpack";
import { isValidS10 } from "../../src/domain/s10";
import { buildDemoOrderRows } from "./order-plan";
import { DEMO_OVERPACKS, DEMO_OVERPACK_ORDERS } from "./overpacks";

const rows = buildDemoOrderRows(new Date("2025-01-15T12:00:00.000Z"), { dispatchers: {} });

describe("the demo overpacks", () => {
  it("each hold orders that may go together (decision 050), and say what those orders share", () => {
    for (const bag of rows.overpacks) {
      const orders = rows.orders.filter((o) => o.overpack_id === bag.id);
      expect(orders.length, bag.reference).toBeGreaterThan(0);
      expect(orders.every((o) => o.seller_id === bag.seller_id)).toBe(true);
      const candidates = orders.map((o) => ({ id: o.id, dispatched: o.dispatched === 1, overpack_id: null, customer_country: o.customer_country, contract_name: String(o.contract_id), currency: o.currency }));
      expect(selectionRefusals(candidates, { id: null, dispatched: false, destination_country: null, contract_name: null, currency: null }), bag.reference).toEqual([]);
      expect([bag.destination_country, bag.contract_id, bag.currency]).toEqual([orders[0]!.customer_country, orders[0]!.contract_id, orders[0]!.currency]);
    }
  });

  it("give seller 1 bags dispatched and not, to two destinations at least, and seller 2 one", () => {
    const ofSeller1 = rows.overpacks.filter((b) => b.seller_id === 1);
    expect(new Set(ofSeller1.map((b) => b.dispatched))).toEqual(new Set([0, 1]));
    expect(new Set(ofSeller1.map((b) => b.destination_country)).size).toBeGreaterThanOrEqual(2);
    expect(rows.overpacks.filter((b) => b.seller_id === 2)).toHaveLength(1);
  });

  it("give dispatched bags a carrier and an S10 number no order has, and open bags neither", () => {
    const references = new Set(rows.orders.map((o) => o.reference));
    for (const bag of rows.overpacks) {
      if (bag.dispatched === 1) {
        expect(isValidS10(bag.tracking_number!), bag.reference).toBe(true);
        expect(references.has(bag.tracking_number!)).toBe(false);
        expect(bag.carrier_name).toBeTruthy();
        expect(bag.dispatched_at).toBeTruthy();
      } else {
        expect([bag.tracking_number, bag.carrier_name, bag.dispatched_at]).toEqual([null, null, null]);
      }
    }
    expect(rows.overpacks.find((b) => b.id === DEMO_OVERPACKS.dispatched.id)?.tracking_number).toBe(DEMO_OVERPACKS.dispatched.tracking_number);
  });

  it("leave several in-transit orders outside every bag that the open bag OVP-LG-0002 takes", () => {
    const open = rows.overpacks.find((b) => b.id === DEMO_OVERPACKS.open.id)!;
    expect(DEMO_OVERPACK_ORDERS.addable.length).toBeGreaterThanOrEqual(3);
    for (const ref of DEMO_OVERPACK_ORDERS.addable) {
      const order = rows.orders.find((o) => o.id === ref.id)!;
      expect(order).toMatchObject({ overpack_id: null, dispatched: 1, customer_country: open.destination_country, contract_id: open.contract_id });
    }
  });
});
