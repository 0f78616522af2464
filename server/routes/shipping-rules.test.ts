import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { OrdersImportJobResponse } from "../../src/api/schemas/jobs";
import { CheckValidResponse } from "../../src/api/schemas/order-create";
import { ImportRejectionListResponse } from "../../src/api/schemas/order-import";
import { IMPORT_COLUMNS } from "../../src/domain/order-import";
import { TEST_SENDER, importRow } from "../../tests/fixtures/order-import";
import { QuoteResponse } from "../../src/api/schemas/quotes";
import { RuleTestResponse, ShippingRuleListResponse, type ShippingRuleRequest, ShippingRuleResponse } from "../../src/api/schemas/shipping-rules";
import { RULE_MESSAGES } from "../../src/domain/shipping-rules/rule-problems";
import { DEMO_SHIPPING_RULES } from "../seed/shipping-rules";
import { serverPerTest } from "../testing/test-server";
import { EXPRESS, validOrderInput } from "../../tests/fixtures/orders";

const server = serverPerTest();

const noDhlToMexico: ShippingRuleRequest = {
  name: "No Andes Air to Mexico",
  priority: "",
  expiration: "",
  shipping_rules_conditions_attributes: [{ condition_name: "Destination Country", operator: "is_any_of", values: "MX, PE" }],
  shipping_rules_actions_attributes: [{ action_name: "never_use_courier", values: ["Andes Air Courier"] }],
};

const messagesOf = (json: unknown) => v.parse(ErrorBody, json).messages;

async function create(body: unknown, key: "admin" | "operation" | "viewer" | "otherAdmin" = "admin") {
  return server.request("POST", "/v1/shipping_rules", { token: await server.login(key), body });
}

async function listed(key: "admin" | "viewer" | "otherAdmin" = "admin") {
  const answer = await server.request("GET", "/v1/shipping_rules", { token: await server.login(key) });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(ShippingRuleListResponse, answer.json).data;
}

