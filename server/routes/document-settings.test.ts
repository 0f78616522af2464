import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { DEFAULT_DOCUMENT_SETTINGS, type DocumentSettings, DocumentSettingsResponse } from "../../src/api/schemas/document-settings";
import { readPdf } from "../documents/testing-read-pdf";
import { loadDocumentSettings } from "../settings/document-settings";
import { loadPrintingSettings } from "../settings/printing-settings";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const GIFTS: DocumentSettings = { export_reason: "gift", declaration: "These goods are gifts of Lumen Goods and have no resale value.", signer_name: "Ana Prado" };
const settingsOf = (answer: { json: unknown }) => v.parse(DocumentSettingsResponse, answer.json).data;

async function invoiceText(token: string, sellerId: number): Promise<string> {
  const order = await server.db.selectFrom("orders").select("id").where("seller_id", "=", sellerId).orderBy("id").executeTakeFirstOrThrow();
  const res = await server.app.request(`/v1/orders/${order.id}/documents/commercial_invoice`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const pages = await readPdf(new Uint8Array(await res.arrayBuffer()));
  return pages.map((page) => page.text).join(" ");
}

describe("GET and PUT /v1/document_settings", () => {
  it("answers the defaults, saves, and the seller's commercial invoices say what was saved", async () => {
    const viewer = await server.login("viewer");
    expect(settingsOf(await server.request("GET", "/v1/document_settings", { token: viewer }))).toEqual(DEFAULT_DOCUMENT_SETTINGS);
    const before = await invoiceText(viewer, 1);
    expect(before).toContain("Reason for export: Sale");
    expect(before).toContain("I declare that the information in this invoice is true and correct");

    const operation = await server.login("operation");
    const saved = await server.request("PUT", "/v1/document_settings", { token: operation, body: { ...GIFTS, signer_name: "  Ana Prado " }, headers: { "Idempotency-Key": "documents-key-01" } });
    expect(saved.status).toBe(200);
    expect(settingsOf(saved)).toEqual(GIFTS);
    expect(settingsOf(await server.request("GET", "/v1/document_settings", { token: viewer }))).toEqual(GIFTS);

    const after = await invoiceText(viewer, 1);
    expect(after).toContain("Reason for export: Gift");
    expect(after).toContain("These goods are gifts of Lumen Goods");
    expect(after).toContain("Signature of the exporter: Ana Prado");
    expect(after).not.toContain("I declare that the information");
    // Another seller's invoices and settings are untouched; the printing settings too.
    expect(settingsOf(await server.request("GET", "/v1/document_settings", { token: await server.login("otherAdmin") }))).toEqual(DEFAULT_DOCUMENT_SETTINGS);
    expect(await loadPrintingSettings(server.db, 1)).toBeDefined();
  });

  it("refuses a blank declaration or an unknown reason with field messages, and the viewer with 403", async () => {
    const token = await server.login("admin");
    const blank = await server.request("PUT", "/v1/document_settings", { token, body: { ...GIFTS, declaration: "   " } });
    expect(blank.status).toBe(422);
    expect(v.parse(ErrorBody, blank.json).messages).toEqual([{ declaration: ["Can't be blank"] }]);
    const reason = await server.request("PUT", "/v1/document_settings", { token, body: { ...GIFTS, export_reason: "smuggling" } });
    expect(v.parse(ErrorBody, reason.json).messages).toEqual([{ export_reason: ["Choose a reason"] }]);
    const viewer = await server.login("viewer");
    expect((await server.request("PUT", "/v1/document_settings", { token: viewer, body: GIFTS })).status).toBe(403);
    expect(await loadDocumentSettings(server.db, 1)).toEqual(DEFAULT_DOCUMENT_SETTINGS);
  });

  it("reads a stored value with a field that no longer fits as the default for that field", async () => {
    await server.request("PUT", "/v1/document_settings", { token: await server.login("admin"), body: GIFTS });
    await server.db.updateTable("seller_settings").set({ documents: JSON.stringify({ ...GIFTS, export_reason: "retired_reason" }) }).where("seller_id", "=", 1).execute();
    expect(await loadDocumentSettings(server.db, 1)).toEqual({ ...GIFTS, export_reason: "sale" });
  });
});
