import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import {
  BoxTemplateListResponse,
  BoxTemplateResponse,
  DeletedTemplateResponse,
  ProductTemplateListResponse,
  ProductTemplateResponse,
} from "../../src/api/schemas/templates";
import { DEMO_BOX_TEMPLATES, DEMO_PRODUCT_TEMPLATES } from "../seed/templates";
import { serverPerTest } from "../testing/test-server";
import { SKU_TAKEN } from "../templates/template-answers";

const server = serverPerTest();

let keyCount = 0;
const newKey = () => `template-key-${Date.now()}-${(keyCount += 1)}`;

const box = { name: "Tall box 20x20x40", length: 20, width: 20, height: 40, empty_weight: 0.35 };
const product = { sku: "MUG-CER", name: "Ceramic mug", category: "home decor", hs_code: "6912.00", origin_country: "pt", unit_price: 12.5, unit_weight: 0.4 };

const otherSellerBox = DEMO_BOX_TEMPLATES.find((b) => b.seller_id === 2)!;
const otherSellerProduct = DEMO_PRODUCT_TEMPLATES.find((p) => p.seller_id === 2)!;

const countRows = async (table: "box_templates" | "product_templates") =>
  Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

describe("box templates", () => {
  it("lists the seeded boxes of the seller only", async () => {
    const answer = await server.request("GET", "/v1/box_templates?limit=1000&offset=0", { token: await server.login("viewer") });
    expect(answer.status).toBe(200);
    const list = v.parse(BoxTemplateListResponse, answer.json).data;
    expect(list.elements.map((b) => b.name)).toEqual(["Medium box 30x25x15", "Shoe box 35x22x13", "Small box 20x15x10"]);
    expect(list.elements.find((b) => b.name === "Small box 20x15x10")).toMatchObject({ length: 20, width: 15, height: 10, auto_select: true, harmful_products: false, weight: null });
  });

  it("creates, updates and deletes; a replayed POST returns the same template, never a second", async () => {
    const token = await server.login("operation");
    const key = newKey();
    const before = await countRows("box_templates");
    const created = await server.request("POST", "/v1/box_templates", { token, body: box, headers: { "Idempotency-Key": key } });
    expect(created.status).toBe(201);
    const template = v.parse(BoxTemplateResponse, created.json).data;
    expect(template).toMatchObject({ ...box, weight: null, harmful_products: false, auto_select: false, updated_at: server.now().toISOString() });

    server.advance(1000);
    const replay = await server.request("POST", "/v1/box_templates", { token, body: box, headers: { "Idempotency-Key": key } });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replay.json).toEqual(created.json);
    expect(await countRows("box_templates")).toBe(before + 1);

    const updated = await server.request("PUT", `/v1/box_templates/${template.id}`, { token, body: { ...box, name: "Tall box", weight: 2.5, harmful_products: true }, headers: { "Idempotency-Key": newKey() } });
    expect(updated.status).toBe(200);
    expect(v.parse(BoxTemplateResponse, updated.json).data).toMatchObject({ id: template.id, name: "Tall box", weight: 2.5, harmful_products: true });

    const deleted = await server.request("DELETE", `/v1/box_templates/${template.id}`, { token, headers: { "Idempotency-Key": newKey() } });
    expect(deleted.status).toBe(200);
    expect(v.parse(DeletedTemplateResponse, deleted.json).data).toEqual({ id: template.id });
    expect(await countRows("box_templates")).toBe(before);
    expect((await server.request("DELETE", `/v1/box_templates/${template.id}`, { token })).status).toBe(404);
  });

  it("answers 404 for another seller's template and changes nothing", async () => {
    const token = await server.login("admin");
    expect((await server.request("PUT", `/v1/box_templates/${otherSellerBox.id}`, { token, body: box })).status).toBe(404);
    expect((await server.request("DELETE", `/v1/box_templates/${otherSellerBox.id}`, { token })).status).toBe(404);
    const row = await server.db.selectFrom("box_templates").selectAll().where("id", "=", otherSellerBox.id).executeTakeFirstOrThrow();
    expect(row.name).toBe(otherSellerBox.name);
  });

  it("forbids the viewer to write", async () => {
    const token = await server.login("viewer");
    const before = await countRows("box_templates");
    expect((await server.request("POST", "/v1/box_templates", { token, body: box })).status).toBe(403);
    expect((await server.request("PUT", "/v1/box_templates/1", { token, body: box })).status).toBe(403);
    expect((await server.request("DELETE", "/v1/box_templates/1", { token })).status).toBe(403);
    expect(await countRows("box_templates")).toBe(before);
  });

  it("refuses bad input with field messages", async () => {
    const token = await server.login("admin");
    const answer = await server.request("POST", "/v1/box_templates", { token, body: { ...box, name: " ", length: -2, width: "wide", height: Number.NaN } });
    expect(answer.status).toBe(422);
    const fields = v.parse(ErrorBody, answer.json).messages[0] as Record<string, string[]>;
    expect(fields.name).toEqual(["Can't be blank"]);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["name", "length", "width", "height"]));
    expect((await server.request("POST", "/v1/box_templates", { token, body: { ...box, name: "x".repeat(61) } })).status).toBe(422);
  });
});

