import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { NotificationDeliveryListResponse } from "../../src/api/schemas/notification-deliveries";
import { CheckpointResponse } from "../../src/api/schemas/orders";
import { FIRST_RETRY_DELAY_MS } from "../jobs/job-types";
import { WEBHOOK_MESSAGES, newWebhookSecret } from "../notifications/webhook-send";
import { DEMO_ORDERS } from "../seed/orders";
import { serverPerTest } from "../testing/test-server";
import { NO_DELIVERY_CONFIG } from "./delivery-config";
import { notificationDeliveryJob } from "./delivery-job";
import { queueNotificationDeliveries } from "./queue-deliveries";
import { insertTestRule, setSellerWebhook } from "./testing/delivery-fixtures";
import { startSmtpReceiver, startWebhookReceiver } from "./testing/receivers";

/**
 * Notification delivery for real (issue 21, decision 060): a checkpoint added on an order is
 * matched against the seller's enabled rules in its own transaction; each matching channel is a
 * durable job that sends once, to a real SMTP server and a real webhook receiver started here,
 * and retries with backoff, its log row telling the attempts and the last answer.
 */

const server = serverPerTest();
const order = DEMO_ORDERS.dispatched;
const IN_TRANSIT_EVENT = 5;
const CUSTOMS_HELD_EVENT = 8;
const secret = newWebhookSecret();

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
let keyCount = 0;

beforeEach(async () => {
  // Only this file's rules: the demo seed's own rules would add their deliveries to every count.
  await server.db.deleteFrom("notification_rule_channels").execute();
  await server.db.deleteFrom("notification_rules").execute();
  smtp = await startSmtpReceiver();
  hooks = await startWebhookReceiver(secret);
});
afterEach(async () => {
  await smtp.close();
  await hooks.close();
});

/** The order's seller and contract, and a user of the seller. */
async function orderFacts() {
  const row = await server.db.selectFrom("orders").select(["seller_id", "contract_id", "customer_email", "order_number", "reference"]).where("id", "=", order.id).executeTakeFirstOrThrow();
  return { ...row, userId: await server.userId("operation") };
}

async function ruleFor(cells: [number, "mail_customer" | "webhook_seller" | "mail_seller"][], extra: { enabled?: boolean; contractIds?: string[] } = {}) {
  const facts = await orderFacts();
  await setSellerWebhook(server.db, facts.seller_id, hooks.url, secret, server.now().toISOString());
  return insertTestRule(server.db, { sellerId: facts.seller_id, createdBy: facts.userId, cells, at: server.now().toISOString(), ...extra });
}

function addCheckpoint(token: string, body: Record<string, unknown>, key = `delivery-key-${(keyCount += 1)}`) {
  return server.request("POST", `/v1/orders/${order.id}/add-checkpoint`, { token, body, headers: { "Idempotency-Key": key } });
}

/** Runs every due delivery job once, with the test's SMTP server and private webhooks allowed. */
async function runDeliveries() {
  const handlers = { "notification-delivery": notificationDeliveryJob({ db: server.db, now: server.now, config: { ...NO_DELIVERY_CONFIG, smtpUrl: smtp.url }, webhooksAllowPrivate: true }) };
  const ends = [];
  for (let end = await server.jobs.runNext(handlers); end !== undefined; end = await server.jobs.runNext(handlers)) ends.push(end);
  return ends;
}

const deliveries = () => server.db.selectFrom("notification_deliveries").selectAll().where("order_id", "=", order.id).orderBy("channel").execute();

