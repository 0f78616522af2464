import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { DEFAULT_PRINTING_SETTINGS, type PrintingSettings, PrintingSettingsResponse } from "../../src/api/schemas/documents";
import { serverPerTest } from "../testing/test-server";
import { loadPrintingSettings } from "../settings/printing-settings";

const server = serverPerTest();

const halfPages: PrintingSettings = {
  formats: { ...DEFAULT_PRINTING_SETTINGS.formats, label: "letter_half", commercial_invoice: "letter_half" },
  with_label: { ...DEFAULT_PRINTING_SETTINGS.with_label, commercial_invoice: true },
  return_address: false,
};

describe("GET /v1/printings and PUT /v1/printings/all", () => {
  it("answers the defaults, then what was saved, to every user of the seller only", async () => {
    const viewer = await server.login("viewer");
    const initial = await server.request("GET", "/v1/printings", { token: viewer });
    expect(initial.status).toBe(200);
    expect(v.parse(PrintingSettingsResponse, initial.json).data).toEqual(DEFAULT_PRINTING_SETTINGS);

    const admin = await server.login("admin");
    const saved = await server.request("PUT", "/v1/printings/all", { token: admin, body: halfPages, headers: { "Idempotency-Key": "printing-key-01" } });
    expect(saved.status).toBe(200);
    expect(v.parse(PrintingSettingsResponse, saved.json).data).toEqual(halfPages);
    const replay = await server.request("PUT", "/v1/printings/all", { token: admin, body: halfPages, headers: { "Idempotency-Key": "printing-key-01" } });
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");

    expect(v.parse(PrintingSettingsResponse, (await server.request("GET", "/v1/printings", { token: viewer })).json).data).toEqual(halfPages);
    const other = await server.request("GET", "/v1/printings", { token: await server.login("otherAdmin") });
    expect(v.parse(PrintingSettingsResponse, other.json).data).toEqual(DEFAULT_PRINTING_SETTINGS);
  });

  it("keeps the seller's other settings when printing is saved, and the reverse", async () => {
    const token = await server.login("operation");
    await server.request("PUT", "/v1/seller_settings/1", { token, body: { auto_dispatch: true } });
    await server.request("PUT", "/v1/printings/all", { token, body: halfPages });
    await server.request("PUT", "/v1/seller_settings/1", { token, body: { strict_tax_id: true, strict_tax_id_cost_confirmed: true } });
    const row = await server.db.selectFrom("seller_settings").selectAll().where("seller_id", "=", 1).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ auto_dispatch: 1, strict_tax_id: 1 });
    expect(await loadPrintingSettings(server.db, 1)).toEqual(halfPages);
  });

  it("refuses an unknown format or a missing part with 422, and the viewer with 403", async () => {
    const token = await server.login("admin");
    const badFormat = await server.request("PUT", "/v1/printings/all", { token, body: { ...halfPages, formats: { ...halfPages.formats, label: "a4" } } });
    expect(badFormat.status).toBe(422);
    expect(v.parse(ErrorBody, badFormat.json).messages).toEqual([{ "formats.label": ["Choose a format"] }]);
    const missing = await server.request("PUT", "/v1/printings/all", { token, body: { formats: halfPages.formats } });
    expect(missing.status).toBe(422);
    const viewer = await server.login("viewer");
    expect((await server.request("PUT", "/v1/printings/all", { token: viewer, body: halfPages })).status).toBe(403);
    expect(await loadPrintingSettings(server.db, 1)).toEqual(DEFAULT_PRINTING_SETTINGS);
  });

  it("keeps the MSDS, appendix and overpack label formats, and takes a save that does not name them yet with their defaults", async () => {
    const token = await server.login("operation");
    const chosen = { ...halfPages, formats: { ...halfPages.formats, msds: "letter_half", appendix_label: "letter_full", overpack_label: "letter_full" } };
    const saved = await server.request("PUT", "/v1/printings/all", { token, body: chosen });
    expect(v.parse(PrintingSettingsResponse, saved.json).data.formats).toMatchObject({ msds: "letter_half", appendix_label: "letter_full", overpack_label: "letter_full" });
    const { msds: _m, appendix_label: _a, overpack_label: _o, ...olderFormats } = halfPages.formats;
    const older = await server.request("PUT", "/v1/printings/all", { token, body: { ...halfPages, formats: olderFormats } });
    expect(older.status).toBe(200);
    expect(await loadPrintingSettings(server.db, 1)).toEqual(halfPages);
    const bad = await server.request("PUT", "/v1/printings/all", { token, body: { ...chosen, formats: { ...chosen.formats, msds: "a4" } } });
    expect(v.parse(ErrorBody, bad.json).messages).toEqual([{ "formats.msds": ["Choose a format"] }]);
  });

  it("reads an old stored value with a missing kind as the defaults for that kind", async () => {
    const stored = { formats: { label: "letter_full" }, with_label: {}, return_address: false };
    await server.db.insertInto("seller_settings").values({ seller_id: 1, auto_dispatch: 0, strict_tax_id: 0, insurance_basis: "selling_price", insurance_value: 0, insurance_include_freight: 0, printing: JSON.stringify(stored), updated_at: server.now().toISOString() }).execute();
    expect(await loadPrintingSettings(server.db, 1)).toEqual({ ...DEFAULT_PRINTING_SETTINGS, formats: { ...DEFAULT_PRINTING_SETTINGS.formats, label: "letter_full" }, return_address: false });
  });
});
