import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody, MESSAGES } from "../../src/api/schemas/common";
import { DEMO_ORDERS } from "../seed/orders";
import { serverPerTest } from "../testing/test-server";

/**
 * U+0000 and the other control characters are refused in every request (decision 069): 422
 * naming the field, never the 500 PostgreSQL answered when asked to store a NUL, and nothing stored.
 */
const server = serverPerTest();
let keyCount = 0;
const key = () => ({ "Idempotency-Key": `00000000-0000-4000-8000-${String((keyCount += 1)).padStart(12, "0")}` });

const box = { name: "Small box", length: 20, width: 15, height: 10, empty_weight: 0.2 };
const product = { sku: "SKU-NUL", name: "Mug", description: null, category: "fashion", hs_code: "691200", origin_country: "BR", unit_price: 10, unit_weight: 0.3 };

const refusal = (json: unknown) => v.parse(ErrorBody, json).messages;

describe("control characters in requests", () => {
  it("refuses a NUL in a body field with 422 naming the field, and stores nothing", async () => {
    const token = await server.login("admin");
    const answer = await server.request("POST", "/v1/box_templates", { token, body: { ...box, name: "Box\u0000A" }, headers: key() });
    expect(answer.status).toBe(422);
    expect(refusal(answer.json)).toEqual([{ name: [MESSAGES.controlCharacters] }]);
    const stored = await server.db.selectFrom("box_templates").select("name").where("name", "like", "Box%A").execute();
    expect(stored).toEqual([]);
  });

  it("names a nested field and every field holding one; DEL and other C0 characters too", async () => {
    const token = await server.login("admin");
    const body = { status: "DELIVERED", message: "Left at the door\u007f", attachment: { name: "proof\u0001.pdf", type: "application/pdf", data: "JVBERi0=" } };
    const answer = await server.request("POST", `/v1/orders/${DEMO_ORDERS.dispatched.id}/add-checkpoint`, { token, body, headers: key() });
    expect(answer.status).toBe(422);
    expect(refusal(answer.json)).toEqual([{ message: [MESSAGES.controlCharacters], "attachment.name": [MESSAGES.controlCharacters] }]);
  });

  it("refuses one in a public call's body and in a query string", async () => {
    const login = await server.request("POST", "/v1/login", { body: { email: "admin\u0000@example.com", password: "x", platform: "nb" } });
    expect(login.status).toBe(422);
    expect(refusal(login.json)).toEqual([{ email: [MESSAGES.controlCharacters] }]);

    const list = await server.request("GET", "/v1/orders?customer_full_name=Ana%00", { token: await server.login("viewer") });
    expect(list.status).toBe(422);
    expect(refusal(list.json)).toEqual([{ customer_full_name: [MESSAGES.controlCharacters] }]);
  });

  it("still takes tab and line breaks where a field is multi-line", async () => {
    const token = await server.login("admin");
    const answer = await server.request("POST", "/v1/product_templates", { token, body: { ...product, description: "Ceramic mug\r\n\tdishwasher safe" }, headers: key() });
    expect(answer.json).toMatchObject({ data: { description: "Ceramic mug\r\n\tdishwasher safe" } });
    expect(answer.status).toBe(201);
  });
});