describe("/v1/shipping_rules", () => {
  it("lists the seeded rules in the order they act, and a viewer reads them", async () => {
    const list = await listed("viewer");
    expect(list.elements.map((rule) => rule.name)).toEqual(DEMO_SHIPPING_RULES.map((rule) => rule.name));
    expect(list.count).toBe(2);
    expect(list.elements[0]).toMatchObject({
      priority: 1,
      is_active: true,
      expiration: null,
      rule_conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["CL"] }],
      rule_actions: [{ action_name: "never_use_courier", values: ["Pampa Freight"] }],
    });
  });

  it("creates a rule with priority 5 when empty, values split at commas, active by default; reads, replaces and deletes it", async () => {
    const answer = await create(noDhlToMexico, "operation");
    expect(answer.status, answer.text).toBe(201);
    const rule = v.parse(ShippingRuleResponse, answer.json).data;
    expect(rule).toMatchObject({ name: "No Andes Air to Mexico", priority: 5, expiration: null, is_active: true, created_at: server.now().toISOString() });
    expect(rule.rule_conditions.map((condition) => condition.values)).toEqual([["MX", "PE"]]);

    const token = await server.login("admin");
    const shown = v.parse(ShippingRuleResponse, (await server.request("GET", `/v1/shipping_rules/${rule.id}`, { token })).json).data;
    expect(shown).toEqual(rule);

    const changed = await server.request("PUT", `/v1/shipping_rules/${rule.id}`, {
      token,
      body: {
        ...noDhlToMexico,
        priority: 2,
        expiration: "2030-01-31",
        is_active: false,
        shipping_rules_conditions_attributes: [{ condition_name: "All Shipments", operator: "is_any_of", values: ["ignored"] }],
        shipping_rules_actions_attributes: [{ action_name: "fixed_freight", values: ["12.50"] }],
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(v.parse(ShippingRuleResponse, changed.json).data).toMatchObject({
      priority: 2,
      expiration: "2030-01-31",
      is_active: false,
      rule_conditions: [{ condition_name: "All Shipments", operator: null, values: [] }],
      rule_actions: [{ action_name: "fixed_freight", values: ["12.50"] }],
    });
    expect((await listed()).elements.map((element) => element.name)).toEqual(["No Pampa Freight to Chile", "No Andes Air to Mexico", "DDP for Colombia over 100"]);

    expect((await server.request("DELETE", `/v1/shipping_rules/${rule.id}`, { token })).status).toBe(200);
    expect((await server.request("GET", `/v1/shipping_rules/${rule.id}`, { token })).status).toBe(404);
    expect(await server.db.selectFrom("shipping_rule_conditions").select("id").where("rule_id", "=", rule.id).execute()).toEqual([]);
  });

  it("refuses an operator that does not fit, a courier the seller has not, an incoterm, freight under 0.01, a blank name and two actions", async () => {
    const bad = await create({
      ...noDhlToMexico,
      shipping_rules_conditions_attributes: [
        { condition_name: "Destination Country", operator: "greater_than", values: ["1"] },
        { condition_name: "Seller Price", operator: "greater_than", values: ["lots"] },
        { condition_name: "Item SKU", operator: "shipment_contains", values: [] },
      ],
      shipping_rules_actions_attributes: [{ action_name: "never_use_courier", values: ["Nobody Express"] }],
    });
    expect(bad.status).toBe(422);
    expect(messagesOf(bad.json)).toEqual([
      {
        "shipping_rules_conditions_attributes.0.operator": [RULE_MESSAGES.operatorDoesNotFit],
        "shipping_rules_conditions_attributes.1.values": [RULE_MESSAGES.notANumber],
        "shipping_rules_conditions_attributes.2.values": [RULE_MESSAGES.blank],
        "shipping_rules_actions_attributes.0.values": [RULE_MESSAGES.unknownCourier],
      },
    ]);
    const action = async (action_name: string, values: string[]) =>
      messagesOf((await create({ ...noDhlToMexico, shipping_rules_actions_attributes: [{ action_name, values }] })).json);
    expect(await action("incoterm", ["CIF"])).toEqual([{ "shipping_rules_actions_attributes.0.values": [RULE_MESSAGES.incoterm] }]);
    expect(await action("fixed_freight", ["0.00"])).toEqual([{ "shipping_rules_actions_attributes.0.values": ["must be greater than 0.01"] }]);
    expect(await action("package", ["999999"])).toEqual([{ "shipping_rules_actions_attributes.0.values": [RULE_MESSAGES.unknownPackage] }]);
    // A courier rule names one courier.
    expect(await action("courier", ["Southern Cross Post", "Pampa Freight"])).toEqual([{ "shipping_rules_actions_attributes.0.values": [RULE_MESSAGES.oneValue] }]);

    const shapes = await create({ ...noDhlToMexico, name: " ", shipping_rules_actions_attributes: [] });
    expect(shapes.status).toBe(422);
    expect(messagesOf(shapes.json)).toEqual([{ name: ["Can't be blank"], shipping_rules_actions_attributes: ["Choose one action"] }]);
    expect((await listed()).count).toBe(2);
  });

  it("refuses a viewer's writes (403) and keeps sellers apart (404)", async () => {
    expect((await create(noDhlToMexico, "viewer")).status).toBe(403);
    const [seeded] = (await listed()).elements;
    const viewer = await server.login("viewer");
    expect((await server.request("PUT", `/v1/shipping_rules/${seeded!.id}`, { token: viewer, body: noDhlToMexico })).status).toBe(403);
    expect((await server.request("DELETE", `/v1/shipping_rules/${seeded!.id}`, { token: viewer })).status).toBe(403);

    const other = await server.login("otherAdmin");
    expect((await listed("otherAdmin")).elements).toEqual([]);
    expect((await server.request("GET", `/v1/shipping_rules/${seeded!.id}`, { token: other })).status).toBe(404);
    expect((await server.request("PUT", `/v1/shipping_rules/${seeded!.id}`, { token: other, body: { ...noDhlToMexico, shipping_rules_actions_attributes: [{ action_name: "incoterm", values: ["DDP"] }] } })).status).toBe(404);
    expect((await server.request("DELETE", `/v1/shipping_rules/${seeded!.id}`, { token: other })).status).toBe(404);
    expect((await listed()).count).toBe(2);
  });
});

describe("POST /v1/shipping_rules/test", () => {
  it("runs a saved rule on a sample shipment and answers what it hides, naming the rule", async () => {
    const [noPampa] = (await listed()).elements;
    const token = await server.login("viewer");
    const answer = await server.request("POST", "/v1/shipping_rules/test", {
      token,
      body: { rule_id: noPampa!.id, shipment: { destination_country: "cl", goods_value: 50, weight: 1 } },
    });
    expect(answer.status, answer.text).toBe(200);
    const result = v.parse(RuleTestResponse, answer.json).data;
    expect(result.matches).toBe(true);
    expect(result.before.some((option) => option.carrier_name === "Pampa Freight")).toBe(true);
    expect(result.after.some((option) => option.carrier_name === "Pampa Freight")).toBe(false);
    expect(result.after.length).toBe(result.before.filter((option) => option.carrier_name !== "Pampa Freight").length);
    expect(result.effects.map((effect) => effect.message)).toEqual(["Courier Pampa Freight hidden by rule 'No Pampa Freight to Chile'"]);

    const elsewhere = v.parse(RuleTestResponse, (await server.request("POST", "/v1/shipping_rules/test", { token, body: { rule_id: noPampa!.id, shipment: { destination_country: "BR", goods_value: 50, weight: 1 } } })).json).data;
    expect(elsewhere).toMatchObject({ matches: false, skipped: "conditions", effects: [] });
    expect(elsewhere.after).toEqual(elsewhere.before);
  });

  it("runs an unsaved rule on an existing order, and refuses another seller's order", async () => {
    const order = await server.db.selectFrom("orders").select(["id", "customer_country"]).where("seller_id", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    const token = await server.login("operation");
    const rule = { ...noDhlToMexico, name: "Fixed for this country", shipping_rules_conditions_attributes: [{ condition_name: "Destination Country", operator: "is_any_of", values: [order.customer_country] }], shipping_rules_actions_attributes: [{ action_name: "fixed_freight", values: ["9.99"] }] };
    const answer = await server.request("POST", "/v1/shipping_rules/test", { token, body: { rule, order_id: order.id } });
    expect(answer.status, answer.text).toBe(200);
    const result = v.parse(RuleTestResponse, answer.json).data;
    expect(result.matches).toBe(true);
    expect(result.after.length).toBeGreaterThan(0);
    expect(result.after.every((option) => option.freight === 9.99)).toBe(true);
    expect(result.effects[0]?.message).toBe("Freight fixed at 9.99 by rule 'Fixed for this country'");
    expect(await server.db.selectFrom("shipping_rules").select("id").execute()).toHaveLength(2);

    const otherOrder = await server.db.selectFrom("orders").select("id").where("seller_id", "=", 2).executeTakeFirstOrThrow();
    expect((await server.request("POST", "/v1/shipping_rules/test", { token, body: { rule, order_id: otherOrder.id } })).status).toBe(404);
    expect((await server.request("POST", "/v1/shipping_rules/test", { token, body: { rule } })).status).toBe(422);
  });
});

describe("rules acting on POST /v1/quotes", () => {
  it("hides Pampa Freight to Chile and says which rule did it; Brazil keeps it", async () => {
    const token = await server.login("viewer");
    const body = { destination_country: "CL", boxes: [{ length: 20, width: 15, height: 10, weight: 1.2 }], goods_value: 50 };
    const chile = v.parse(QuoteResponse, (await server.request("POST", "/v1/quotes", { token, body })).json).data;
    expect(chile.quotes.map((quote) => quote.carrier_name)).not.toContain("Pampa Freight");
    expect(chile.unavailable).toContainEqual({ contract_id: 3, contract_name: "Economy", reason: "hidden_by_rule", message: "Courier Pampa Freight hidden by rule 'No Pampa Freight to Chile'" });
    expect(chile.rule_effects).toEqual([expect.objectContaining({ rule_name: "No Pampa Freight to Chile", outcome: "applied", contract_ids: [3] })]);

    const brazil = v.parse(QuoteResponse, (await server.request("POST", "/v1/quotes", { token, body: { ...body, destination_country: "BR" } })).json).data;
    expect(brazil.quotes.map((quote) => quote.carrier_name)).toContain("Pampa Freight");
    expect(brazil.rule_effects).toEqual([]);
  });

  it("offers only DDP to Colombia above 100, and both at 100", async () => {
    const token = await server.login("admin");
    const body = { destination_country: "CO", boxes: [{ length: 20, width: 15, height: 10, weight: 1.2 }], goods_value: 100.01 };
    const above = v.parse(QuoteResponse, (await server.request("POST", "/v1/quotes", { token, body })).json).data;
    expect(new Set(above.quotes.map((quote) => quote.incoterm))).toEqual(new Set(["DDP"]));
    const at = v.parse(QuoteResponse, (await server.request("POST", "/v1/quotes", { token, body: { ...body, goods_value: 100 } })).json).data;
    expect(new Set(at.quotes.map((quote) => quote.incoterm))).toEqual(new Set(["DDP", "DDU"]));
  });
});

describe("rules acting on orders", () => {
  it("refuses to create or check an order with a courier a rule forbids, naming the rule; an expired rule no longer does", async () => {
    const token = await server.login("operation");
    const rule = v.parse(
      ShippingRuleResponse,
      (
        await create({
          name: "No Andes Air to Brazil",
          shipping_rules_conditions_attributes: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }],
          shipping_rules_actions_attributes: [{ action_name: "never_use_courier", values: ["Andes Air Courier"] }],
        })
      ).json,
    ).data;
    const order = validOrderInput(`RULE-${Date.now()}`);
    expect(order.contract_id).toBe(EXPRESS);
    const refusal = 'Courier Andes Air Courier may not be used: rule "No Andes Air to Brazil" forbids it';

    const refused = await server.request("POST", "/v1/orders", { token, body: order });
    expect(refused.status).toBe(422);
    expect(messagesOf(refused.json)).toEqual([{ contract_id: [refusal] }]);
    expect(await server.db.selectFrom("orders").select("id").where("order_number", "=", order.order_number).execute()).toEqual([]);

    const checked = v.parse(CheckValidResponse, (await server.request("POST", "/v1/orders/check-valid", { token, body: { order } })).json).data;
    expect(checked.valid).toBe(false);
    expect(checked.issues).toContainEqual({ path: "contract_id", code: "courier_forbidden_by_rule", params: { carrier: "Andes Air Courier", rule: "No Andes Air to Brazil" } });

    const yesterday = new Date(server.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    const admin = await server.login("admin");
    const expired = await server.request("PUT", `/v1/shipping_rules/${rule.id}`, {
      token: admin,
      body: { name: rule.name, expiration: yesterday, shipping_rules_conditions_attributes: rule.rule_conditions, shipping_rules_actions_attributes: rule.rule_actions },
    });
    expect(expired.status, expired.text).toBe(200);
    expect((await server.request("POST", "/v1/orders", { token, body: order })).status).toBe(201);
  });
});

describe("freight rules acting on orders (one figure: quote, order, dispatch)", () => {
  it("stores, checks and charges the freight a fixed-freight rule sets, as the quote says, naming the rule", async () => {
    const created = await create({
      name: "Flat freight to Brazil",
      shipping_rules_conditions_attributes: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }],
      shipping_rules_actions_attributes: [{ action_name: "fixed_freight", values: ["7.77"] }],
    });
    expect(created.status, created.text).toBe(201);
    const token = await server.login("operation");
    const order = validOrderInput(`FLAT-${Date.now()}`);
    const boxes = order.boxes.map(({ length, width, height, weight }) => ({ length, width, height, weight }));
    const goods = order.boxes.flatMap((box) => box.items).reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
    const quoted = v.parse(QuoteResponse, (await server.request("POST", "/v1/quotes", { token, body: { destination_country: "BR", boxes, goods_value: goods, insurance: order.insurance } })).json).data;
    const quote = quoted.quotes.find((candidate) => candidate.contract_id === order.contract_id && candidate.incoterm === order.incoterm);
    expect(quote?.freight).toBe(7.77);
    expect(quoted.rule_effects).toContainEqual(expect.objectContaining({ rule_name: "Flat freight to Brazil", action_name: "fixed_freight", outcome: "applied" }));

    const checked = v.parse(CheckValidResponse, (await server.request("POST", "/v1/orders/check-valid", { token, body: { order } })).json).data;
    expect(checked.costs).toMatchObject({ freight: 7.77, total: quote?.total });

    const answer = await server.request("POST", "/v1/orders", { token, body: order, headers: { "Idempotency-Key": `flat-${order.order_number}` } });
    expect(answer.status, answer.text).toBe(201);
    const stored = await server.db.selectFrom("orders").select(["id", "freight_value_cents", "freight_cost_cents", "total_cost_cents"]).where("order_number", "=", order.order_number).executeTakeFirstOrThrow();
    expect(stored.freight_value_cents).toBe(777);
    expect(stored.total_cost_cents).toBe(Math.round((quote?.total ?? 0) * 100));
    // What the contract's price table gives stays the cost; the rule's figure is what is charged.
    expect(stored.freight_cost_cents).not.toBe(777);
    const volumes = await server.db.selectFrom("order_volumes").select("unit_freight_cents").where("order_id", "=", stored.id).execute();
    expect(volumes.reduce((sum, volume) => sum + Number(volume.unit_freight_cents), 0)).toBe(777);

    const dispatched = await server.request("PUT", `/v1/orders/${stored.id}/dispatch`, { token, headers: { "Idempotency-Key": `flat-dispatch-${stored.id}` } });
    expect(dispatched.status, dispatched.text).toBe(200);
    const charged = await server.db.selectFrom("seller_account_events").select("value_cents").where("order_id", "=", stored.id).execute();
    expect(charged.map((event) => Number(event.value_cents))).toEqual([-777]);
  });

  it("raises an order's freight by a freight_from_cost rule's percentage of the contract's freight", async () => {
    const token = await server.login("operation");
    const order = validOrderInput(`PLUS-${Date.now()}`);
    const before = v.parse(CheckValidResponse, (await server.request("POST", "/v1/orders/check-valid", { token, body: { order } })).json).data.costs;
    expect((await create({ name: "Ten percent on Brazil", shipping_rules_conditions_attributes: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }], shipping_rules_actions_attributes: [{ action_name: "freight_from_cost", values: ["10"] }] })).status).toBe(201);
    const after = v.parse(CheckValidResponse, (await server.request("POST", "/v1/orders/check-valid", { token, body: { order } })).json).data.costs;
    const contractFreight = Math.round((before?.freight ?? 0) * 100);
    expect(Math.round((after?.freight ?? 0) * 100)).toBe(Math.round(contractFreight * 1.1));
    expect(Math.round((after?.total ?? 0) * 100)).toBe(Math.round((before?.total ?? 0) * 100) - contractFreight + Math.round(contractFreight * 1.1));
  });
});

