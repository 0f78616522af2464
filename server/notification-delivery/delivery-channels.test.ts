import { type IncomingHttpHeaders, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newWebhookSecret } from "../notifications/webhook-send";
import { DEMO_ORDERS } from "../seed/orders";
import { serverPerTest } from "../testing/test-server";
import { type DeliveryConfig, NO_DELIVERY_CONFIG } from "./delivery-config";
import { notificationDeliveryJob } from "./delivery-job";
import { OUTBOX_ANSWER } from "./mailer";
import { DELIVERY_ANSWERS } from "./send-delivery";
import { insertTestRule, setSellerWebhook } from "./testing/delivery-fixtures";
import { startWebhookReceiver } from "./testing/receivers";

/**
 * Each channel's receiver (decision 060): the mail outbox without SMTP_URL, texts in Portuguese
 * for a Brazilian receiver, the seller's own address, the administrator's webhook, and SMS only
 * when the seller turned it on, through the provider (a local stand-in of its API).
 */

const server = serverPerTest();
const order = DEMO_ORDERS.dispatched;
const DELIVERED_EVENT = 11;

let sms: { received: { form: URLSearchParams; headers: IncomingHttpHeaders }[]; url: string; close: () => Promise<void> };

beforeEach(async () => {
  // Only this file's rules: the demo seed's own rules would add their deliveries to every count.
  await server.db.deleteFrom("notification_rule_channels").execute();
  await server.db.deleteFrom("notification_rules").execute();
  const received: { form: URLSearchParams; headers: IncomingHttpHeaders }[] = [];
  const stand = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")), headers: request.headers });
      response.writeHead(201, { "content-type": "application/json" }).end('{"sid":"SM1","status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => stand.listen(0, "127.0.0.1", resolve));
  sms = { received, url: `http://127.0.0.1:${(stand.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => stand.close(() => resolve())) };
});
afterEach(() => sms.close());

async function deliverOn(cells: [number, "mail_customer" | "mail_seller" | "webhook_admin" | "sms_customer" | "whats_customer"][], config: DeliveryConfig) {
  const row = await server.db.selectFrom("orders").select(["seller_id"]).where("id", "=", order.id).executeTakeFirstOrThrow();
  await insertTestRule(server.db, { sellerId: row.seller_id, createdBy: await server.userId("admin"), name: "Delivered", cells, at: server.now().toISOString() });
  const token = await server.login("operation");
  const added = await server.request("POST", `/v1/orders/${order.id}/add-checkpoint`, { token, body: { status: "DELIVERED", message: "Left with the porter." }, headers: { "Idempotency-Key": `channels-${cells.map(([, channel]) => channel).join("-")}` } });
  expect(added.status, added.text).toBe(201);
  const handlers = { "notification-delivery": notificationDeliveryJob({ db: server.db, now: server.now, config, webhooksAllowPrivate: true }) };
  while ((await server.jobs.runNext(handlers)) !== undefined);
  return server.db.selectFrom("notification_deliveries").selectAll().where("order_id", "=", order.id).orderBy("channel").execute();
}

const smsConfig = (): DeliveryConfig => ({ ...NO_DELIVERY_CONFIG, sms: { baseUrl: sms.url, accountSid: "AC1", authToken: "token", smsFrom: "+15550001111", whatsappFrom: null } });

describe("delivery channels", () => {
  it("without SMTP_URL puts the buyer's mail, in Portuguese for Brazil, and the seller's mail into the mail outbox", async () => {
    await server.db.updateTable("orders").set({ customer_country: "BR", customer_email: "maria@example.com.br" }).where("id", "=", order.id).execute();
    const seller = await server.db.selectFrom("sellers").innerJoin("orders", "orders.seller_id", "sellers.id").select(["sellers.name", "sellers.email"]).where("orders.id", "=", order.id).executeTakeFirstOrThrow();
    const log = await deliverOn(
      [
        [DELIVERED_EVENT, "mail_customer"],
        [DELIVERED_EVENT, "mail_seller"],
      ],
      NO_DELIVERY_CONFIG,
    );
    expect(log.map((row) => [row.channel, row.status, row.recipient, row.last_answer])).toEqual([
      ["mail_customer", "sent", "maria@example.com.br", OUTBOX_ANSWER],
      ["mail_seller", "sent", seller.email, OUTBOX_ANSWER],
    ]);
    const buyer = await server.db.selectFrom("mail_outbox").selectAll().where("recipient", "=", "maria@example.com.br").executeTakeFirstOrThrow();
    expect(buyer.subject).toBe(`${seller.name}: pedido ${order.order_number} — Entregue`);
    expect(buyer.body).toContain(`Seu pedido ${order.order_number} de ${seller.name}: Entregue.`);
    const own = await server.db.selectFrom("mail_outbox").selectAll().where("recipient", "=", seller.email).executeTakeFirstOrThrow();
    expect(own.subject).toBe(`Order ${order.order_number}: Delivered`);
    expect(own.body).toContain('the notification rule "Delivered"');
  });

  it("signs the administrator's webhook with the platform's secret", async () => {
    const secret = newWebhookSecret();
    const admin = await startWebhookReceiver(secret);
    try {
      const log = await deliverOn([[DELIVERED_EVENT, "webhook_admin"]], { ...NO_DELIVERY_CONFIG, adminWebhook: { url: admin.url, secret } });
      expect(log.map((row) => [row.status, row.recipient])).toEqual([["sent", admin.url]]);
      expect(admin.received.map((hook) => hook.signatureValid)).toEqual([true]);
    } finally {
      await admin.close();
    }
  });

  it("logs a clear failure, at the first attempt, for a channel nothing is set up to receive", async () => {
    const log = await deliverOn([[DELIVERED_EVENT, "webhook_admin"]], NO_DELIVERY_CONFIG);
    expect(log.map((row) => [row.status, row.attempts, row.last_answer])).toEqual([["failed", 1, DELIVERY_ANSWERS.noAdminWebhook]]);
  });

  it("sends no SMS while the seller has SMS off, even with a provider", async () => {
    const log = await deliverOn([[DELIVERED_EVENT, "sms_customer"]], smsConfig());
    expect(log.map((row) => [row.status, row.last_answer])).toEqual([["failed", DELIVERY_ANSWERS.smsOff]]);
    expect(sms.received).toEqual([]);
  });

  it("sends the buyer's SMS through the provider once the seller turned SMS on and confirmed its cost; WhatsApp needs its own sender", async () => {
    const row = await server.db.selectFrom("orders").select(["seller_id", "customer_phone"]).where("id", "=", order.id).executeTakeFirstOrThrow();
    await setSellerWebhook(server.db, row.seller_id, "https://example.com/hooks", newWebhookSecret(), server.now().toISOString());
    const adminId = await server.userId("admin");
    const at = server.now().toISOString();
    await server.db
      .updateTable("notification_settings")
      .set({ sms_enabled: 1, sms_cost_confirmed_at: at, sms_cost_confirmed_by: adminId, whatsapp_enabled: 1, whatsapp_cost_confirmed_at: at, whatsapp_cost_confirmed_by: adminId })
      .where("seller_id", "=", row.seller_id)
      .execute();
    const log = await deliverOn(
      [
        [DELIVERED_EVENT, "sms_customer"],
        [DELIVERED_EVENT, "whats_customer"],
      ],
      smsConfig(),
    );
    expect(log.map((entry) => [entry.channel, entry.status, entry.recipient])).toEqual([
      ["sms_customer", "sent", row.customer_phone],
      ["whats_customer", "failed", row.customer_phone],
    ]);
    expect(sms.received).toHaveLength(1);
    expect(sms.received[0]!.form.get("To")).toBe(row.customer_phone);
    expect(sms.received[0]!.form.get("Body")).toContain(order.order_number);
  });
});
