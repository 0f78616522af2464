import { describe, expect, it } from "vitest";
import { serverPerTest } from "../testing/test-server";
import { enabledRulesOnEvent } from "./rules-on-event";

const server = serverPerTest();
const DELIVERED = 11;
const CUSTOMS_HELD = 8;
const EXPRESS = 1;
const ECONOMY = 3;

describe("enabledRulesOnEvent", () => {
  it("finds the seller's enabled rules ticking the event, with their channels, for any contract of an all-shipments rule", async () => {
    expect(await enabledRulesOnEvent(server.db, 1, DELIVERED, ECONOMY)).toEqual([
      { rule_id: 1, name: "Buyer delivery updates", conditions: [], channels: ["mail_customer", "webhook_seller"] },
    ]);
    expect(await enabledRulesOnEvent(server.db, 2, DELIVERED, 4)).toEqual([]);
  });

  it("leaves out disabled rules, and rules whose contracts do not include the shipment's", async () => {
    // The demo customs rule is disabled and for contracts 1 and 2.
    expect(await enabledRulesOnEvent(server.db, 1, CUSTOMS_HELD, EXPRESS)).toEqual([]);
    await server.db.updateTable("notification_rules").set({ enabled: 1 }).where("id", "=", 2).execute();
    expect(await enabledRulesOnEvent(server.db, 1, CUSTOMS_HELD, EXPRESS)).toEqual([
      { rule_id: 2, name: "Customs holds to the team", conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }], channels: ["mail_seller"] },
    ]);
    expect(await enabledRulesOnEvent(server.db, 1, CUSTOMS_HELD, ECONOMY)).toEqual([]);
  });
});
