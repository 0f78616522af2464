import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { NOTIFICATION_RULE_MESSAGES, type NotificationRuleBody, NotificationRuleListResponse, NotificationRuleResponse, RuleCheckpointResponse } from "../../src/api/schemas/notification-rules";
import { DEMO_NOTIFICATION_RULES } from "../seed/notification-rules";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();
const BASE = "/v1/notification_configurations";
const DELIVERED = 11;
const OUT_FOR_DELIVERY = 9;
const OTHER_SELLERS_CONTRACT = "4";

const body = (overrides: Partial<NotificationRuleBody> = {}): NotificationRuleBody => ({
  ruleName: "Tell the buyer",
  applyRuleTo: "all_shipments",
  contractCreation: "auto_add_contract",
  contractIds: [],
  isAllContractsSelected: true,
  conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR", "MX"] }],
  notifications: [{ checkpoint_id: DELIVERED, notification_type: "mail_customer" }],
  ...overrides,
});

const messagesOf = (json: unknown) => v.parse(ErrorBody, json).messages;
const ruleOf = (json: unknown) => v.parse(NotificationRuleResponse, json).data;
const ruleCount = async () => Number((await server.db.selectFrom("notification_rules").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);

async function create(token: string, overrides: Partial<NotificationRuleBody> = {}) {
  return server.request("POST", BASE, { token, body: body(overrides) });
}

describe("GET /v1/notification_configurations", () => {
  it("lists the seller's rules by name with their channels, and another seller sees none of them", async () => {
    const token = await server.login("viewer");
    const list = v.parse(NotificationRuleListResponse, (await server.request("GET", BASE, { token })).json).data;
    expect(list.count).toBe(DEMO_NOTIFICATION_RULES.length);
    expect(list.elements.map((r) => r.ruleName)).toEqual(["Buyer delivery updates", "Customs holds to the team"]);
    const [buyer, customs] = list.elements;
    expect(buyer).toMatchObject({ enabled: true, applyRuleTo: "all_shipments", contractCreation: "auto_add_contract", contractIds: ["all"], isAllContractsSelected: true });
    expect(buyer!.notifications).toEqual([
      { checkpoint_id: OUT_FOR_DELIVERY, notification_type: "mail_customer" },
      { checkpoint_id: OUT_FOR_DELIVERY, notification_type: "webhook_seller" },
      { checkpoint_id: DELIVERED, notification_type: "mail_customer" },
      { checkpoint_id: DELIVERED, notification_type: "webhook_seller" },
    ]);
    expect(customs).toMatchObject({ enabled: false, applyRuleTo: "some_shipments", contractCreation: "manual_add_contract", contractIds: ["1", "2"], isAllContractsSelected: false });

    const other = await server.login("otherAdmin");
    expect(v.parse(NotificationRuleListResponse, (await server.request("GET", BASE, { token: other })).json).data.count).toBe(0);
    expect((await server.request("GET", `${BASE}/${buyer!.id}`, { token: other })).status).toBe(404);
    expect((await server.request("GET", `${BASE}/${buyer!.id}/checkpoint/${DELIVERED}`, { token: other })).status).toBe(404);
    expect((await server.request("DELETE", `${BASE}/${buyer!.id}`, { token: other })).status).toBe(404);
    expect((await server.request("PUT", `${BASE}/${buyer!.id}/enable`, { token: other, body: { enabled: false } })).status).toBe(404);
    expect((await server.request("POST", BASE, { token: other, body: body({ id: buyer!.id }) })).status).toBe(404);
  });

  it("answers which channels of a rule fire on one tracking event", async () => {
    const token = await server.login("viewer");
    const answer = await server.request("GET", `${BASE}/1/checkpoint/${DELIVERED}`, { token });
    expect(answer.status).toBe(200);
    const view = v.parse(RuleCheckpointResponse, answer.json).data;
    expect(view.checkpoint).toEqual({ id: DELIVERED, tracking_code: "DELIVERED", title: "Delivered", zone_code: 5 });
    expect(view.channels).toEqual({ sms_customer: false, whats_customer: false, mail_customer: true, mail_seller: false, webhook_seller: true, webhook_admin: false });
    expect((await server.request("GET", `${BASE}/1/checkpoint/99`, { token })).status).toBe(404);
  });
});

describe("POST /v1/notification_configurations", () => {
  it("creates an enabled rule for all shipments, stored as contract ids [\"all\"] with auto add", async () => {
    const token = await server.login("operation");
    const answer = await create(token, { contractIds: ["1"] });
    expect(answer.status).toBe(201);
    const rule = ruleOf(answer.json);
    expect(rule).toMatchObject({ ruleName: "Tell the buyer", enabled: true, applyRuleTo: "all_shipments", contractCreation: "auto_add_contract", contractIds: ["all"], isAllContractsSelected: true });
    expect(rule.conditions).toEqual([{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR", "MX"] }]);
    expect(ruleOf((await server.request("GET", `${BASE}/${rule.id}`, { token })).json)).toEqual(rule);
  });

  it("creates a rule for some contracts with manual add, and refuses none or another seller's contract", async () => {
    const token = await server.login("admin");
    const some = ruleOf((await create(token, { applyRuleTo: "some_shipments", contractCreation: "", contractIds: ["2", "1", "2"], isAllContractsSelected: false })).json);
    expect(some).toMatchObject({ applyRuleTo: "some_shipments", contractCreation: "manual_add_contract", contractIds: ["2", "1"] });

    const none = await create(token, { ruleName: "None", applyRuleTo: "some_shipments", contractIds: [] });
    expect(none.status).toBe(422);
    expect(messagesOf(none.json)).toEqual([{ contractIds: [NOTIFICATION_RULE_MESSAGES.chooseContracts] }]);
    const foreign = await create(token, { ruleName: "Foreign", applyRuleTo: "some_shipments", contractIds: ["1", OTHER_SELLERS_CONTRACT] });
    expect(foreign.status).toBe(422);
    expect(messagesOf(foreign.json)).toEqual([{ contractIds: [NOTIFICATION_RULE_MESSAGES.notYourContract] }]);
  });

  it("refuses a name the seller already uses, word for word, also when two saves race; another seller may use it", async () => {
    const token = await server.login("admin");
    const taken = await create(token, { ruleName: "  Buyer delivery updates " });
    expect(taken.status).toBe(422);
    expect(messagesOf(taken.json)).toEqual([{ ruleName: ["The rule name provided already exists"] }]);

    const before = await ruleCount();
    const racing = await Promise.all([create(token, { ruleName: "Twice" }), create(await server.login("operation"), { ruleName: "Twice" })]);
    expect(racing.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(messagesOf(racing.find((a) => a.status === 422)!.json)).toEqual([{ ruleName: ["The rule name provided already exists"] }]);
    expect(await ruleCount()).toBe(before + 1);

    expect((await create(await server.login("otherAdmin"), { ruleName: "Buyer delivery updates" })).status).toBe(201);
  });

  it("lets only an administrator choose webhook_admin (403 otherwise, nothing stored)", async () => {
    const adminCell = { checkpoint_id: DELIVERED, notification_type: "webhook_admin" } as const;
    const before = await ruleCount();
    const refused = await create(await server.login("operation"), { notifications: [adminCell] });
    expect(refused.status).toBe(403);
    expect(messagesOf(refused.json)).toEqual([NOTIFICATION_RULE_MESSAGES.adminChannel]);
    expect(await ruleCount()).toBe(before);

    const made = await create(await server.login("admin"), { notifications: [adminCell] });
    expect(made.status).toBe(201);
    expect(ruleOf(made.json).notifications).toEqual([adminCell]);
  });

  it("refuses an operator the condition does not allow, a condition without values, and a rule without channels", async () => {
    const token = await server.login("admin");
    const badOperator = await create(token, { conditions: [{ condition_name: "Seller Price", operator: "is_any_of", values: ["10"] }] });
    expect(badOperator.status).toBe(422);
    expect(messagesOf(badOperator.json)).toEqual([{ "conditions.0": [NOTIFICATION_RULE_MESSAGES.operatorNotAllowed] }]);
    const noValues = await create(token, { conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: [] }] });
    expect(messagesOf(noValues.json)).toEqual([{ "conditions.0": [NOTIFICATION_RULE_MESSAGES.valuesRequired] }]);
    const noChannels = await create(token, { notifications: [] });
    expect(messagesOf(noChannels.json)).toEqual([{ notifications: [NOTIFICATION_RULE_MESSAGES.chooseChannels] }]);
  });

  it("refuses every write of a viewer (403) and changes nothing", async () => {
    const token = await server.login("viewer");
    const before = await ruleCount();
    expect((await create(token)).status).toBe(403);
    expect((await server.request("PUT", `${BASE}/1`, { token, body: body() })).status).toBe(403);
    expect((await server.request("PUT", `${BASE}/1/enable`, { token, body: { enabled: false } })).status).toBe(403);
    expect((await server.request("DELETE", `${BASE}/1`, { token })).status).toBe(403);
    expect(await ruleCount()).toBe(before);
    expect(ruleOf((await server.request("GET", `${BASE}/1`, { token })).json).enabled).toBe(true);
  });
});

describe("updating, enabling and removing a rule", () => {
  it("stores an updated rule disabled, whatever the body says, by POST with the id or by PUT", async () => {
    const token = await server.login("operation");
    const byPost = await server.request("POST", BASE, { token, body: body({ id: 1, ruleName: "Buyer delivery updates", enabled: true }) });
    expect(byPost.status).toBe(200);
    expect(ruleOf(byPost.json)).toMatchObject({ id: 1, enabled: false, notifications: [{ checkpoint_id: DELIVERED, notification_type: "mail_customer" }] });

    await server.request("PUT", `${BASE}/1/enable`, { token, body: { enabled: true } });
    expect(ruleOf((await server.request("GET", `${BASE}/1`, { token })).json).enabled).toBe(true);
    const byPut = await server.request("PUT", `${BASE}/1`, { token, body: body({ ruleName: "Renamed", enabled: true }) });
    expect(ruleOf(byPut.json)).toMatchObject({ id: 1, ruleName: "Renamed", enabled: false });
  });

  it("keeps a rule's webhook_admin cells when a non-administrator saves it, and refuses a new name that is taken", async () => {
    const admin = await server.login("admin");
    const adminCell = { checkpoint_id: DELIVERED, notification_type: "webhook_admin" } as const;
    const rule = ruleOf((await create(admin, { ruleName: "Shared", notifications: [adminCell] })).json);

    const operation = await server.login("operation");
    const saved = ruleOf((await server.request("PUT", `${BASE}/${rule.id}`, { token: operation, body: body({ ruleName: "Shared", notifications: [{ checkpoint_id: OUT_FOR_DELIVERY, notification_type: "sms_customer" }] }) })).json);
    expect(saved.notifications).toEqual([{ checkpoint_id: OUT_FOR_DELIVERY, notification_type: "sms_customer" }, adminCell]);

    const clash = await server.request("PUT", `${BASE}/${rule.id}`, { token: operation, body: body({ ruleName: "Customs holds to the team" }) });
    expect(clash.status).toBe(422);
    expect(messagesOf(clash.json)).toEqual([{ ruleName: ["The rule name provided already exists"] }]);
  });

  it("removes a rule for good, with its channels", async () => {
    const token = await server.login("admin");
    const removed = await server.request("DELETE", `${BASE}/1`, { token });
    expect(removed.status).toBe(200);
    expect((await server.request("GET", `${BASE}/1`, { token })).status).toBe(404);
    expect((await server.request("DELETE", `${BASE}/1`, { token })).status).toBe(404);
    const cells = await server.db.selectFrom("notification_rule_channels").select("rule_id").where("rule_id", "=", 1).execute();
    expect(cells).toEqual([]);
  });
});

describe("the unique name index", () => {
  it("refuses a second rule of the same seller and name even when written past the route's check", async () => {
    const row = { seller_id: 1, name: "Buyer delivery updates", enabled: 0 as const, apply_to: "all_shipments", contract_creation: "auto_add_contract", contract_ids: '["all"]', conditions: "[]", created_by: 1, created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" };
    await expect(server.db.insertInto("notification_rules").values(row).execute()).rejects.toThrow();
    await server.db.insertInto("notification_rules").values({ ...row, seller_id: 2 }).execute();
  });
});
