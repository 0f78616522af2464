import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { SalesChannelListResponse } from "../../src/api/schemas/quotes";
import { SALES_CHANNEL_MESSAGES, SalesChannelResponse } from "../../src/api/schemas/sales-channels";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const channelOf = (answer: { json: unknown }) => v.parse(SalesChannelResponse, answer.json).data;
const namesOf = (answer: { json: unknown }) => v.parse(SalesChannelListResponse, answer.json).data.elements.map((c) => c.name);
const messagesOf = (answer: { json: unknown }) => v.parse(ErrorBody, answer.json).messages;

describe("/v1/sales_channels (writing the seller's channels)", () => {
  it("adds and renames a channel, refuses a name the seller already has whatever its case, and removes an unused one", async () => {
    const token = await server.login("operation");
    const created = await server.request("POST", "/v1/sales_channels", { token, body: { name: "  Magalu " } });
    expect(created.status).toBe(201);
    const channel = channelOf(created);
    expect(channel.name).toBe("Magalu");

    const taken = await server.request("POST", "/v1/sales_channels", { token, body: { name: "shopify" } });
    expect(taken.status).toBe(422);
    expect(messagesOf(taken)).toEqual([{ name: [SALES_CHANNEL_MESSAGES.nameTaken] }]);
    expect((await server.request("PUT", `/v1/sales_channels/${channel.id}`, { token, body: { name: "AMAZON" } })).status).toBe(422);
    expect((await server.request("POST", "/v1/sales_channels", { token, body: { name: "   " } })).status).toBe(422);

    const renamed = await server.request("PUT", `/v1/sales_channels/${channel.id}`, { token, body: { name: "Magazine Luiza" } });
    expect(channelOf(renamed).name).toBe("Magazine Luiza");
    // Another seller may have a channel of the same name.
    expect((await server.request("POST", "/v1/sales_channels", { token: await server.login("otherAdmin"), body: { name: "Magazine Luiza" } })).status).toBe(201);

    expect((await server.request("DELETE", `/v1/sales_channels/${channel.id}`, { token })).status).toBe(200);
    expect(namesOf(await server.request("GET", "/v1/sales_channels", { token }))).toEqual(["Amazon", "Mercado Libre", "Shopify"]);
  });

  it("keeps a channel orders use (409, with the reason)", async () => {
    const token = await server.login("admin");
    const refused = await server.request("DELETE", "/v1/sales_channels/1", { token });
    expect(refused.status).toBe(409);
    expect(messagesOf(refused)).toEqual([SALES_CHANNEL_MESSAGES.inUse]);
    expect(namesOf(await server.request("GET", "/v1/sales_channels", { token }))).toContain("Shopify");
  });

  it("refuses a viewer's writes (403) and another seller's channel (404)", async () => {
    const viewer = await server.login("viewer");
    expect((await server.request("POST", "/v1/sales_channels", { token: viewer, body: { name: "Viewer" } })).status).toBe(403);
    expect((await server.request("PUT", "/v1/sales_channels/3", { token: viewer, body: { name: "Viewer" } })).status).toBe(403);
    expect((await server.request("DELETE", "/v1/sales_channels/3", { token: viewer })).status).toBe(403);
    const other = await server.login("otherAdmin");
    expect((await server.request("PUT", "/v1/sales_channels/3", { token: other, body: { name: "Taken" } })).status).toBe(404);
    expect((await server.request("DELETE", "/v1/sales_channels/3", { token: other })).status).toBe(404);
    expect(namesOf(await server.request("GET", "/v1/sales_channels", { token: viewer }))).toContain("Amazon");
  });
});
