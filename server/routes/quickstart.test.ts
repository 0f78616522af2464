import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { NotificationSettingsResponse } from "../../src/api/schemas/notification-settings";
import { QUICKSTART_ITEMS, QuickstartResponse } from "../../src/api/schemas/quickstart";
import { serverPerTest } from "../testing/test-server";

/** The DNS stand-in for the sender domain's proof: TXT records by name, filled by the test. */
const txtRecords = new Map<string, string[][]>();
const server = serverPerTest({
  deps: {
    resolveTxt: async (name) => {
      const records = txtRecords.get(name);
      if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
      return records;
    },
  },
});

async function statusOf(token: string) {
  const answer = await server.request("GET", "/v1/quickstart", { token });
  expect(answer.status, answer.text).toBe(200);
  return Object.fromEntries(v.parse(QuickstartResponse, answer.json).data.items.map((item) => [item.id, item.done]));
}

const CUSTOMER = {
  full_name: "Ana Souza",
  document: "529.982.247-25",
  phone: "(11) 98765-4321",
  country: "BR",
  postal_code: "01310-100",
  state: "SP",
  city: "São Paulo",
  address: "Avenida Paulista",
  number: "1000",
};

describe("GET /v1/quickstart", () => {
  it("reads each item's state from the seller's own data, for every group, and another seller's data counts for nothing", async () => {
    const admin = await server.login("admin");
    const before = await statusOf(await server.login("viewer"));
    expect(Object.keys(before)).toEqual([...QUICKSTART_ITEMS]);
    expect(before.address_book).toBe(false);
    expect(before.insurance).toBe(false);
    // The demo seller has its channels (Shopify, …).
    expect(before.sales_channel).toBe(true);

    // Another seller's customer and insurance do not count for seller 1.
    const other = await server.login("otherAdmin");
    expect((await server.request("POST", "/v1/customers", { token: other, body: CUSTOMER })).status).toBe(201);
    expect((await statusOf(admin)).address_book).toBe(false);

    expect((await server.request("POST", "/v1/customers", { token: admin, body: CUSTOMER })).status).toBe(201);
    // Saving the default insurance is not configuring it; another basis is.
    await server.request("PUT", "/v1/seller_settings/1", { token: admin, body: { insurance: { basis: "selling_price", value: 0, include_freight: false } } });
    expect((await statusOf(admin)).insurance).toBe(false);
    await server.request("PUT", "/v1/seller_settings/1", { token: admin, body: { insurance: { basis: "fixed_percentage", value: 2, include_freight: true } } });
    const after = await statusOf(admin);
    expect(after).toMatchObject({ address_book: true, insurance: true });
    expect((await statusOf(other)).insurance).toBe(false);
  });

  it("counts the notification e-mail once its domain is verified, and the first shipping rule, each for its own seller", async () => {
    const admin = await server.login("admin");
    const other = await server.login("otherAdmin");
    // The demo seller has its seeded shipping rules; the other seller has none and no sender yet.
    expect(await statusOf(admin)).toMatchObject({ notification_email: false, shipping_rule: true });
    expect(await statusOf(other)).toMatchObject({ notification_email: false, shipping_rule: false });

    const saved = await server.request("PUT", "/v1/notification_settings/1", { token: admin, body: { sender_email: "notify@lumen-shop.example" } });
    expect(saved.status, saved.text).toBe(200);
    // A sender whose domain is not proven yet sends nothing: not done.
    expect((await statusOf(admin)).notification_email).toBe(false);
    const record = v.parse(NotificationSettingsResponse, saved.json).data.txt_record!;
    txtRecords.set(record.name, [[record.value]]);
    const verified = await server.request("POST", "/v1/notification_settings/1/verify-domain", { token: admin });
    expect(verified.status, verified.text).toBe(200);
    expect((await statusOf(admin)).notification_email).toBe(true);
    expect((await statusOf(other)).notification_email).toBe(false);

    const rule = {
      name: "DDP to Mexico",
      priority: "",
      expiration: "",
      shipping_rules_conditions_attributes: [{ condition_name: "Destination Country", operator: "is_any_of", values: "MX" }],
      shipping_rules_actions_attributes: [{ action_name: "incoterm", values: ["DDP"] }],
    };
    const created = await server.request("POST", "/v1/shipping_rules", { token: other, body: rule });
    expect(created.status, created.text).toBe(201);
    expect((await statusOf(other)).shipping_rule).toBe(true);
  });

  it("needs a signed-in user", async () => {
    expect((await server.request("GET", "/v1/quickstart")).status).toBe(401);
  });
});
