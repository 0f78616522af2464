import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { SellerSettingsResponse } from "../../src/api/schemas/seller-settings";
import { serverPerTest } from "../testing/test-server";
import { autoDispatchOn, loadInsuranceSettings } from "../settings/seller-settings";

const server = serverPerTest();

const settingsOf = (answer: { json: unknown }) => v.parse(SellerSettingsResponse, answer.json).data;

describe("GET and PUT /v1/seller_settings/{id}", () => {
  it("answers the defaults and the seller's measurement system before anything is saved", async () => {
    const seller1 = await server.request("GET", "/v1/seller_settings/1", { token: await server.login("viewer") });
    expect(seller1.status).toBe(200);
    expect(settingsOf(seller1)).toEqual({
      measurement_system: "metric",
      auto_dispatch: false,
      strict_tax_id: false,
      strict_tax_id_confirmation: null,
      insurance: { basis: "selling_price", value: 0, include_freight: false },
    });
    const seller2 = await server.request("GET", "/v1/seller_settings/2", { token: await server.login("otherAdmin") });
    expect(settingsOf(seller2).measurement_system).toBe("imperial");
  });

  it("saves any subset and reads it back; the measurement system lands in sellers", async () => {
    const token = await server.login("operation");
    const first = await server.request("PUT", "/v1/seller_settings/1", { token, body: { auto_dispatch: true } });
    expect(first.status).toBe(200);
    expect(settingsOf(first)).toMatchObject({ auto_dispatch: true, strict_tax_id: false, measurement_system: "metric" });

    const key = "settings-key-0001";
    const second = await server.request("PUT", "/v1/seller_settings/1", {
      token,
      headers: { "Idempotency-Key": key },
      body: { measurement_system: "imperial", strict_tax_id: true, strict_tax_id_cost_confirmed: true, insurance: { basis: "fixed_percentage", value: 1.25, include_freight: true } },
    });
    expect(second.status).toBe(200);
    const replay = await server.request("PUT", "/v1/seller_settings/1", {
      token,
      headers: { "Idempotency-Key": key },
      body: { measurement_system: "imperial", strict_tax_id: true, strict_tax_id_cost_confirmed: true, insurance: { basis: "fixed_percentage", value: 1.25, include_freight: true } },
    });
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");

    const read = settingsOf(await server.request("GET", "/v1/seller_settings/1", { token }));
    expect(read).toMatchObject({ measurement_system: "imperial", auto_dispatch: true, strict_tax_id: true, insurance: { basis: "fixed_percentage", value: 1.25, include_freight: true } });
    const measure = await server.request<{ data: { measurement_system: string } }>("GET", "/v1/measure", { token });
    expect(measure.json.data.measurement_system).toBe("imperial");

    const row = await server.db.selectFrom("seller_settings").selectAll().where("seller_id", "=", 1).executeTakeFirstOrThrow();
    expect(row.insurance_value).toBe(125);
    expect(await loadInsuranceSettings(server.db, 1)).toEqual({ basis: "fixed_percentage", value: 1.25, include_freight: true });
    expect(await autoDispatchOn(server.db, 1)).toBe(true);
  });

  it("keeps a fixed insurance price in cents and gives it to pricing in cents", async () => {
    const token = await server.login("admin");
    const answer = await server.request("PUT", "/v1/seller_settings/1", { token, body: { insurance: { basis: "fixed_price", value: 12.34, include_freight: false } } });
    expect(settingsOf(answer).insurance).toEqual({ basis: "fixed_price", value: 12.34, include_freight: false });
    expect(await loadInsuranceSettings(server.db, 1)).toEqual({ basis: "fixed_price", value: 1234, include_freight: false });
  });

  it("answers 404 for another seller's settings and writes nothing", async () => {
    const token = await server.login("admin");
    expect((await server.request("GET", "/v1/seller_settings/2", { token })).status).toBe(404);
    expect((await server.request("PUT", "/v1/seller_settings/2", { token, body: { auto_dispatch: true } })).status).toBe(404);
    expect(await autoDispatchOn(server.db, 2)).toBe(false);
  });

  it("forbids the viewer to change settings", async () => {
    const token = await server.login("viewer");
    expect((await server.request("PUT", "/v1/seller_settings/1", { token, body: { auto_dispatch: true } })).status).toBe(403);
    expect(await autoDispatchOn(server.db, 1)).toBe(false);
    const insurance = { basis: "fixed_price", value: 50, include_freight: true };
    expect((await server.request("PUT", "/v1/seller_settings/1", { token, body: { insurance } })).status).toBe(403);
    expect((await server.request("PUT", "/v1/seller_settings/1", { token, body: { measurement_system: "imperial" } })).status).toBe(403);
    expect(await loadInsuranceSettings(server.db, 1)).toEqual({ basis: "selling_price", value: 0, include_freight: false });
  });

  it("refuses bad values with field messages", async () => {
    const token = await server.login("admin");
    for (const [body, field] of [
      [{ measurement_system: "nautical" }, "measurement_system"],
      [{ auto_dispatch: "yes" }, "auto_dispatch"],
      [{ insurance: { basis: "fixed_price", value: -1, include_freight: false } }, "insurance.value"],
      [{ insurance: { basis: "guess", value: 1, include_freight: false } }, "insurance.basis"],
      [{ insurance: { basis: "fixed_percentage", value: 150, include_freight: false } }, "insurance.value"],
    ] as const) {
      const answer = await server.request("PUT", "/v1/seller_settings/1", { token, body });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(v.parse(ErrorBody, answer.json).messages[0] as object), field).toContain(field);
    }
    expect(await server.db.selectFrom("seller_settings").selectAll().execute()).toEqual([]);
  });
});
