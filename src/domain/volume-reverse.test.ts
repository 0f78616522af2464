import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./order-status";
import { type ReverseRequest, reverseNumber, reverseRefusal } from "./volume-reverse";

const OPEN: ReverseRequest = {
  contract: { allows_reverse: true, delivery_mode: "door_to_door", reverse_carrier_name: "Southern Cross Post" },
  order_status_id: ORDER_STATUSES.DELIVERED,
  volumes: [
    { id: 1, reversed: false },
    { id: 2, reversed: false },
  ],
  chosen: [1],
};

describe("reverseRefusal", () => {
  it("allows a reverse of a delivered or partly delivered order's free volumes", () => {
    expect(reverseRefusal(OPEN)).toBeNull();
    expect(reverseRefusal({ ...OPEN, order_status_id: ORDER_STATUSES.PARTIAL_DELIVERY, chosen: [1, 2] })).toBeNull();
  });

  it("refuses a contract that allows no reverse, before anything else", () => {
    expect(reverseRefusal({ ...OPEN, contract: { ...OPEN.contract, allows_reverse: false }, order_status_id: ORDER_STATUSES.NEW })).toBe("contract_not_allowed");
  });

  it("refuses an airport to door contract: there is no freight for it", () => {
    expect(reverseRefusal({ ...OPEN, contract: { ...OPEN.contract, delivery_mode: "airport_to_door" } })).toBe("airport_to_door");
  });

  it("refuses an order that is not with its customer", () => {
    for (const status of [ORDER_STATUSES.NEW, ORDER_STATUSES.IN_TRANSIT, ORDER_STATUSES.DELIVERED_FAILED, ORDER_STATUSES.PARTIAL_DELIVERY_FAILED]) {
      expect(reverseRefusal({ ...OPEN, order_status_id: status })).toBe("no_shipping_in_state");
    }
  });

  it("says when every volume is already reversed, and when some chosen one is", () => {
    expect(reverseRefusal({ ...OPEN, volumes: [{ id: 1, reversed: true }, { id: 2, reversed: true }] })).toBe("all_reversed");
    expect(reverseRefusal({ ...OPEN, volumes: [{ id: 1, reversed: true }, { id: 2, reversed: false }], chosen: [2, 1] })).toBe("already_in_reverse");
    expect(reverseRefusal({ ...OPEN, volumes: [{ id: 1, reversed: true }, { id: 2, reversed: false }], chosen: [2] })).toBeNull();
  });

  it("refuses when no carrier collects reverses, last", () => {
    expect(reverseRefusal({ ...OPEN, contract: { ...OPEN.contract, reverse_carrier_name: null } })).toBe("no_carrier");
  });
});

describe("reverseNumber", () => {
  it("names the order and the box", () => {
    expect(reverseNumber("LG-10042", 2)).toBe("RLG-10042-2");
  });
});
