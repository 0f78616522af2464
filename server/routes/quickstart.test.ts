import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { QUICKSTART_ITEMS, QuickstartResponse } from "../../src/api/schemas/quickstart";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

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

  it("needs a signed-in user", async () => {
    expect((await server.request("GET", "/v1/quickstart")).status).toBe(401);
  });
});
