import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { CheckValidResponse, CreateOrderResponse, MAX_ORDER_DOCUMENT_BYTES, OrderInput, checkInputOf } from "../../src/api/schemas/order-create";
import { OrderListResponse, OrderResponse } from "../../src/api/schemas/orders";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import { orderCosts } from "../../src/domain/order-validation";
import { isValidS10 } from "../../src/domain/s10";
import { contractTermsOf } from "../orders/contract-terms";
import { CREATED_CHECKPOINT_MESSAGE, insertOrder } from "../orders/insert-order";
import { FILE_NOT_PDF, UNKNOWN_SALES_CHANNEL, checkOrder, refuseInvalid } from "../orders/validate-order";
import { MAX_BODY_BYTES } from "../http/validate";
import { DEMO_ORDERS } from "../seed/orders";
import { type Draft, EXPRESS, validOrderInput } from "../../tests/fixtures/orders";
import { serverPerTest } from "../testing/test-server";
import { EDIT_DISPATCHED } from "../orders/change-order";

const server = serverPerTest();

/** Seeded contracts of seller 1 (server/seed/order-plan.ts): Economy is DDU only, no dangerous goods. */
const ECONOMY = 3;
const OTHER_SELLERS_CONTRACT = 4;
const OTHER_SELLERS_CHANNEL = 4;
/** A CNPJ with real check digits. */
const VALID_CNPJ = "11.222.333/0001-81";
/** Smallest thing that starts like a PDF: the server checks the header, not the whole file. */
const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n").toString("base64");
/** An HS code that needs a document (ANVISA notification), as the e2e uses it. */
const CODE_NEEDING_DOCUMENT = "330499";

let counter = 0;
const uniqueNumber = () => `T-${Date.now()}-${(counter += 1)}`;
const newKey = () => `create-key-${Date.now()}-${(counter += 1)}`;

const validOrder = (): Draft => validOrderInput(uniqueNumber());

/** Deep copy so that each case changes its own order. */
const copy = <T>(value: T): T => structuredClone(value);

async function counts() {
  const count = async (table: "orders" | "order_boxes" | "order_items" | "order_volumes" | "checkpoints" | "order_documents") =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  return {
    orders: await count("orders"),
    boxes: await count("order_boxes"),
    items: await count("order_items"),
    volumes: await count("order_volumes"),
    checkpoints: await count("checkpoints"),
    documents: await count("order_documents"),
  };
}

const create = (body: unknown, token: string, key?: string) =>
  server.request("POST", "/v1/orders", { body, token, headers: key ? { "Idempotency-Key": key } : {} });

const fieldMessages = (json: unknown) => v.parse(ErrorBody, json).messages[0] as Record<string, string[]>;

