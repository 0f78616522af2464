import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { FISCAL_PAYMENT_MESSAGES, FiscalPaymentListResponse, FISCAL_PAYMENT_STATUSES } from "../../src/api/schemas/fiscal-payments";
import { DEMO_FISCAL_PAYMENTS } from "../seed/fiscal-payments";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const SELLER_1 = DEMO_FISCAL_PAYMENTS.filter((p) => p.seller === 1);
const SELLER_2 = DEMO_FISCAL_PAYMENTS.filter((p) => p.seller === 2);

async function list(query: string, user: "viewer" | "admin" | "operation" | "otherAdmin" = "viewer") {
  const answer = await server.request("GET", `/v1/fiscal_payments${query}`, { token: await server.login(user) });
  return answer;
}
async function listed(query: string, user?: "viewer" | "otherAdmin") {
  const answer = await list(query, user);
  expect(answer.status).toBe(200);
  return v.parse(FiscalPaymentListResponse, answer.json).data;
}

describe("GET /v1/fiscal_payments", () => {
  it("lists the seller's slips newest first, every status, with 48-digit lines and values in reais", async () => {
    const page = await listed("?limit=50");
    expect(page.count).toBe(SELLER_1.length);
    expect(page.ids).toEqual(page.elements.map((p) => p.id));
    expect(new Set(page.elements.map((p) => p.status))).toEqual(new Set(FISCAL_PAYMENT_STATUSES));
    const created = page.elements.map((p) => p.created_at);
    expect(created).toEqual([...created].sort().reverse());
    for (const payment of page.elements) expect(payment.barcode).toMatch(/^8\d{47}$/);
    expect(page.elements.map((p) => p.value).sort()).toEqual(SELLER_1.map((p) => p.value).sort());
    const error = page.elements.find((p) => p.status === "error")!;
    expect(error.messages.length).toBeGreaterThan(0);
    const processing = page.elements.find((p) => p.status === "processing")!;
    expect(processing.payment_date).toBeNull();
  });

  it("shows seller 2 only its own slips, and seller 1 none of them", async () => {
    const other = await listed("?limit=50", "otherAdmin");
    expect(other.count).toBe(SELLER_2.length);
    expect(new Set(other.elements.map((p) => p.seller_id))).toEqual(new Set([2]));
    const mine = await listed("?limit=50");
    expect(mine.ids.some((id) => other.ids.includes(id))).toBe(false);
  });

  it("pages with limit and offset without repeating a slip", async () => {
    const first = await listed("?limit=3&offset=0");
    const second = await listed("?limit=3&offset=3");
    expect(first.elements).toHaveLength(3);
    expect(first.count).toBe(SELLER_1.length);
    expect(second.ids.some((id) => first.ids.includes(id))).toBe(false);
  });

  it("narrows by status and by a value range, both ends included", async () => {
    const errors = await listed("?status=error");
    expect(errors.elements.map((p) => p.status)).toEqual(SELLER_1.filter((p) => p.status === "error").map(() => "error"));
    const between = await listed("?start_value=96.30&end_value=1250");
    expect(between.elements.map((p) => p.value).sort((a, b) => a - b)).toEqual(SELLER_1.map((p) => p.value).filter((x) => x >= 96.3 && x <= 1250).sort((a, b) => a - b));
    // An empty box in the form means "any".
    expect((await listed("?status=&start_value=")).count).toBe(SELLER_1.length);
  });

  it("narrows by payment, created and DIR dates as whole days, both ends included", async () => {
    const all = (await listed("?limit=50")).elements;
    const paid = all.filter((p) => p.payment_date !== null);
    const day = paid[0]!.payment_date!;
    const onPaymentDay = await listed(`?start_payment_date=${day}&end_payment_date=${day}`);
    expect(onPaymentDay.elements.map((p) => p.id)).toEqual(paid.filter((p) => p.payment_date === day).map((p) => p.id));

    const createdDay = all[0]!.created_at.slice(0, 10);
    const created = await listed(`?start_created_date=${createdDay}&end_created_date=${createdDay}`);
    expect(created.ids).toEqual(all.filter((p) => p.created_at.startsWith(createdDay)).map((p) => p.id));

    const dirDay = all[all.length - 1]!.dir_date!;
    const upToDir = await listed(`?end_dir_date=${dirDay}`);
    expect(upToDir.ids).toEqual(all.filter((p) => p.dir_date! <= dirDay).map((p) => p.id));
    expect(upToDir.count).toBeLessThan(all.length);
  });

  it("refuses bad filter values with 422 and a message under each field", async () => {
    const answer = await list("?start_payment_date=26/11/2026&end_dir_date=2026-02-30&start_value=ten&status=paid&limit=0");
    expect(answer.status).toBe(422);
    const [messages] = v.parse(ErrorBody, answer.json).messages;
    expect(messages).toMatchObject({
      start_payment_date: [FISCAL_PAYMENT_MESSAGES.date],
      start_value: [FISCAL_PAYMENT_MESSAGES.value],
      status: [FISCAL_PAYMENT_MESSAGES.status],
      limit: ["Must be at least 1"],
    });
    const impossibleDay = await list("?end_dir_date=2026-02-30");
    expect(impossibleDay.status).toBe(422);
    expect(v.parse(ErrorBody, impossibleDay.json).messages).toEqual([{ end_dir_date: [FISCAL_PAYMENT_MESSAGES.date] }]);
    const backwards = await list("?start_value=100&end_value=10");
    expect(backwards.status).toBe(422);
    expect(v.parse(ErrorBody, backwards.json).messages).toEqual([{ end_value: [FISCAL_PAYMENT_MESSAGES.endBeforeStart] }]);
  });

  it("answers 401 without a sign-in", async () => {
    expect((await server.request("GET", "/v1/fiscal_payments")).status).toBe(401);
  });
});
