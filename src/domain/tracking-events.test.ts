import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, ORDER_STATUS_NAMES } from "./order-status";
import { TRACKING_EVENTS, TRACKING_ZONES, eventsOfZone, trackingEventOf } from "./tracking-events";

describe("tracking events", () => {
  it("gives every order status an event, so every checkpoint can be notified", () => {
    for (const name of ORDER_STATUS_NAMES) expect(trackingEventOf({ status_code: ORDER_STATUSES[name] }), name).toBeDefined();
  });

  it("has ids and tracking codes that are unique, since rules store them", () => {
    expect(new Set(TRACKING_EVENTS.map((e) => e.id)).size).toBe(TRACKING_EVENTS.length);
    expect(new Set(TRACKING_EVENTS.map((e) => e.tracking_code)).size).toBe(TRACKING_EVENTS.length);
  });

  it("has at least one event in each of the six zones", () => {
    for (const zone of [1, 2, 3, 4, 5, 6] as const) expect(eventsOfZone(zone).length, TRACKING_ZONES[zone]).toBeGreaterThan(0);
  });

  it("takes a customs event a checkpoint names, and ignores one that does not record its status", () => {
    expect(trackingEventOf({ status_code: ORDER_STATUSES.IN_TRANSIT, event_code: "CUSTOMS_HELD" })?.tracking_code).toBe("CUSTOMS_HELD");
    expect(trackingEventOf({ status_code: ORDER_STATUSES.IN_TRANSIT, event_code: null })?.tracking_code).toBe("IN_TRANSIT");
    expect(trackingEventOf({ status_code: ORDER_STATUSES.DELIVERED, event_code: "CUSTOMS_HELD" })?.tracking_code).toBe("DELIVERED");
  });
});
