import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, ORDER_STATUS_NAMES } from "./order-status";
import { STATUS_BAR_STEPS, TRACKING_ZONES, mentionsCustoms, sameTaxId, statusBarOf, zoneOf } from "./tracking";

describe("statusBarOf", () => {
  it("places every status on the five-step bar", () => {
    const bar = Object.fromEntries(ORDER_STATUS_NAMES.map((name) => [name, statusBarOf(ORDER_STATUSES[name])]));
    expect(bar).toEqual({
      NEW: { step: "created", problem: false },
      READY_TO_SHIP: { step: "created", problem: false },
      PICKUP: { step: "created", problem: false },
      SHIPPED: { step: "shipped", problem: false },
      IN_TRANSIT: { step: "in_transit", problem: false },
      OUT_FOR_DELIVERY: { step: "out_for_delivery", problem: false },
      FAILED_ATTEMP: { step: "out_for_delivery", problem: true },
      DELIVERED: { step: "delivered", problem: false },
      DELIVERED_FAILED: { step: "out_for_delivery", problem: true },
      PARTIAL_DELIVERY: { step: "out_for_delivery", problem: false },
      PARTIAL_DELIVERY_FAILED: { step: "out_for_delivery", problem: true },
    });
    expect(STATUS_BAR_STEPS).toEqual(["created", "shipped", "in_transit", "out_for_delivery", "delivered"]);
  });

  it("shows an unknown code as created", () => {
    expect(statusBarOf(12345)).toEqual({ step: "created", problem: false });
  });
});

describe("zoneOf", () => {
  it("maps statuses to zones", () => {
    expect(zoneOf(ORDER_STATUSES.NEW, "Order created")).toBe(TRACKING_ZONES.FIRST_MILE);
    expect(zoneOf(ORDER_STATUSES.READY_TO_SHIP, "Dispatched")).toBe(1);
    expect(zoneOf(ORDER_STATUSES.PICKUP, "Collected")).toBe(2);
    expect(zoneOf(ORDER_STATUSES.SHIPPED, "Left the hub")).toBe(3);
    expect(zoneOf(ORDER_STATUSES.IN_TRANSIT, "Arrived in São Paulo")).toBe(3);
    for (const code of [700, 800, 900, 1000, 1300, 1400]) expect(zoneOf(code, "customs")).toBe(TRACKING_ZONES.LAST_MILE);
  });

  it("puts transit checkpoints that mention customs in customs clearance, in any language", () => {
    for (const message of ["Held by CUSTOMS", "Liberado pela Alfândega", "liberado pela alfandega", "En aduana", "海关清关中"]) {
      expect(mentionsCustoms(message), message).toBe(true);
      expect(zoneOf(ORDER_STATUSES.IN_TRANSIT, message), message).toBe(TRACKING_ZONES.CUSTOMS_CLEARANCE);
      expect(zoneOf(ORDER_STATUSES.SHIPPED, message), message).toBe(4);
    }
    expect(mentionsCustoms("Customer not at home")).toBe(false);
  });
});

describe("sameTaxId", () => {
  it("compares Brazilian documents by their digits", () => {
    expect(sameTaxId("BR", "529.982.247-25", "52998224725")).toBe(true);
    expect(sameTaxId("br", "52998224725", "52998224725")).toBe(true);
    expect(sameTaxId("BR", "529.982.247-24", "52998224725")).toBe(false);
    expect(sameTaxId("BR", "---", "")).toBe(false);
  });

  it("ignores separators and case elsewhere", () => {
    expect(sameTaxId("CL", "12.345.678-k", "12345678K")).toBe(true);
    expect(sameTaxId("CL", "12.345.678-9", "12345678K")).toBe(false);
  });
});
