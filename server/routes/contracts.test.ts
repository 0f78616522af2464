import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ContractListResponse, SalesChannelListResponse } from "../../src/api/schemas/quotes";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

describe("GET /v1/contracts", () => {
  it("lists the seller's contracts with their price tables in units", async () => {
    const answer = await server.request("GET", "/v1/contracts?limit=1000&offset=0", { token: await server.login("viewer") });
    expect(answer.status).toBe(200);
    const list = v.parse(ContractListResponse, answer.json).data;
    expect(list.count).toBe(3);
    expect(list.elements.map((c) => c.name)).toEqual(["Express", "Standard", "Economy"]);
    expect(list.elements[0]).toMatchObject({ id: 1, first_half_kg: 18.9, additional_half_kg: 4.5, duties_percent: 60, sales_tax_percent: 17, insurance_percent: 2, ddp_max_goods_value: null });
    expect(list.elements[1]).toMatchObject({ id: 2, incoterms: ["DDP", "DDU"], ddp_max_goods_value: 3000 });
    expect(list.elements[2]).toMatchObject({ id: 3, incoterms: ["DDU"], allows_dangerous_goods: false });
  });

  it("shows another seller only its own contract", async () => {
    const answer = await server.request("GET", "/v1/contracts", { token: await server.login("otherAdmin") });
    const list = v.parse(ContractListResponse, answer.json).data;
    expect(list.elements.map((c) => c.id)).toEqual([4]);
  });

  it("refuses a caller without a token and a bad page", async () => {
    expect((await server.request("GET", "/v1/contracts")).status).toBe(401);
    expect((await server.request("GET", "/v1/contracts?limit=0", { token: await server.login("admin") })).status).toBe(422);
  });
});

describe("GET /v1/sales_channels", () => {
  it("lists the seller's channels by name", async () => {
    const answer = await server.request("GET", "/v1/sales_channels?limit=1000&offset=0", { token: await server.login("operation") });
    expect(answer.status).toBe(200);
    const list = v.parse(SalesChannelListResponse, answer.json).data;
    expect(list.elements.map((c) => c.name)).toEqual(["Amazon", "Mercado Libre", "Shopify"]);
    const other = v.parse(SalesChannelListResponse, (await server.request("GET", "/v1/sales_channels", { token: await server.login("otherAdmin") })).json).data;
    expect(other.elements.map((c) => c.name)).toEqual(["WooCommerce"]);
  });
});
