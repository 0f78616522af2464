import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { OrdersImportJobResponse } from "../../src/api/schemas/jobs";
import { ImportRejectionListResponse } from "../../src/api/schemas/order-import";
import { STRICT_TAX_ID_MESSAGES, SellerSettingsResponse } from "../../src/api/schemas/seller-settings";
import { IMPORT_COLUMNS } from "../../src/domain/order-import";
import { completeCpf, formatTaxDocument } from "../../src/domain/tax-documents";
import { TEST_SENDER, importRow } from "../../tests/fixtures/order-import";
import { validOrderInput } from "../../tests/fixtures/orders";
import { IRREGULAR_CPF_PREFIX, UNREACHABLE_CPF_PREFIX } from "../tax-id-check/local-provider";
import { serverPerTest } from "../testing/test-server";

/** The strict tax-id (CPF) check (advanced settings; decision 064) through the local stand-in. */
const server = serverPerTest();

const settingsOf = (answer: { json: unknown }) => v.parse(SellerSettingsResponse, answer.json).data;
const messagesOf = (answer: { json: unknown }) => v.parse(ErrorBody, answer.json).messages;
/** CPFs with real check digits that the stand-in answers each way. */
const IRREGULAR_CPF = formatTaxDocument(completeCpf(`${IRREGULAR_CPF_PREFIX}123456`));
const UNREACHABLE_CPF = formatTaxDocument(completeCpf(`${UNREACHABLE_CPF_PREFIX}123456`));
const REGULAR_CPF = "529.982.247-25";

let counter = 0;
const orderWith = (document: string) => {
  const order = validOrderInput(`STRICT-${Date.now()}-${(counter += 1)}`);
  return { ...order, customer: { ...order.customer, document } };
};

async function turnOn() {
  const answer = await server.request("PUT", "/v1/seller_settings/1", { token: await server.login("admin"), body: { strict_tax_id: true, strict_tax_id_cost_confirmed: true } });
  expect(answer.status, answer.text).toBe(200);
}

describe("the strict tax-id check setting", () => {
  it("is turned on only with the extra cost confirmed, recording who and when; saving it again needs nothing more; off forgets it", async () => {
    const admin = await server.login("admin");
    const refused = await server.request("PUT", "/v1/seller_settings/1", { token: admin, body: { strict_tax_id: true } });
    expect(refused.status).toBe(422);
    expect(messagesOf(refused)).toEqual([{ strict_tax_id: [STRICT_TAX_ID_MESSAGES.confirmCost] }]);
    expect(settingsOf(await server.request("GET", "/v1/seller_settings/1", { token: admin })).strict_tax_id).toBe(false);

    const on = settingsOf(await server.request("PUT", "/v1/seller_settings/1", { token: admin, body: { strict_tax_id: true, strict_tax_id_cost_confirmed: true } }));
    expect(on.strict_tax_id).toBe(true);
    expect(on.strict_tax_id_confirmation).toEqual({ by: expect.any(String), at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(on.strict_tax_id_confirmation?.by).not.toBe("");

    const again = await server.request("PUT", "/v1/seller_settings/1", { token: await server.login("operation"), body: { strict_tax_id: true, auto_dispatch: false } });
    expect(again.status).toBe(200);
    expect(settingsOf(again).strict_tax_id_confirmation).toEqual(on.strict_tax_id_confirmation);

    const off = settingsOf(await server.request("PUT", "/v1/seller_settings/1", { token: admin, body: { strict_tax_id: false } }));
    expect(off).toMatchObject({ strict_tax_id: false, strict_tax_id_confirmation: null });
  });

  it("is refused to a viewer (403)", async () => {
    const answer = await server.request("PUT", "/v1/seller_settings/1", { token: await server.login("viewer"), body: { strict_tax_id: true, strict_tax_id_cost_confirmed: true } });
    expect(answer.status).toBe(403);
  });
});

describe("creating an order with the strict check on", () => {
  it("refuses a CPF the authority says is irregular (422 at the receiver's document) and one it could not check (503), creating neither", async () => {
    await turnOn();
    const token = await server.login("operation");
    const irregular = await server.request("POST", "/v1/orders", { token, body: orderWith(IRREGULAR_CPF) });
    expect(irregular.status).toBe(422);
    expect(messagesOf(irregular)).toEqual([{ "customer.document": ["The tax authority says this CPF is not regular"] }]);

    const unreachable = await server.request("POST", "/v1/orders", { token, body: orderWith(UNREACHABLE_CPF) });
    expect(unreachable.status).toBe(503);
    expect(messagesOf(unreachable)).toEqual([{ "customer.document": ["The CPF could not be checked: the tax authority can't be reached. Try again later"] }]);

    const regular = await server.request("POST", "/v1/orders", { token, body: orderWith(REGULAR_CPF) });
    expect(regular.status, regular.text).toBe(201);
    const strictNumbers = await server.db.selectFrom("orders").select("order_number").where("order_number", "like", "STRICT-%").execute();
    expect(strictNumbers).toHaveLength(1);
  });

  it("asks nothing while the check is off", async () => {
    const answer = await server.request("POST", "/v1/orders", { token: await server.login("operation"), body: orderWith(IRREGULAR_CPF) });
    expect(answer.status, answer.text).toBe(201);
  });

  it("rejects an imported order whose CPF is irregular or could not be checked, with the reason, and creates the rest", async () => {
    await turnOn();
    const token = await server.login("admin");
    const rows = [
      importRow("IMP-STRICT-OK", { sales_channel: "Shopify", receiver_tax_document: REGULAR_CPF }),
      importRow("IMP-STRICT-BAD", { sales_channel: "Shopify", receiver_tax_document: IRREGULAR_CPF }),
      importRow("IMP-STRICT-DOWN", { sales_channel: "Shopify", receiver_tax_document: UNREACHABLE_CPF }),
    ];
    const body = { file_name: "strict.csv", columns: [...IMPORT_COLUMNS], rows: rows.map((values, index) => ({ line: index + 2, values })), sender: TEST_SENDER };
    const started = await server.request("POST", "/v1/orders/import", { token, body, headers: { "Idempotency-Key": `strict-import-${Date.now()}` } });
    expect(started.status, started.text).toBe(202);
    const job = v.parse(OrdersImportJobResponse, started.json).data;
    await server.runJobs();
    const done = v.parse(OrdersImportJobResponse, (await server.request("GET", `/v1/jobs/${job.id}`, { token })).json).data;
    expect(done.details.result).toMatchObject({ orders: 3, valid: 1, rejected: 2 });

    const rejected = v.parse(ImportRejectionListResponse, (await server.request("GET", "/v1/orders/import/errors", { token })).json).data.elements;
    const codes = Object.fromEntries(rejected.map((r) => [r.order_number, r.messages.map((m) => m.code)]));
    expect(codes).toEqual({ "IMP-STRICT-BAD": ["cpf_irregular"], "IMP-STRICT-DOWN": ["cpf_check_unavailable"] });
  });
});
