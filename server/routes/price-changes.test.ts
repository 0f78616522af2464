import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { PriceChangeRecipientsResponse, PriceChangeRequestListResponse, PriceChangeRequestResponse } from "../../src/api/schemas/contracts";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const request = (recipient: { recipient_kind: string; recipient_user_id?: number | null }, contract_id = 2) => ({
  contract_id,
  ...recipient,
  change: "First 0.5 kg from 11.90 to 10.90",
  reason: "A competitor offers 10.50 on this lane",
});

describe("price table change requests", () => {
  it("sends a request to the chosen admin, who is notified and alone may approve it", async () => {
    const adminId = await server.userId("admin");
    const recipients = v.parse(PriceChangeRecipientsResponse, (await server.request("GET", "/v1/price_change_requests/recipients", { token: await server.login("viewer") })).json).data;
    expect(recipients).toEqual([{ id: adminId, name: "Ana Admin" }]);

    const operation = await server.login("operation");
    const created = await server.request("POST", "/v1/price_change_requests", { token: operation, body: request({ recipient_kind: "seller_admin", recipient_user_id: adminId }) });
    expect(created.status).toBe(201);
    const made = v.parse(PriceChangeRequestResponse, created.json).data;
    expect(made).toMatchObject({ contract_name: "Standard", requested_by_name: "Otto Operation", recipient_name: "Ana Admin", state: "pending", can_decide: false });

    const notice = await server.db.selectFrom("notifications").selectAll().where("user_id", "=", adminId).where("title_key", "=", "price_table_change").executeTakeFirst();
    expect(notice?.body).toContain("First 0.5 kg from 11.90 to 10.90");

    expect((await server.request("PUT", `/v1/price_change_requests/${made.id}`, { token: operation, body: { state: "approved" } })).status).toBe(403);
    const admin = await server.login("admin");
    const listed = v.parse(PriceChangeRequestListResponse, (await server.request("GET", "/v1/price_change_requests", { token: admin })).json).data;
    expect(listed.elements[0]).toMatchObject({ id: made.id, can_decide: true });
    const approved = await server.request("PUT", `/v1/price_change_requests/${made.id}`, { token: admin, body: { state: "approved" } });
    expect(v.parse(PriceChangeRequestResponse, approved.json).data).toMatchObject({ state: "approved", can_decide: false });
    expect((await server.request("PUT", `/v1/price_change_requests/${made.id}`, { token: admin, body: { state: "refused" } })).status).toBe(409);
  });

  it("sends a request to the platform's account manager without notifying anyone here", async () => {
    const before = await server.db.selectFrom("notifications").select("id").execute();
    const created = await server.request("POST", "/v1/price_change_requests", { token: await server.login("admin"), body: request({ recipient_kind: "account_manager" }) });
    expect(v.parse(PriceChangeRequestResponse, created.json).data).toMatchObject({ recipient_kind: "account_manager", recipient_name: null, state: "pending" });
    expect((await server.db.selectFrom("notifications").select("id").execute()).length).toBe(before.length);
  });

  it("refuses a viewer, a non-admin recipient, another seller's contract and blank text", async () => {
    const adminId = await server.userId("admin");
    expect((await server.request("POST", "/v1/price_change_requests", { token: await server.login("viewer"), body: request({ recipient_kind: "account_manager" }) })).status).toBe(403);
    const admin = await server.login("admin");
    const toViewer = await server.request("POST", "/v1/price_change_requests", { token: admin, body: request({ recipient_kind: "seller_admin", recipient_user_id: await server.userId("viewer") }) });
    expect(toViewer.status).toBe(422);
    const toOtherAdmin = await server.request("POST", "/v1/price_change_requests", { token: admin, body: request({ recipient_kind: "seller_admin", recipient_user_id: await server.userId("otherAdmin") }) });
    expect(toOtherAdmin.status).toBe(422);
    expect((await server.request("POST", "/v1/price_change_requests", { token: admin, body: request({ recipient_kind: "account_manager" }, 4) })).status).toBe(422);
    const blank = await server.request("POST", "/v1/price_change_requests", { token: admin, body: { ...request({ recipient_kind: "seller_admin", recipient_user_id: adminId }), reason: "  " } });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.json)).toContain("Can't be blank");
  });

  it("shows each seller only its own requests", async () => {
    await server.request("POST", "/v1/price_change_requests", { token: await server.login("admin"), body: request({ recipient_kind: "account_manager" }) });
    const other = v.parse(PriceChangeRequestListResponse, (await server.request("GET", "/v1/price_change_requests", { token: await server.login("otherAdmin") })).json).data;
    expect(other.count).toBe(0);
    const mine = v.parse(PriceChangeRequestListResponse, (await server.request("GET", "/v1/price_change_requests", { token: await server.login("viewer") })).json).data;
    expect(mine.count).toBe(1);
  });
});
