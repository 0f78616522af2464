import { describe, expect, it } from "vitest";
import { ORDER_STATUS_NAMES, ORDER_STATUSES } from "../../src/domain/order-status";
import { REFERENCE_COUNTRIES } from "../../src/domain/countries";
import { isValidS10 } from "../../src/domain/s10";
import { isValidCnpj, isValidCpf } from "../../src/domain/tax-documents";
import { estimatedDeliveryDate } from "../orders/delivery-date";
import { buildDemoOrderRows } from "./order-plan";
import { DEMO_ORDERS, demoOrderFixtures } from "./orders";

const NOW = new Date("2025-01-15T12:00:00.000Z");
const rows = buildDemoOrderRows(NOW, { dispatchers: { 1: 2, 2: 4 } });
const seller1 = rows.orders.filter((o) => o.seller_id === 1);
const DAY_MS = 86_400_000;
/** Delivered, or failed for good: nothing more is expected of these. */
const FINAL_STATUS_CODES = new Set<number>([ORDER_STATUSES.DELIVERED, ORDER_STATUSES.DELIVERED_FAILED, ORDER_STATUSES.PARTIAL_DELIVERY_FAILED]);

describe("the demo orders", () => {
  it("are the same on every build, whatever the time", () => {
    const later = buildDemoOrderRows(new Date(NOW.getTime() + 7 * DAY_MS), { dispatchers: { 1: 2, 2: 4 } });
    expect(later.orders.map((o) => [o.order_number, o.reference, o.current_status_id, o.customer_document])).toEqual(
      rows.orders.map((o) => [o.order_number, o.reference, o.current_status_id, o.customer_document]),
    );
    expect(demoOrderFixtures(rows)).toEqual(DEMO_ORDERS);
  });

  it("never show a shipment still on its way with an estimated delivery before the day it is seeded, whatever that day", () => {
    const days = [NOW, new Date("2026-03-02T23:30:00.000Z"), new Date()];
    for (const day of days) {
      const seeded = buildDemoOrderRows(day, { dispatchers: {} });
      const today = day.toISOString().slice(0, 10);
      const open = seeded.orders.filter((o) => !FINAL_STATUS_CODES.has(o.current_status_id));
      expect(open.some((o) => o.current_status_id === ORDER_STATUSES.IN_TRANSIT)).toBe(true);
      for (const order of open) expect(order.estimated_delivery_date! >= today, `${order.order_number} on ${today}`).toBe(true);
    }
  });

  it("estimate a delivery as a new order does: the contract's working days from creation, unless re-estimated", () => {
    const times = new Map(rows.contracts.map((c) => [c.id, c.delivery_time]));
    const today = NOW.toISOString().slice(0, 10);
    let asCreated = 0;
    for (const order of rows.orders) {
      const fromCreation = estimatedDeliveryDate(new Date(order.created_at), times.get(order.contract_id)!);
      if (order.estimated_delivery_date === fromCreation) asCreated += 1;
      // A late shipment still on its way: its carrier's new estimate, counted from today.
      else expect(order.estimated_delivery_date, order.order_number).toBe(estimatedDeliveryDate(NOW, 3));
      expect(order.estimated_delivery_date! >= today || FINAL_STATUS_CODES.has(order.current_status_id), order.order_number).toBe(true);
    }
    // Both kinds are seeded: recent orders keep their first estimate, old open ones were moved on.
    expect(asCreated).toBeGreaterThan(50);
    expect(asCreated).toBeLessThan(rows.orders.length);
  });

  it("give seller 1 about 300 orders in every status, about 120 NEW and undispatched, and seller 2 a few", () => {
    expect(seller1.length).toBe(300);
    expect(rows.orders.filter((o) => o.seller_id === 2)).toHaveLength(6);
    for (const name of ORDER_STATUS_NAMES) expect(seller1.some((o) => o.current_status_id === ORDER_STATUSES[name]), name).toBe(true);
    const fresh = seller1.filter((o) => o.current_status_id === ORDER_STATUSES.NEW);
    expect(fresh).toHaveLength(120);
    // Dispatched exactly when past NEW.
    for (const o of rows.orders) expect(o.dispatched === 1, o.order_number).toBe(o.current_status_id !== ORDER_STATUSES.NEW);
  });

  it("have unique numbers per seller, unique valid S10 references, and times in the last 90 days", () => {
    expect(new Set(rows.orders.map((o) => `${o.seller_id} ${o.order_number}`)).size).toBe(rows.orders.length);
    expect(new Set(rows.orders.map((o) => o.reference)).size).toBe(rows.orders.length);
    for (const o of rows.orders) {
      expect(o.reference).toMatch(/^NB\d{9}BR$/);
      expect(isValidS10(o.reference), o.reference).toBe(true);
      expect(o.created_at < NOW.toISOString()).toBe(true);
      expect(o.created_at > new Date(NOW.getTime() - 91 * DAY_MS).toISOString()).toBe(true);
    }
  });

  it("send receivers to all eight reference countries, Brazilians with valid CPF or CNPJ", () => {
    expect(new Set(rows.orders.map((o) => o.customer_country))).toEqual(new Set(REFERENCE_COUNTRIES));
    const brazil = rows.orders.filter((o) => o.customer_country === "BR");
    expect(brazil.some((o) => o.customer_document_type === "CNPJ")).toBe(true);
    for (const o of brazil) {
      const valid = o.customer_document_type === "CNPJ" ? isValidCnpj(o.customer_document) : isValidCpf(o.customer_document);
      expect(valid, `${o.order_number} ${o.customer_document}`).toBe(true);
    }
    for (const o of rows.orders) expect(o.customer_document).toMatch(/^\d{8,14}$/);
  });

  it("have some battery and dangerous goods, and refusable ones only where the fixtures say", () => {
    expect(seller1.filter((o) => o.contain_battery === 1).length).toBeGreaterThan(10);
    expect(seller1.filter((o) => o.dangerous_good === 1).length).toBeGreaterThan(10);
    const noDangerous = new Set(rows.contracts.filter((c) => c.allows_dangerous_goods === 0).map((c) => c.id));
    const onEconomy = rows.orders.filter((o) => o.dangerous_good === 1 && noDangerous.has(o.contract_id));
    expect(onEconomy.map((o) => o.id).sort()).toEqual(DEMO_ORDERS.dangerousOnEconomy.map((o) => o.id).sort());
    expect(onEconomy.every((o) => o.dispatched === 0)).toBe(true);
    expect(onEconomy.length).toBeGreaterThanOrEqual(2);
  });

  it("have a checkpoint history that leads to the status, oldest first, after creation and before now", () => {
    for (const o of rows.orders) {
      const history = rows.checkpoints.filter((c) => c.order_id === o.id);
      if (o.dispatched === 0) {
        expect(history, o.order_number).toEqual([]);
        continue;
      }
      expect(history[0]?.status_code, o.order_number).toBe(ORDER_STATUSES.READY_TO_SHIP);
      expect(history.at(-1)?.status_code, o.order_number).toBe(o.current_status_id);
      const times = history.map((c) => c.created_at);
      expect(times).toEqual([...times].sort());
      expect(times[0]! > o.created_at && times.at(-1)! < NOW.toISOString()).toBe(true);
      expect(o.dispatched_at).toBe(times[0]);
      if (o.current_status_id >= ORDER_STATUSES.SHIPPED) expect(o.last_mile_tracking_number, o.order_number).toMatch(/^LM/);
      else expect(o.last_mile_tracking_number).toBeNull();
    }
  });

  it("give every order boxes with items and one volume per box, the items adding up to the value", () => {
    for (const o of rows.orders) {
      const boxes = rows.order_boxes.filter((b) => b.order_id === o.id);
      const items = rows.order_items.filter((i) => i.order_id === o.id);
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) expect(items.some((i) => i.box_id === box.id), o.order_number).toBe(true);
      expect(rows.order_volumes.filter((v) => v.order_id === o.id)).toHaveLength(boxes.length);
      expect(items.reduce((sum, i) => sum + i.unit_price_cents * i.quantity, 0)).toBe(o.total_value_cents);
    }
  });

  it("name fixtures that match their description", () => {
    const byId = new Map(rows.orders.map((o) => [o.id, o]));
    expect(byId.get(DEMO_ORDERS.undispatched.id)?.current_status_id).toBe(ORDER_STATUSES.NEW);
    expect(DEMO_ORDERS.dispatchable.length).toBeGreaterThanOrEqual(100);
    for (const ref of DEMO_ORDERS.dispatchable) {
      const o = byId.get(ref.id)!;
      expect([o.seller_id, o.dispatched, o.order_number]).toEqual([1, 0, ref.order_number]);
    }
    expect(byId.get(DEMO_ORDERS.dispatched.id)?.current_status_id).toBe(ORDER_STATUSES.IN_TRANSIT);
    expect(byId.get(DEMO_ORDERS.delivered.id)?.current_status_id).toBe(ORDER_STATUSES.DELIVERED);
    expect(byId.get(DEMO_ORDERS.overpacked.id)?.overpack_id).toBe(1);
    expect(byId.get(DEMO_ORDERS.otherSeller.undispatched.id)).toMatchObject({ seller_id: 2, dispatched: 0 });
    expect(byId.get(DEMO_ORDERS.otherSeller.dispatched.id)).toMatchObject({ seller_id: 2, dispatched: 1 });
  });
});
