import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { CONTRACT_MESSAGES, ContractDetailsListResponse } from "../../src/api/schemas/contracts";
import { readPdf } from "../documents/testing-read-pdf";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

/** A file answer's bytes (the helper's `request` reads text). */
async function download(path: string, token: string): Promise<Response> {
  return server.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
}

/** A contract of seller 1 that no order uses: the only kind that can be deleted. */
async function unusedContract(name = "Trial lane"): Promise<number> {
  const row = await server.db
    .insertInto("contracts")
    .values({ seller_id: 1, name, carrier_name: "Pampa Freight", delivery_time: 15, incoterms: JSON.stringify(["DDU"]), allows_battery: 1, allows_dangerous_goods: 0, ddp_max_goods_value_cents: null, reverse_carrier_name: null, origin_hub: null, ends_on: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("GET /v1/contracts (the contracts screen's fields)", () => {
  it("answers taxing type, dates, destination, connected and whether orders use each contract", async () => {
    const answer = await server.request("GET", "/v1/contracts", { token: await server.login("viewer") });
    const list = v.parse(ContractDetailsListResponse, answer.json).data.elements;
    expect(list.map((c) => [c.name, c.taxing_type, c.start_date, c.end_date, c.connected, c.in_use])).toEqual([
      ["Express", "formal", "2025-03-01", "2027-02-28", true, true],
      ["Standard", "simplified", "2025-06-01", null, true, true],
      ["Economy", "simplified", "2026-01-01", "2026-12-31", true, true],
    ]);
    const id = await unusedContract();
    const after = v.parse(ContractDetailsListResponse, (await server.request("GET", "/v1/contracts", { token: await server.login("viewer") })).json).data.elements;
    expect(after.find((c) => c.id === id)).toMatchObject({ in_use: false, taxing_type: "simplified", destination_country: "BR", connected: true });
  });
});

describe("GET /v1/contracts/:id/file", () => {
  it("gives a viewer the contract as a PDF with its terms and price table", async () => {
    const res = await download("/v1/contracts/1/file?format=pdf", await server.login("viewer"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("contract-1-express.pdf");
    const [page] = await readPdf(await res.arrayBuffer());
    expect(page!.text).toContain("Contract Express");
    expect(page!.text).toContain("Andes Air Courier");
    expect(page!.text).toContain("Formal");
    // First 0.5 kg 18.90, then 4.50 per further half kilogram: 1 kg costs 23.40.
    expect(page!.text).toContain("23.40");
  });

  it("gives the contract as a CSV, a row per weight step, with cells that cannot run as formulas", async () => {
    await server.db.updateTable("contracts").set({ name: '=HYPERLINK("http://evil.example","x")' }).where("id", "=", 2).execute();
    const res = await download("/v1/contracts/2/file?format=csv", await server.login("viewer"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("contract,carrier,incoterms,taxing_type,start_date,end_date,destination,delivery_time_days,connected,duties_percent,sales_tax_percent,insurance_percent,weight_kg,freight");
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",Southern Cross Post,DDP DDU,simplified,2025-06-01,,BR,10,yes,60,17,1.5,0.5,11.90`);
    expect(lines[2]).toMatch(/,1,14\.70$/);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("hides another seller's contract and refuses an unknown format", async () => {
    expect((await download("/v1/contracts/4/file?format=pdf", await server.login("admin"))).status).toBe(404);
    expect((await download("/v1/contracts/1/file?format=xls", await server.login("admin"))).status).toBe(422);
  });
});

describe("DELETE /v1/contracts/:id", () => {
  it("refuses to delete a contract orders use, and keeps it", async () => {
    const answer = await server.request("DELETE", "/v1/contracts/1", { token: await server.login("admin") });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ messages: [CONTRACT_MESSAGES.inUse] });
    expect(await server.db.selectFrom("contracts").select("id").where("id", "=", 1).executeTakeFirst()).toBeDefined();
  });

  it("deletes an unused contract for operation, not for a viewer or another seller", async () => {
    const id = await unusedContract();
    expect((await server.request("DELETE", `/v1/contracts/${id}`, { token: await server.login("viewer") })).status).toBe(403);
    expect((await server.request("DELETE", `/v1/contracts/${id}`, { token: await server.login("otherAdmin") })).status).toBe(404);
    const answer = await server.request("DELETE", `/v1/contracts/${id}`, { token: await server.login("operation") });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { id, message: CONTRACT_MESSAGES.deleted } });
    expect(await server.db.selectFrom("contracts").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  });
});