describe("notification delivery", () => {
  it("a checkpoint added on an order sends exactly one e-mail and one signed webhook, and logs both as sent", async () => {
    const facts = await orderFacts();
    await ruleFor([
      [IN_TRANSIT_EVENT, "mail_customer"],
      [IN_TRANSIT_EVENT, "webhook_seller"],
    ]);
    const token = await server.login("operation");
    const added = await addCheckpoint(token, { status: "IN_TRANSIT", message: "Arrived at the hub." });
    expect(added.status, added.text).toBe(201);
    const checkpoint = v.parse(CheckpointResponse, added.json).data;

    expect(await runDeliveries()).toEqual(["done", "done"]);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual([facts.customer_email]);
    expect(smtp.mails[0]!.raw).toContain(facts.order_number);
    expect(hooks.received).toHaveLength(1);
    const hook = hooks.received[0]!;
    expect(hook.signatureValid).toBe(true);
    const payload = JSON.parse(hook.body) as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe("tracking.checkpoint");
    expect(payload.data).toMatchObject({ order_id: order.id, order_number: facts.order_number, tracking_code: facts.reference, zone: 3, event: { code: "IN_TRANSIT" } });

    const log = await deliveries();
    expect(log.map((row) => [row.channel, row.status, row.attempts, row.checkpoint_id, row.recipient])).toEqual([
      ["mail_customer", "sent", 1, checkpoint.id, facts.customer_email],
      ["webhook_seller", "sent", 1, checkpoint.id, hooks.url],
    ]);
    // Nothing is left to run: the next pass sends nothing more.
    expect(await runDeliveries()).toEqual([]);
    expect(smtp.mails).toHaveLength(1);
    expect(hooks.received).toHaveLength(1);
  });

  it("retries a failing receiver with backoff, logging each attempt, until the last one fails for good", async () => {
    await ruleFor([[IN_TRANSIT_EVENT, "webhook_seller"]]);
    hooks.answerWith(500, "database down");
    const token = await server.login("operation");
    expect((await addCheckpoint(token, { status: "IN_TRANSIT", message: "Arrived at the hub." })).status).toBe(201);

    expect(await runDeliveries()).toEqual(["retry"]);
    let [row] = await deliveries();
    expect([row!.status, row!.attempts, row!.last_answer]).toEqual(["pending", 1, "500 database down"]);
    // Not due before its backoff.
    expect(await runDeliveries()).toEqual([]);
    server.advance(FIRST_RETRY_DELAY_MS);
    expect(await runDeliveries()).toEqual(["retry"]);
    server.advance(FIRST_RETRY_DELAY_MS * 2);
    hooks.answerWith(503, "still down");
    expect(await runDeliveries()).toEqual(["failed"]);
    [row] = await deliveries();
    expect([row!.status, row!.attempts, row!.last_answer, row!.sent_at]).toEqual(["failed", 3, "503 still down", null]);
    // Every attempt was the same message: one webhook-id a receiver can drop repeats by.
    expect(new Set(hooks.received.map((hook) => hook.headers["webhook-id"])).size).toBe(1);
    expect(hooks.received).toHaveLength(3);
  });

  it("a stored header no request can carry fails the delivery at once, with the reason, instead of leaving it pending", async () => {
    await ruleFor([[IN_TRANSIT_EVENT, "webhook_seller"]]);
    // Saved before header values were checked (the settings refuse it now): Chinese text, and a NUL.
    const headers = [{ name: "X-Shop", value: "商店" }, { name: "X-Other", value: "a\u0000b" }];
    await server.db.updateTable("notification_settings").set({ webhook_headers: JSON.stringify(headers) }).where("seller_id", "=", (await orderFacts()).seller_id).execute();
    const token = await server.login("operation");
    expect((await addCheckpoint(token, { status: "IN_TRANSIT", message: "Arrived at the hub." })).status).toBe(201);

    const ends = await runDeliveries();
    const [row] = await deliveries();
    expect(ends).toEqual(["failed"]);
    expect([row!.status, row!.attempts, row!.last_answer]).toEqual(["failed", 1, WEBHOOK_MESSAGES.badHeader]);
    expect(hooks.received).toHaveLength(0);
  });

  it("a receiver that recovers gets the message once, and the log says sent after two attempts", async () => {
    await ruleFor([[IN_TRANSIT_EVENT, "webhook_seller"]]);
    hooks.answerWith(500, "busy");
    const token = await server.login("operation");
    await addCheckpoint(token, { status: "IN_TRANSIT", message: "Arrived at the hub." });
    expect(await runDeliveries()).toEqual(["retry"]);
    hooks.answerWith(204, "");
    server.advance(FIRST_RETRY_DELAY_MS);
    expect(await runDeliveries()).toEqual(["done"]);
    const [row] = await deliveries();
    expect([row!.status, row!.attempts, row!.last_answer]).toEqual(["sent", 2, "204"]);
  });

  it("replaying the same checkpoint write delivers nothing twice", async () => {
    await ruleFor([
      [IN_TRANSIT_EVENT, "mail_customer"],
      [IN_TRANSIT_EVENT, "webhook_seller"],
    ]);
    const token = await server.login("operation");
    const body = { status: "IN_TRANSIT", message: "Arrived at the hub." };
    const first = await addCheckpoint(token, body, "replayed-key");
    const again = await addCheckpoint(token, body, "replayed-key");
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    // The checkpoint matched again (an import run twice over the same row, a redelivered job): no new delivery.
    const checkpoint = await server.db.selectFrom("checkpoints").selectAll().where("id", "=", v.parse(CheckpointResponse, first.json).data.id).executeTakeFirstOrThrow();
    expect(await server.db.transaction().execute((trx) => queueNotificationDeliveries(trx, { now: server.now, jobs: server.jobs }, [checkpoint]))).toBe(0);

    expect(await runDeliveries()).toEqual(["done", "done"]);
    expect(smtp.mails).toHaveLength(1);
    expect(hooks.received).toHaveLength(1);
    expect(await deliveries()).toHaveLength(2);
  });

  it("delivers nothing for a disabled rule, a contract out of the rule's scope, or another event", async () => {
    const facts = await orderFacts();
    await ruleFor([[IN_TRANSIT_EVENT, "mail_customer"]], { enabled: false });
    await ruleFor([[IN_TRANSIT_EVENT, "webhook_seller"]], { contractIds: [String(facts.contract_id + 1000)] });
    await ruleFor([[CUSTOMS_HELD_EVENT, "mail_seller"]]);
    const token = await server.login("operation");
    expect((await addCheckpoint(token, { status: "IN_TRANSIT", message: "Arrived at the hub." })).status).toBe(201);
    expect(await deliveries()).toEqual([]);
    expect(await runDeliveries()).toEqual([]);
    expect(smtp.mails).toEqual([]);
    expect(hooks.received).toEqual([]);

    // The rule on the customs event hears the checkpoint that names it, in scope by its contract's id.
    expect((await addCheckpoint(token, { status: "IN_TRANSIT", message: "Held for inspection.", event_code: "CUSTOMS_HELD" })).status).toBe(201);
    expect((await deliveries()).map((row) => [row.channel, row.event_code])).toEqual([["mail_seller", "CUSTOMS_HELD"]]);
  });

  it("refuses an event that does not fit the checkpoint's status (422) and writes nothing", async () => {
    const token = await server.login("operation");
    const before = await server.db.selectFrom("checkpoints").select("id").where("order_id", "=", order.id).execute();
    const answer = await addCheckpoint(token, { status: "DELIVERED", message: "Left at the door.", event_code: "CUSTOMS_HELD" });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain("This event does not fit this status");
    expect(await server.db.selectFrom("checkpoints").select("id").where("order_id", "=", order.id).execute()).toHaveLength(before.length);
  });

  it("lists the log by order and by rule within the seller only", async () => {
    const ruleId = await ruleFor([[IN_TRANSIT_EVENT, "webhook_seller"]]);
    const token = await server.login("operation");
    await addCheckpoint(token, { status: "IN_TRANSIT", message: "Arrived at the hub." });
    await runDeliveries();

    const byOrder = await server.request("GET", `/v1/notification_deliveries?order_id=${order.id}`, { token });
    expect(byOrder.status, byOrder.text).toBe(200);
    const page = v.parse(NotificationDeliveryListResponse, byOrder.json).data;
    expect(page.count).toBe(1);
    expect(page.elements[0]).toMatchObject({ rule_id: ruleId, order_id: order.id, order_number: order.order_number, channel: "webhook_seller", status: "sent", attempts: 1, recipient: hooks.url });
    const byRule = v.parse(NotificationDeliveryListResponse, (await server.request("GET", `/v1/notification_deliveries?rule_id=${ruleId}`, { token })).json).data;
    expect(byRule.ids).toEqual(page.ids);
    const otherRule = v.parse(NotificationDeliveryListResponse, (await server.request("GET", `/v1/notification_deliveries?rule_id=${ruleId + 1}`, { token })).json).data;
    expect(otherRule.count).toBe(0);

    const stranger = await server.login("otherAdmin");
    const theirs = v.parse(NotificationDeliveryListResponse, (await server.request("GET", `/v1/notification_deliveries?order_id=${order.id}`, { token: stranger })).json).data;
    expect(theirs).toEqual({ elements: [], count: 0, ids: [] });
  });

  it("keeps delivery jobs out of the seller's job list", async () => {
    await ruleFor([[IN_TRANSIT_EVENT, "webhook_seller"]]);
    const token = await server.login("operation");
    await addCheckpoint(token, { status: "IN_TRANSIT", message: "Arrived at the hub." });
    const jobs = await server.request<{ data: { count: number } }>("GET", "/v1/jobs", { token });
    expect(jobs.status).toBe(200);
    expect(jobs.json.data.count).toBe(0);
    expect(await server.db.selectFrom("jobs").select("kind").execute()).toEqual([{ kind: "notification-delivery" }]);
  });
});
