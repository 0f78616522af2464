import { describe, expect, it } from "vitest";
import { purgeExpiredRecords } from "./maintenance";
import { IMPORT_REJECTION_RETENTION_DAYS, MAIL_RETENTION_DAYS } from "./personal-data-retention";
import { serverPerTest } from "./testing/test-server";

/** Mails and imports' rejected orders are kept 30 days, then purged with the other old rows (decision 069). */
const server = serverPerTest();
const DAY_MS = 24 * 60 * 60 * 1000;

async function rejectOrder(orderNumber: string) {
  await server.db
    .insertInto("order_import_rejections")
    .values({
      seller_id: 1,
      user_id: await server.userId("admin"),
      job_id: `job-${orderNumber}`,
      file_name: "orders.csv",
      order_number: orderNumber,
      first_line: 2,
      lines: "[2]",
      columns: JSON.stringify(["order_number", "receiver_name", "receiver_tax_id"]),
      rows: JSON.stringify([{ line: 2, values: [orderNumber, "Ana Souza", "123.456.789-09"] }]),
      messages: "[]",
      created_at: server.now().toISOString(),
    })
    .execute();
}

const mails = async () => (await server.db.selectFrom("mail_outbox").select("subject").execute()).length;
const rejections = async () => (await server.db.selectFrom("order_import_rejections").select("order_number").orderBy("order_number").execute()).map((r) => r.order_number);

describe("personal data retention", () => {
  it("keeps a verification mail 30 days and not longer", async () => {
    const saved = await server.request("PUT", "/v1/notification_settings/1", { token: await server.login("admin"), body: { sender_email: "notify@lumen-shop.example" } });
    expect(saved.status).toBe(200);
    expect(await mails()).toBe(1);
    server.advance(MAIL_RETENTION_DAYS * DAY_MS);
    await purgeExpiredRecords(server.deps);
    expect(await mails()).toBe(1);
    server.advance(1000);
    await purgeExpiredRecords(server.deps);
    expect(await mails()).toBe(0);
  });

  it("keeps an import's rejected orders 30 days after the import, a later import's longer", async () => {
    await rejectOrder("OLD-1");
    server.advance(10 * DAY_MS);
    await rejectOrder("NEW-1");
    server.advance((IMPORT_REJECTION_RETENTION_DAYS - 10) * DAY_MS + 1000);
    await purgeExpiredRecords(server.deps);
    expect(await rejections()).toEqual(["NEW-1"]);
    server.advance(10 * DAY_MS);
    await purgeExpiredRecords(server.deps);
    expect(await rejections()).toEqual([]);
  });
});