describe("product templates", () => {
  it("lists the seeded products with real HS codes, prices in units", async () => {
    const answer = await server.request("GET", "/v1/product_templates", { token: await server.login("viewer") });
    const list = v.parse(ProductTemplateListResponse, answer.json).data;
    expect(list.elements.map((p) => p.sku)).toEqual(["BOOK-HC-01", "CASE-IP15", "PWRBANK-10K", "SHOE-RUN-42", "TSHIRT-M"]);
    expect(list.elements.find((p) => p.sku === "CASE-IP15")).toMatchObject({ name: "Smartphone case", hs_code: "392690", unit_price: 12.5, category: "accessory (no battery)" });
  });

  it("creates (normalizing the HS code), replays, updates and deletes", async () => {
    const token = await server.login("admin");
    const key = newKey();
    const created = await server.request("POST", "/v1/product_templates", { token, body: product, headers: { "Idempotency-Key": key } });
    expect(created.status).toBe(201);
    const template = v.parse(ProductTemplateResponse, created.json).data;
    expect(template).toMatchObject({ sku: "MUG-CER", hs_code: "691200", origin_country: "PT", unit_price: 12.5, description: null });
    const row = await server.db.selectFrom("product_templates").selectAll().where("id", "=", template.id).executeTakeFirstOrThrow();
    expect(row.unit_price_cents).toBe(1250);

    const replay = await server.request("POST", "/v1/product_templates", { token, body: product, headers: { "Idempotency-Key": key } });
    expect(replay.json).toEqual(created.json);
    expect(await server.db.selectFrom("product_templates").select("id").where("sku", "=", "MUG-CER").execute()).toHaveLength(1);

    const updated = await server.request("PUT", `/v1/product_templates/${template.id}`, { token, body: { ...product, unit_price: 14.99, description: "350 ml" } });
    expect(v.parse(ProductTemplateResponse, updated.json).data).toMatchObject({ id: template.id, unit_price: 14.99, description: "350 ml" });
    expect((await server.request("DELETE", `/v1/product_templates/${template.id}`, { token })).status).toBe(200);
    expect(await server.db.selectFrom("product_templates").select("id").where("id", "=", template.id).execute()).toHaveLength(0);
  });

  it("keeps SKUs unique per seller: 422 on create and on renaming into a taken SKU", async () => {
    const token = await server.login("admin");
    const taken = await server.request("POST", "/v1/product_templates", { token, body: { ...product, sku: "CASE-IP15" } });
    expect(taken.status).toBe(422);
    expect(v.parse(ErrorBody, taken.json).messages).toEqual([{ sku: [SKU_TAKEN] }]);
    const seeded = DEMO_PRODUCT_TEMPLATES.find((p) => p.sku === "TSHIRT-M")!;
    const renamed = await server.request("PUT", `/v1/product_templates/${seeded.id}`, { token, body: { ...product, sku: "CASE-IP15" } });
    expect(renamed.status).toBe(422);
    // Another seller's SKU is no clash.
    const otherSku = await server.request("POST", "/v1/product_templates", { token, body: { ...product, sku: otherSellerProduct.sku } });
    expect(otherSku.status).toBe(201);
  });

  it("answers 404 for another seller's product, 403 for the viewer", async () => {
    const admin = await server.login("admin");
    expect((await server.request("PUT", `/v1/product_templates/${otherSellerProduct.id}`, { token: admin, body: product })).status).toBe(404);
    expect((await server.request("DELETE", `/v1/product_templates/${otherSellerProduct.id}`, { token: admin })).status).toBe(404);
    const viewer = await server.login("viewer");
    expect((await server.request("POST", "/v1/product_templates", { token: viewer, body: product })).status).toBe(403);
  });

  it("refuses bad input with field messages", async () => {
    const token = await server.login("admin");
    const cases: [unknown, string][] = [
      [{ ...product, category: "weapons" }, "category"],
      [{ ...product, hs_code: "12345" }, "hs_code"],
      [{ ...product, unit_price: 0 }, "unit_price"],
      [{ ...product, origin_country: "Portugal" }, "origin_country"],
      [{ ...product, sku: "" }, "sku"],
      [{ ...product, name: undefined }, "name"],
    ];
    for (const [body, field] of cases) {
      const answer = await server.request("POST", "/v1/product_templates", { token, body });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(v.parse(ErrorBody, answer.json).messages[0] as object), field).toContain(field);
    }
    expect(await server.db.selectFrom("product_templates").select("id").where("sku", "=", "MUG-CER").execute()).toHaveLength(0);
  });
});