describe("POST /v1/orders", () => {
  it("creates a valid order to a Brazilian receiver with every part, found by its number", async () => {
    const token = await server.login("operation");
    const order = validOrder();
    const answer = await create(order, token);
    expect(answer.status, answer.text).toBe(201);
    const created = v.parse(CreateOrderResponse, answer.json).data;
    expect(created).toMatchObject({
      order_number: order.order_number,
      data_source: 1,
      dispatched: false,
      status: "NEW",
      current_status: { id: ORDER_STATUSES.NEW, name: "NEW" },
      contract_id: EXPRESS,
      contract_name: "Express",
      sales_channel_name: "Shopify",
      incoterm: "DDP",
      insurance: true,
      total_value: 61.8,
      label: `/v1/orders/${created.id}/documents/label`,
      commercial_invoice: `/v1/orders/${created.id}/documents/commercial_invoice`,
      contain_battery: false,
      dangerous_good: false,
      customer: { full_name: "Maria Souza", document: "52998224725", document_type: "CPF", phone: "+5511912345678", country: "BR" },
      sender: { name: "Lumen Goods Ltd.", phone: "+8613800138000", country: "CN", tax_number_is_cpf: false, complement: null },
    });
    expect(created.reference).toMatch(/^NB\d{9}BR$/);
    expect(isValidS10(created.reference), created.reference).toBe(true);
    expect(created.boxes).toHaveLength(1);
    expect(created.boxes[0]!.items.map((i) => i.hs_code)).toEqual(["610910", "490199"]);
    expect(created.volumes).toEqual([expect.objectContaining({ box_number: 1, tracking_number: null, unit_products: 61.8 })]);
    expect(created.estimated_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The money is the contract's quote, as the wizard's cost summary computes it.
    const contract = contractTermsOf(await server.db.selectFrom("contracts").selectAll().where("id", "=", EXPRESS).executeTakeFirstOrThrow());
    const parsedOrder = { ...order, documents: [], landed_cost: false, boxes: order.boxes.map((b) => ({ ...b, harmful_products: false })) };
    const expected = orderCosts(parsedOrder as never, { contract })!;
    expect(created.freight_cost).toBe(expected.freight_cents / 100);
    expect(created.total_cost).toBe(expected.total_cents / 100);
    expect(created.insurance_cost).toBe(expected.insurance_cents / 100);

    const list = await server.request("GET", `/v1/orders?order_number=${encodeURIComponent(order.order_number)}`, { token });
    expect(list.status).toBe(200);
    expect(v.parse(OrderListResponse, list.json).data.elements.map((o) => o.id)).toEqual([created.id]);
    const one = await server.request("GET", `/v1/orders/${created.id}`, { token });
    expect(v.parse(OrderResponse, one.json).data.sender?.email).toBe("ops@lumen.example.com");
    const checkpoints = await server.db.selectFrom("checkpoints").selectAll().where("order_id", "=", created.id).execute();
    expect(checkpoints).toEqual([expect.objectContaining({ status_code: ORDER_STATUSES.NEW, message: CREATED_CHECKPOINT_MESSAGE })]);
  });

  it("accepts a company receiver with a valid CNPJ", async () => {
    const order = validOrder();
    order.customer.document = VALID_CNPJ;
    order.commercial_destination = true;
    const answer = await create(order, await server.login("admin"));
    expect(answer.status, answer.text).toBe(201);
    expect(v.parse(CreateOrderResponse, answer.json).data).toMatchObject({ commercial_destination: true, customer: { document: "11222333000181", document_type: "CNPJ" } });
  });

  const cases: { name: string; change: (o: Draft) => void; path: string; message: string }[] = [
    { name: "invalid CPF", change: (o) => (o.customer.document = "529.982.247-24"), path: "customer.document", message: "Invalid CPF" },
    { name: "eleven repeated digits", change: (o) => (o.customer.document = "111.111.111-11"), path: "customer.document", message: "Invalid CPF" },
    { name: "invalid CNPJ", change: (o) => (o.customer.document = "11.222.333/0001-82"), path: "customer.document", message: "Invalid CNPJ" },
    { name: "phone of another country", change: (o) => (o.customer.phone = "+1 415 555 0123"), path: "customer.phone", message: "Invalid phone" },
    { name: "invalid postal code", change: (o) => (o.customer.postal_code = "1310-10"), path: "customer.postal_code", message: "Invalid zip code" },
    { name: "invalid e-mail", change: (o) => (o.customer.email = "maria@"), path: "customer.email", message: "Invalid E-mail" },
    { name: "blank name", change: (o) => (o.customer.full_name = "  "), path: "customer.full_name", message: "Can't be blank" },
    { name: "letters in the house number", change: (o) => (o.customer.number = "10A"), path: "customer.number", message: "Digits only; put letters in the complement" },
    {
      name: "seller phone without +",
      change: (o) => (o.sender.phone = "138 0013 8000"),
      path: "sender.phone",
      message: "Invalid phone: write it with + and the country code",
    },
    { name: "HS code of 5 digits", change: (o) => (o.boxes[0]!.items[0]!.hs_code = "61091"), path: "boxes.0.items.0.hs_code", message: "The HS code has 6 or 8 digits" },
    { name: "PRC without RFB code", change: (o) => (o.prc = true), path: "seller_rfb_code", message: "The RFB code is required for PRC orders" },
    { name: "box without items", change: (o) => (o.boxes[0]!.items = []), path: "boxes.0", message: "A box must hold at least 1 item" },
    { name: "unit price 0", change: (o) => (o.boxes[0]!.items[0]!.unit_price = 0), path: "boxes.0.items.0.unit_price", message: "must be greater than 0.01" },
    {
      name: "side over 105 cm",
      change: (o) => (o.boxes[0]!.length = 110),
      path: "boxes.0.length",
      message: "Each side may be at most 105 cm (this one is 110 cm)",
    },
    {
      name: "sides over 200 cm",
      change: (o) => Object.assign(o.boxes[0]!, { length: 100, width: 100, height: 10 }),
      path: "boxes.0.length",
      message: "Length + width + height may be at most 200 cm (these are 210 cm)",
    },
    {
      name: "billed weight over 30 kg",
      change: (o) => (o.boxes[0]!.weight = 31),
      path: "boxes.0.weight",
      message: "A box may weigh at most 30 kg billed (this one is 31 kg)",
    },
    { name: "no agreement to the costs", change: (o) => (o.agreed_to_costs = false), path: "agreed_to_costs", message: "Agree to the cost summary to continue" },
    {
      name: "DDP on a DDU-only contract",
      change: (o) => (o.contract_id = ECONOMY),
      path: "incoterm",
      message: "This contract does not allow DDP for this order",
    },
    {
      name: "dangerous goods on a contract that refuses them",
      change: (o) => Object.assign(o, { contract_id: ECONOMY, incoterm: "DDU", boxes: [{ ...o.boxes[0]!, harmful_products: true }] }),
      path: "contract_id",
      message: "This contract does not carry dangerous goods",
    },
    { name: "another seller's contract", change: (o) => (o.contract_id = OTHER_SELLERS_CONTRACT), path: "contract_id", message: "Choose a contract" },
    {
      name: "landed cost with item values below freight and taxes",
      change: (o) => Object.assign(o, { landed_cost: true, boxes: [{ ...o.boxes[0]!, items: [{ ...o.boxes[0]!.items[1]!, unit_price: 0.5 }] }] }),
      path: "base",
      message: "Item values too low to cover freight and taxes",
    },
    {
      name: "an HS code that needs a document, without it",
      change: (o) => (o.boxes[0]!.items[0]!.hs_code = CODE_NEEDING_DOCUMENT),
      path: "documents",
      message: "Some important documents are missing!!! Include all documents to create an order.",
    },
  ];

  it.each(cases)("refuses $name with the field's message and writes nothing", async ({ change, path, message }) => {
    const token = await server.login("admin");
    const order = copy(validOrder());
    change(order);
    const before = await counts();
    const answer = await create(order, token, newKey());
    expect(answer.status, answer.text).toBe(422);
    expect(fieldMessages(answer.json)[path]).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it("refuses a number the seller already has, seeded or just created", async () => {
    const token = await server.login("admin");
    const seeded = { ...validOrder(), order_number: DEMO_ORDERS.undispatched.order_number };
    const first = await create(seeded, token);
    expect(first.status).toBe(422);
    expect(fieldMessages(first.json)).toEqual({ order_number: ["This order number already exists"] });

    const order = validOrder();
    expect((await create(order, token)).status).toBe(201);
    const before = await counts();
    const again = await create(order, token);
    expect(again.status).toBe(422);
    expect(fieldMessages(again.json)).toEqual({ order_number: ["This order number already exists"] });
    expect(await counts()).toEqual(before);
  });

  it("lets only one of two simultaneous creations of one number through", async () => {
    const [a, b] = await Promise.all([server.login("admin"), server.login("operation")]);
    const order = validOrder();
    const answers = await Promise.all([create(order, a), create(order, b)]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 422]);
    const rows = await server.db.selectFrom("orders").select("id").where("order_number", "=", order.order_number).execute();
    expect(rows).toHaveLength(1);
  });

  it("turns the unique index's refusal (a number taken after the check) into the field message", async () => {
    const user = { id: 1, seller_id: 1, group: "seller-admin" as const, name: "Ana", email: "admin@example.com", can_overpack: true, language: 0, session_id: 1 };
    const order = v.parse(OrderInput, validOrder());
    const check = refuseInvalid(await checkOrder(server.db, 1, order, { now: server.now() }));
    const taken = { ...order, order_number: DEMO_ORDERS.undispatched.order_number };
    const attempt = server.db.transaction().execute((trx) => insertOrder(trx, server.deps, user, taken, check));
    await expect(attempt).rejects.toMatchObject({ status: 422, messages: [{ order_number: ["This order number already exists"] }] });
  });

  it("replays the first answer for the same Idempotency-Key and creates one order", async () => {
    const token = await server.login("operation");
    const order = validOrder();
    const key = newKey();
    const first = await create(order, token, key);
    expect(first.status).toBe(201);
    server.advance(10_000);
    const replay = await create(order, token, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replay.json).toEqual(first.json);
    const rows = await server.db.selectFrom("orders").select("id").where("order_number", "=", order.order_number).execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a viewer with 403 and writes nothing", async () => {
    const token = await server.login("viewer");
    const before = await counts();
    const answer = await create(validOrder(), token);
    expect(answer.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("refuses another seller's sales channel", async () => {
    const token = await server.login("admin");
    const answer = await create({ ...validOrder(), sales_channel_id: OTHER_SELLERS_CHANNEL }, token);
    expect(answer.status).toBe(422);
    expect(fieldMessages(answer.json)).toEqual({ sales_channel_id: [UNKNOWN_SALES_CHANNEL] });
  });

  it("keeps the documents an HS code needs, and refuses a file that is no PDF", async () => {
    const token = await server.login("admin");
    const order = validOrder();
    order.boxes[0]!.items[0]!.hs_code = "3304.99";
    const notPdf = { hs_code: CODE_NEEDING_DOCUMENT, name: "notification.pdf", type: "application/pdf" as const, data: Buffer.from("hello").toString("base64") };
    const refused = await create({ ...order, documents: [notPdf] }, token);
    expect(refused.status).toBe(422);
    expect(fieldMessages(refused.json)).toEqual({ "documents.0.data": [FILE_NOT_PDF] });

    const answer = await create({ ...order, documents: [{ ...notPdf, data: TINY_PDF }] }, token);
    expect(answer.status, answer.text).toBe(201);
    const id = v.parse(CreateOrderResponse, answer.json).data.id;
    const documents = await server.db.selectFrom("order_documents").selectAll().where("order_id", "=", id).execute();
    expect(documents).toEqual([expect.objectContaining({ hs_code: CODE_NEEDING_DOCUMENT, name: "notification.pdf", data: TINY_PDF })]);
    // Removing the order removes its documents too.
    expect((await server.request("DELETE", `/v1/orders/${id}`, { token })).status).toBe(200);
    expect(await server.db.selectFrom("order_documents").select("id").where("order_id", "=", id).execute()).toEqual([]);
  });

  it("dispatches on creation when the seller's auto-dispatch setting is on", async () => {
    await server.db
      .insertInto("seller_settings")
      .values({ seller_id: 1, auto_dispatch: 1, strict_tax_id: 0, insurance_basis: "selling_price", insurance_value: 0, insurance_include_freight: 0, printing: null, updated_at: server.now().toISOString() })
      .execute();
    const token = await server.login("operation");
    const answer = await create(validOrder(), token);
    expect(answer.status, answer.text).toBe(201);
    const created = v.parse(CreateOrderResponse, answer.json).data;
    expect(created).toMatchObject({ dispatched: true, current_status: { id: ORDER_STATUSES.READY_TO_SHIP, name: "READY_TO_SHIP" } });
    expect(created.dispatched_at).toBe(server.now().toISOString());
    const checkpoints = await server.db.selectFrom("checkpoints").selectAll().where("order_id", "=", created.id).orderBy("id").execute();
    expect(checkpoints.filter((c) => c.status_code === ORDER_STATUSES.READY_TO_SHIP)).toHaveLength(1);
    expect(checkpoints.at(-1)).toMatchObject({ status_code: ORDER_STATUSES.READY_TO_SHIP, created_by: await server.userId("operation") });
  });

  it("leaves an order NEW without the auto-dispatch setting", async () => {
    const answer = await create(validOrder(), await server.login("admin"));
    expect(v.parse(CreateOrderResponse, answer.json).data.dispatched).toBe(false);
  });

  const badBodies: { name: string; body?: unknown; raw?: string; status: number; path?: string }[] = [
    { name: "a number as text", body: { ...validOrder(), contract_id: "1" }, status: 422, path: "contract_id" },
    { name: "NaN as text", body: { ...validOrder(), boxes: [{ ...validOrder().boxes[0]!, length: "NaN" }] }, status: 422, path: "boxes.0.length" },
    { name: "a huge name", body: { ...validOrder(), customer: { ...validOrder().customer, full_name: "x".repeat(5000) } }, status: 422, path: "customer.full_name" },
    { name: "boxes as an object", body: { ...validOrder(), boxes: { 0: validOrder().boxes[0] } }, status: 422, path: "boxes" },
    { name: "no boxes", body: { ...validOrder(), boxes: [] }, status: 422, path: "boxes" },
    { name: "a category not in the list", body: { ...validOrder(), boxes: [{ ...validOrder().boxes[0]!, items: [{ ...validOrder().boxes[0]!.items[0]!, category: "drugs" }] }] }, status: 422, path: "boxes.0.items.0.category" },
    { name: "a fractional quantity", body: { ...validOrder(), boxes: [{ ...validOrder().boxes[0]!, items: [{ ...validOrder().boxes[0]!.items[0]!, quantity: 1.5 }] }] }, status: 422, path: "boxes.0.items.0.quantity" },
    { name: "null customer", body: { ...validOrder(), customer: null }, status: 422, path: "customer" },
    { name: "an empty object", body: {}, status: 422 },
    { name: "an array", body: [validOrder()], status: 422 },
    { name: "an infinite number", raw: JSON.stringify(validOrder()).replace('"length":30', '"length":1e400'), status: 422, path: "boxes.0.length" },
    { name: "a bare NaN", raw: JSON.stringify(validOrder()).replace('"length":30', '"length":NaN'), status: 400 },
  ];

  it.each(badBodies)("answers $name with $status, never 500, and writes nothing", async ({ body, raw, status, path }) => {
    const token = await server.login("admin");
    const before = await counts();
    const answer = await server.request("POST", "/v1/orders", raw === undefined ? { body, token } : { rawBody: raw, token, headers: { "Content-Type": "application/json" } });
    expect(answer.status, answer.text).toBe(status);
    const messages = v.parse(ErrorBody, answer.json).messages;
    if (path) expect(Object.keys(messages[0] as Record<string, unknown>)).toContain(path);
    expect(await counts()).toEqual(before);
  });
});

describe("PUT /v1/orders/{id} with a whole order", () => {
  it("replaces the boxes and items before dispatch, and answers 409 after", async () => {
    const token = await server.login("admin");
    const order = validOrder();
    const created = v.parse(CreateOrderResponse, (await create(order, token)).json).data;
    const oldBoxIds = created.boxes.map((b) => b.id);

    const edited = copy(order);
    edited.customer.full_name = "Maria S. Souza";
    edited.boxes = [
      { ...order.boxes[0]!, items: [order.boxes[0]!.items[0]!] },
      { length: 20, width: 15, height: 10, empty_weight: 0.1, weight: 0.8, items: [{ ...order.boxes[0]!.items[1]!, quantity: 1 }] },
    ];
    const answer = await server.request("PUT", `/v1/orders/${created.id}`, { body: edited, token });
    expect(answer.status, answer.text).toBe(200);
    const replaced = v.parse(CreateOrderResponse, answer.json).data;
    expect(replaced).toMatchObject({ id: created.id, reference: created.reference, order_number: order.order_number, customer: { full_name: "Maria S. Souza" } });
    expect(replaced.boxes.map((b) => b.items.length)).toEqual([1, 1]);
    expect(replaced.boxes.some((b) => oldBoxIds.includes(b.id))).toBe(false);
    expect(replaced.volumes.map((vol) => vol.box_number)).toEqual([1, 2]);
    expect(await server.db.selectFrom("order_items").select("id").where("order_id", "=", created.id).execute()).toHaveLength(2);

    // Invalid edits are refused whole: the stored order stays as it was.
    const broken = copy(edited);
    broken.customer.document = "123";
    const refused = await server.request("PUT", `/v1/orders/${created.id}`, { body: broken, token });
    expect(refused.status).toBe(422);
    expect(fieldMessages(refused.json)["customer.document"]).toEqual(["Invalid CPF"]);
    expect(v.parse(OrderResponse, (await server.request("GET", `/v1/orders/${created.id}`, { token })).json).data.boxes).toHaveLength(2);

    const dispatched = await server.request("PUT", `/v1/orders/${created.id}/dispatch`, { token, headers: { "Idempotency-Key": newKey() } });
    expect(dispatched.status).toBe(200);
    const late = await server.request("PUT", `/v1/orders/${created.id}`, { body: order, token });
    expect(late.status).toBe(409);
    expect(v.parse(ErrorBody, late.json).messages).toEqual([EDIT_DISPATCHED]);
  });

  it("refuses taking another order's number, and answers 404 for another seller's order", async () => {
    const token = await server.login("admin");
    const created = v.parse(CreateOrderResponse, (await create(validOrder(), token)).json).data;
    const taken = { ...validOrder(), order_number: DEMO_ORDERS.undispatched.order_number };
    const answer = await server.request("PUT", `/v1/orders/${created.id}`, { body: taken, token });
    expect(answer.status).toBe(422);
    expect(fieldMessages(answer.json)).toEqual({ order_number: ["This order number already exists"] });
    const other = await server.request("PUT", `/v1/orders/${DEMO_ORDERS.otherSeller.undispatched.id}`, { body: validOrder(), token });
    expect(other.status).toBe(404);
  });
});

describe("the sender's website (issue 13)", () => {
  it("is refused unless it is an http or https link, on create, whole edit and check, and nothing is written", async () => {
    const token = await server.login("admin");
    const stored = v.parse(CreateOrderResponse, (await create(validOrder(), token)).json).data;
    const before = await counts();
    for (const website of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://files.example.com"]) {
      const order = validOrder();
      order.sender.website = website;
      const created = await create(order, token, newKey());
      expect(created.status, website).toBe(422);
      expect(fieldMessages(created.json), website).toEqual({ "sender.website": ["Must be a link starting with http:// or https://"] });

      const edited = await server.request("PUT", `/v1/orders/${stored.id}`, { body: { ...order, order_number: stored.order_number }, token });
      expect(edited.status, website).toBe(422);
      expect(fieldMessages(edited.json), website).toEqual({ "sender.website": ["Must be a link starting with http:// or https://"] });

      const checked = v.parse(CheckValidResponse, (await server.request("POST", "/v1/orders/check-valid", { body: { order }, token })).json).data;
      expect(checked.issues, website).toEqual([{ path: "sender.website", code: "invalid_link" }]);
    }
    expect(await counts()).toEqual(before);
    expect((await server.db.selectFrom("orders").select("sender_website").where("id", "=", stored.id).executeTakeFirstOrThrow()).sender_website).toBe("https://lumen.example.com");
  });
});

describe("POST /v1/orders/check-valid", () => {
  const check = (order: unknown, token: string, query = "") => server.request("POST", `/v1/orders/check-valid${query}`, { body: { order }, token });

  it("answers a valid order with its costs and writes nothing", async () => {
    const token = await server.login("viewer");
    const before = await counts();
    const answer = await check(validOrder(), token);
    expect(answer.status, answer.text).toBe(200);
    const result = v.parse(CheckValidResponse, answer.json).data;
    expect(result).toMatchObject({ valid: true, errors: {}, issues: [] });
    expect(result.costs).toMatchObject({ incoterm: "DDP" });
    expect(result.costs!.total).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it("answers every problem as a message and a code, without costs when a box breaks a limit", async () => {
    const token = await server.login("admin");
    const order = validOrder();
    order.customer.document = "12345678900";
    order.boxes[0]!.height = 120;
    order.order_number = DEMO_ORDERS.undispatched.order_number;
    const result = v.parse(CheckValidResponse, (await check(order, token)).json).data;
    expect(result.valid).toBe(false);
    expect(result.errors).toMatchObject({
      "customer.document": ["Invalid CPF"],
      "boxes.0.height": ["Each side may be at most 105 cm (this one is 120 cm)"],
      order_number: ["This order number already exists"],
    });
    expect(result.issues).toEqual(expect.arrayContaining([{ path: "customer.document", code: "invalid_cpf" }, expect.objectContaining({ path: "boxes.0.height", code: "side_too_long" })]));
    expect(result.costs).toBeNull();
  });

  it("does not count the edited order's own number as taken", async () => {
    const token = await server.login("admin");
    const order = validOrder();
    const created = v.parse(CreateOrderResponse, (await create(order, token)).json).data;
    expect(v.parse(CheckValidResponse, (await check(order, token)).json).data.errors.order_number).toEqual(["This order number already exists"]);
    expect(v.parse(CheckValidResponse, (await check(order, token, `?id=${created.id}`)).json).data.valid).toBe(true);
  });

  it("checks an order with two customs documents named by their HS codes, and names the one missing", async () => {
    const token = await server.login("admin");
    const order = validOrder();
    // Make-up (ANVISA notification) and a smartphone (ANATEL certificate): each needs a document.
    order.boxes[0]!.items[0]!.hs_code = CODE_NEEDING_DOCUMENT;
    order.boxes[0]!.items[1]!.hs_code = "85171300";
    const both = await check({ ...order, documents: [{ hs_code: CODE_NEEDING_DOCUMENT }, { hs_code: "85171300" }] }, token);
    expect(both.status, both.text).toBe(200);
    expect(v.parse(CheckValidResponse, both.json).data).toMatchObject({ valid: true, errors: {}, issues: [] });

    const one = v.parse(CheckValidResponse, (await check({ ...order, documents: [{ hs_code: CODE_NEEDING_DOCUMENT }] }, token)).json).data;
    expect(one.valid).toBe(false);
    expect(one.issues).toEqual([{ path: "documents", code: "documents_missing", params: { codes: "85171300" } }]);
  });

  it("takes two documents of 150 KB as the app sends them for a check, by code, within the standard body limit", async () => {
    const token = await server.login("admin");
    const order = validOrder();
    order.boxes[0]!.items[0]!.hs_code = CODE_NEEDING_DOCUMENT;
    order.boxes[0]!.items[1]!.hs_code = "85171300";
    const file = (hs_code: string) => ({ hs_code, name: `${hs_code}.pdf`, type: "application/pdf" as const, data: Buffer.alloc(MAX_ORDER_DOCUMENT_BYTES, "%PDF-").toString("base64") });
    const whole = v.parse(OrderInput, { ...order, documents: [file(CODE_NEEDING_DOCUMENT), file("85171300")] });
    const body = { order: checkInputOf(whole) };
    expect(JSON.stringify(body).length).toBeLessThan(MAX_BODY_BYTES);
    const answer = await server.request("POST", "/v1/orders/check-valid", { body, token });
    expect(answer.status, answer.text).toBe(200);
    expect(v.parse(CheckValidResponse, answer.json).data.valid).toBe(true);
  });

  it("answers shape errors with 422", async () => {
    const token = await server.login("admin");
    const answer = await check({ ...validOrder(), boxes: "none" }, token);
    expect(answer.status).toBe(422);
    expect(Object.keys(fieldMessages(answer.json))).toContain("order.boxes");
  });
});
