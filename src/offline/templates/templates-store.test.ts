import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import type { BoxTemplateInput, ProductTemplateInput } from "../../api/schemas/templates";
import { storeSessionUser } from "../../api/session";
import { db } from "../db";
import { discardOperation, retryOperation } from "../outbox/actions";
import { clearOfflineTables, testSender } from "../testing";
import { clearTemplates, listTemplates, refreshTemplates, removeBoxTemplate, saveBoxTemplate, saveProductTemplate } from "./templates-store";

const SELLER = 1;
const box = (overrides: Partial<BoxTemplateInput> = {}): BoxTemplateInput => ({
  name: "Small box",
  length: 20,
  width: 15,
  height: 10,
  empty_weight: 0.2,
  weight: null,
  harmful_products: false,
  auto_select: false,
  ...overrides,
});
const product = (overrides: Partial<ProductTemplateInput> = {}): ProductTemplateInput => ({
  sku: "SKU-1",
  name: "Phone case",
  description: null,
  category: "accessory (no battery)",
  hs_code: "392690",
  origin_country: "CN",
  unit_price: 9.9,
  unit_weight: 0.05,
  ...overrides,
});
const UPDATED = "2024-06-01T10:00:00.000Z";
const keyOf = (request: Request) => request.headers.get("Idempotency-Key");