describe("rules acting on imports", () => {
  it("rejects an imported order whose courier a rule forbids, naming the rule, and gives a row without a contract the courier a rule chooses", async () => {
    const admin = await server.login("admin");
    for (const rule of [
      { name: "No Andes Air to Brazil", condition: { condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }, action: { action_name: "never_use_courier", values: ["Andes Air Courier"] } },
      { name: "Shopify goes Southern Cross", condition: { condition_name: "Channel", operator: "is_any_of", values: ["shopify"] }, action: { action_name: "courier", values: ["Southern Cross Post"] } },
    ]) {
      const made = await create({ name: rule.name, shipping_rules_conditions_attributes: [rule.condition], shipping_rules_actions_attributes: [rule.action] });
      expect(made.status, made.text).toBe(201);
    }
    const rows = [importRow("RULE-IMP-1", { sales_channel: "Shopify", contract: "Express" }), importRow("RULE-IMP-2", { sales_channel: "Shopify", contract: "" })];
    const started = await server.request("POST", "/v1/orders/import", {
      token: admin,
      headers: { "Idempotency-Key": `rules-import-${Date.now()}` },
      body: { file_name: "rules.csv", columns: [...IMPORT_COLUMNS], rows: rows.map((values, index) => ({ line: index + 2, values })), sender: TEST_SENDER },
    });
    expect(started.status, started.text).toBe(202);
    const job = v.parse(OrdersImportJobResponse, started.json).data;
    await server.runJobs();
    const done = v.parse(OrdersImportJobResponse, (await server.request("GET", `/v1/jobs/${job.id}`, { token: admin })).json).data;
    expect(done.details.result).toMatchObject({ valid: 1, rejected: 1 });

    const created = await server.db.selectFrom("orders").select(["order_number", "contract_id"]).where("order_number", "like", "RULE-IMP-%").execute();
    expect(created).toEqual([{ order_number: "RULE-IMP-2", contract_id: 2 }]);
    const rejected = v.parse(ImportRejectionListResponse, (await server.request("GET", "/v1/orders/import/errors", { token: admin })).json).data.elements;
    const first = rejected.find((rejection) => rejection.order_number === "RULE-IMP-1");
    expect(first?.messages).toContainEqual(expect.objectContaining({ code: "courier_forbidden_by_rule", line: 2, column: "contract", text: 'Courier Andes Air Courier may not be used: rule "No Andes Air to Brazil" forbids it' }));
  });
});