describe("templates on the device, synced through the outbox", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    await Promise.all([db.boxTemplates.clear(), db.productTemplates.clear()]);
    storeSessionUser(demoSessionUser());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is listed at once as pending, then synced with the server's id", async () => {
    const saved = await saveBoxTemplate(SELLER, box({ name: "  Small box " }));
    expect(saved).toMatchObject({ name: "Small box", serverId: null, sync: "pending", sellerId: SELLER });
    expect((await listTemplates("box", SELLER)).map((row) => row.name)).toEqual(["Small box"]);
    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({ kind: "template-save", orderIds: [], template: { entity: "box", localId: saved.localId } });

    const { calls } = stubFetch({ "POST /v1/box_templates": async (request) => json({ data: { id: 41, ...(await request.json()), updated_at: UPDATED } }, 201) });
    await testSender().sender.drain();

    expect(calls.map(keyOf)).toEqual([op!.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.boxTemplates.get(saved.localId)).toMatchObject({ serverId: 41, sync: "synced", updatedAt: UPDATED, name: "Small box" });
  });

  it("ends as one template when an edit is queued behind its create, and resends with the same key", async () => {
    const saved = await saveBoxTemplate(SELLER, box());
    await saveBoxTemplate(SELLER, box({ name: "Medium box", length: 30 }), saved.localId);
    const [create, edit] = await db.outbox.orderBy("seq").toArray();

    let lostReply = true;
    const { calls } = stubFetch({
      "POST /v1/box_templates": async (request) => {
        const body = (await request.json()) as BoxTemplateInput;
        // The server committed, but the reply never arrived.
        if (lostReply) {
          lostReply = false;
          throw new TypeError("Failed to fetch");
        }
        return json({ data: { id: 7, ...body, updated_at: UPDATED } }, 201, { "Idempotent-Replayed": "true" });
      },
      "PUT /v1/box_templates/7": async (request) => json({ data: { id: 7, ...((await request.json()) as object), updated_at: UPDATED } }),
    });
    const { sender, clock } = testSender();
    await sender.drain();
    // The create waits out its backoff; the edit waits behind it.
    expect(calls).toHaveLength(1);
    clock.now = (await db.outbox.get(create!.id))!.nextAttemptAt;
    await sender.drain();

    expect(calls.map((request) => `${request.method} ${new URL(request.url).pathname} ${keyOf(request)}`)).toEqual([
      `POST /v1/box_templates ${create!.id}`,
      `POST /v1/box_templates ${create!.id}`,
      `PUT /v1/box_templates/7 ${edit!.id}`,
    ]);
    const rows = await db.boxTemplates.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ serverId: 7, name: "Medium box", length: 30, sync: "synced" });
  });

  it("marks a refused template failed with the server's words, and a new save replaces the refusal", async () => {
    const saved = await saveProductTemplate(SELLER, product());
    let duplicate = true;
    stubFetch({
      "POST /v1/product_templates": async (request) =>
        duplicate
          ? json({ messages: [{ sku: ["SKU has already been taken"] }] }, 422)
          : json({ data: { id: 3, ...((await request.json()) as object), updated_at: UPDATED } }, 201),
    });
    const { sender } = testSender();
    await sender.drain();

    const failed = await db.productTemplates.get(saved.localId);
    expect(failed?.sync).toBe("failed");
    expect(failed?.error).toContain("SKU has already been taken");
    expect(await db.outbox.toArray()).toMatchObject([{ state: "needs_attention", kind: "template-save" }]);

    duplicate = false;
    await saveProductTemplate(SELLER, product({ sku: "SKU-2" }), saved.localId);
    expect(await db.outbox.toArray()).toMatchObject([{ state: "pending" }]);
    expect((await db.productTemplates.get(saved.localId))?.error).toBeUndefined();
    await sender.drain();
    expect(await db.productTemplates.get(saved.localId)).toMatchObject({ sku: "SKU-2", serverId: 3, sync: "synced" });
  });

  it("retry and discard from the outbox screen update the template's mark", async () => {
    const saved = await saveProductTemplate(SELLER, product());
    stubFetch({ "POST /v1/product_templates": () => json({ messages: ["SKU has already been taken"] }, 422) });
    const { sender } = testSender();
    await sender.drain();
    const [op] = await db.outbox.toArray();

    await retryOperation(op!.id);
    expect((await db.productTemplates.get(saved.localId))?.sync).toBe("pending");
    await sender.drain();
    expect((await db.productTemplates.get(saved.localId))?.sync).toBe("failed");

    // Never on the server: discarding its create leaves nothing.
    await discardOperation(op!.id);
    expect(await db.productTemplates.count()).toBe(0);
  });

  it("removes a template here at once and on the server once; one never sent is simply gone", async () => {
    const local = await saveBoxTemplate(SELLER, box({ name: "Local only" }));
    const synced = await saveBoxTemplate(SELLER, box({ name: "Known" }));
    stubFetch({
      "POST /v1/box_templates": async (request) => json({ data: { id: 9, ...((await request.json()) as object), updated_at: UPDATED } }, 201),
      "DELETE /v1/box_templates/9": () => json({ data: { id: 9 } }),
    });
    // Only "Known" is sent: "Local only"'s create is refused and then removed.
    await db.outbox.where("id").equals((await db.outbox.orderBy("seq").first())!.id).modify({ state: "needs_attention" });
    const { sender } = testSender();
    await sender.drain();

    await removeBoxTemplate(local.localId);
    expect(await db.boxTemplates.get(local.localId)).toBeUndefined();

    await removeBoxTemplate(synced.localId);
    expect(await listTemplates("box", SELLER)).toEqual([]);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: "template-delete", method: "delete", path: "box_templates/9" }]);
    await sender.drain();
    expect(await db.boxTemplates.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("refresh replaces synced templates with the server's and keeps pending ones", async () => {
    await db.boxTemplates.bulkPut([
      { ...box({ name: "Gone on server" }), localId: "a", serverId: 1, sellerId: SELLER, sync: "synced", updatedAt: UPDATED },
      { ...box({ name: "Renamed here" }), localId: "b", serverId: 2, sellerId: SELLER, sync: "pending", updatedAt: UPDATED },
      { ...box({ name: "Other seller" }), localId: "c", serverId: 50, sellerId: 2, sync: "synced", updatedAt: UPDATED },
      { ...box({ name: "Old name" }), localId: "d", serverId: 3, sellerId: SELLER, sync: "synced", updatedAt: UPDATED },
    ]);
    const page = <T>(elements: T[]) => json({ data: { elements, count: elements.length, ids: [] } });
    stubFetch({
      "GET /v1/box_templates": () =>
        page([
          { id: 2, ...box({ name: "Server name" }), updated_at: UPDATED },
          { id: 3, ...box({ name: "New name" }), updated_at: UPDATED },
          { id: 4, ...box({ name: "Brand new" }), updated_at: UPDATED },
        ]),
      "GET /v1/product_templates": () => page([{ id: 8, ...product(), updated_at: UPDATED }]),
    });
    await refreshTemplates(SELLER);

    const boxes = await listTemplates("box", SELLER);
    expect(boxes.map((row) => [row.name, row.localId, row.sync])).toEqual([
      ["Brand new", "server:box:4", "synced"],
      ["New name", "d", "synced"],
      ["Renamed here", "b", "pending"],
    ]);
    expect(await listTemplates("product", SELLER)).toMatchObject([{ sku: "SKU-1", serverId: 8, sync: "synced" }]);
    expect(await listTemplates("box", 2)).toHaveLength(1);

    await clearTemplates();
    expect((await db.boxTemplates.toArray()).map((row) => row.localId)).toEqual(["b"]);
  });
});
