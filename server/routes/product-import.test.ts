import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { JobListResponse } from "../../src/api/schemas/jobs";
import { PRODUCT_IMPORT_MESSAGES, ProductImportLogResponse, ProductImportRefusal, ProductsImportJobResponse } from "../../src/api/schemas/product-import";
import { ProductTemplateListResponse } from "../../src/api/schemas/templates";
import { MAX_PRODUCTS_FILE_BYTES } from "../../src/domain/product-import/product-columns";
import { type TestServer, createTestServer } from "../testing/test-server";

/**
 * POST /v1/products/import (issue 17): a products CSV becomes the seller's product templates
 * through a job. Good rows are saved by SKU, bad ones are logged with their line and message, a
 * file that makes no rows is refused at once, and only the seller's users see the log.
 */

vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
let admin: string;
let viewer: string;
let otherAdmin: string;
beforeAll(async () => {
  server = await createTestServer();
  [admin, viewer, otherAdmin] = await Promise.all([server.login("admin"), server.login("viewer"), server.login("otherAdmin")]);
});
afterAll(async () => {
  await server.close();
});

const HEADER = "sku;name;description;category;hsCode;origin country;unit price;unit weight";

async function upload(content: string | Uint8Array, token = admin, name = "products.csv") {
  const form = new FormData();
  form.append("file", new File([content], name, { type: "text/csv" }));
  const res = await server.app.request("/v1/products/import", { method: "POST", body: form, headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": server.address } });
  return { status: res.status, json: (await res.json()) as unknown };
}

async function logOf(id: string, token = admin) {
  const answer = await server.request("GET", `/v1/products/import/${id}`, { token });
  return { status: answer.status, log: answer.status === 200 ? v.parse(ProductImportLogResponse, answer.json).data : undefined };
}

async function templates(token = admin) {
  return v.parse(ProductTemplateListResponse, (await server.request("GET", "/v1/product_templates?limit=1000&offset=0", { token })).json).data.elements;
}

describe("POST /v1/products/import", () => {
  it("saves the good rows by SKU, logs the bad one with its line and message, and keeps the log as the job's file", async () => {
    const file = [HEADER, "IMP-MUG;Blue mug;Stoneware;Home decor;6912.00;CN;12,50;0,4", "IMP-BAD;Broken row;;Spaceships;123;CN;0;1", "IMP-CAP;Cap;;fashion;;BR;9.90;0.1", ""].join("\r\n");
    const answer = await upload(file);
    expect(answer.status).toBe(202);
    const job = v.parse(ProductsImportJobResponse, answer.json).data;
    expect(job).toMatchObject({ kind: "products-import", state: "queued", progress: { done: 0, total: 3 }, details: { file_name: "products.csv", rows: 3, created: 0 } });
    expect((await logOf(job.id)).log?.lines).toEqual([]);

    expect(await server.runJobs()).toEqual(["done"]);
    const { log } = await logOf(job.id, viewer);
    expect(log?.job).toMatchObject({ state: "done", error: null, details: { rows: 3, created: 2, updated: 0, rejected: 1 }, file: { name: "products-log.csv" } });
    expect(log?.lines.map((line) => [line.line, line.sku, line.outcome])).toEqual([
      [2, "IMP-MUG", "created"],
      [3, "IMP-BAD", "rejected"],
      [4, "IMP-CAP", "created"],
    ]);
    expect(log?.lines[1]?.problems.map((p) => [p.column, p.code, p.message])).toEqual([
      ["category", "unknown_category", "Choose a category from the list"],
      ["hs_code", "hs_code_digits", "The HS code has 6 or 8 digits"],
      ["unit_price", "min_amount", "must be greater than 0.01"],
    ]);

    const mug = (await templates()).find((template) => template.sku === "IMP-MUG");
    expect(mug).toMatchObject({ name: "Blue mug", category: "home decor", hs_code: "691200", origin_country: "CN", unit_price: 12.5, unit_weight: 0.4 });

    const res = await server.app.request(`/v1/jobs/${job.id}/file`, { headers: { Authorization: `Bearer ${viewer}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const csv = (await res.text()).replace(/^\uFEFF/, "");
    expect(csv.split("\r\n").slice(0, 3)).toEqual(["line,sku,outcome,message", "2,IMP-MUG,created,", "3,IMP-BAD,rejected,category: Choose a category from the list; hs_code: The HS code has 6 or 8 digits; unit_price: must be greater than 0.01"]);
  });

  it("updates a SKU the seller has rather than making a second one", async () => {
    await upload([HEADER, "IMP-UPD;First name;;toys;;CN;5;1"].join("\n"));
    await server.runJobs();
    const again = v.parse(ProductsImportJobResponse, (await upload([HEADER, "IMP-UPD;Second name;;toys;;CN;6;1"].join("\n"))).json).data;
    await server.runJobs();
    expect((await logOf(again.id)).log?.job.details).toMatchObject({ created: 0, updated: 1, rejected: 0 });
    const same = (await templates()).filter((template) => template.sku === "IMP-UPD");
    expect(same.map((template) => [template.name, template.unit_price])).toEqual([["Second name", 6]]);
  });

  it("says the spec's words when no row is valid, and still keeps the log", async () => {
    const job = v.parse(ProductsImportJobResponse, (await upload([HEADER, ";No SKU;;toys;;CN;5;1"].join("\n"))).json).data;
    await server.runJobs();
    const { log } = await logOf(job.id);
    expect(log?.job).toMatchObject({ state: "done", error: PRODUCT_IMPORT_MESSAGES.noValid, details: { created: 0, rejected: 1 } });
    expect(log?.lines[0]?.problems[0]).toMatchObject({ line: 2, column: "sku", code: "blank" });
  });

  it("refuses a file that makes no rows at once, with 'Failed to import file' and what is wrong", async () => {
    const cases: [string | Uint8Array, string][] = [
      ["", "empty_file"],
      [HEADER, "no_rows"],
      ["sku,name\nA,B", "missing_column"],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14, 0]), "malformed_csv"],
    ];
    for (const [content, code] of cases) {
      const answer = await upload(content);
      expect(answer.status, code).toBe(422);
      expect(v.parse(ErrorBody, answer.json).messages[0]).toBe(PRODUCT_IMPORT_MESSAGES.failed);
      expect(v.parse(ProductImportRefusal, answer.json).problems[0]?.code).toBe(code);
    }
    const big = await upload(`${HEADER}\n${"x".repeat(MAX_PRODUCTS_FILE_BYTES)}`);
    expect(big.status).toBe(413);
  });

  it("reads quoted cells with the separator and newlines in them, and writes a formula-like SKU so a spreadsheet cannot run it", async () => {
    const file = ['sku,name,description,category,hs_code,origin_country,unit_price,unit_weight', 'IMP-Q,"Mug, large","Line one\nline two",toys,,CN,"1,50",1', "=HYPERLINK(1),Bad,,toys,,CN,0,1"].join("\n");
    const job = v.parse(ProductsImportJobResponse, (await upload(file)).json).data;
    await server.runJobs();
    const { log } = await logOf(job.id);
    // Lines are the spreadsheet's rows: a cell's newline does not make a row.
    expect(log?.lines.map((line) => [line.line, line.outcome])).toEqual([
      [2, "created"],
      [3, "rejected"],
    ]);
    expect((await templates()).find((template) => template.sku === "IMP-Q")).toMatchObject({ name: "Mug, large", description: "Line one\nline two", unit_price: 1.5 });
    const csv = await (await server.app.request(`/v1/jobs/${job.id}/file`, { headers: { Authorization: `Bearer ${admin}` } })).text();
    expect(csv).toContain("\r\n3,'=HYPERLINK(1),rejected,");
  });

  it("refuses a file whose quotes are broken, naming the line", async () => {
    const answer = await upload([HEADER, 'IMP-X;"Broken;;toys;;CN;5;1', "IMP-Y;Fine;;toys;;CN;5;1"].join("\n"));
    expect(answer.status).toBe(422);
    expect(v.parse(ProductImportRefusal, answer.json).problems[0]).toMatchObject({ code: "malformed_csv", line: 2 });
  });

  it("reads Windows-1252 files, as Excel writes them", async () => {
    const latin = Buffer.from(`${HEADER}\nIMP-ACC;Caf\xe9 cup;;home decor;;PT;3;0.2\n`, "latin1");
    const job = v.parse(ProductsImportJobResponse, (await upload(new Uint8Array(latin))).json).data;
    await server.runJobs();
    expect((await logOf(job.id)).log?.job.details.created).toBe(1);
    expect((await templates()).find((template) => template.sku === "IMP-ACC")?.name).toBe("Café cup");
  });

  it("lets only writers import, and shows a log to its seller only", async () => {
    expect((await upload([HEADER, "IMP-V;V;;toys;;CN;5;1"].join("\n"), viewer)).status).toBe(403);
    const job = v.parse(ProductsImportJobResponse, (await upload([HEADER, "IMP-O;O;;toys;;CN;5;1"].join("\n"))).json).data;
    expect((await logOf(job.id, otherAdmin)).status).toBe(404);
    const theirList = v.parse(JobListResponse, (await server.request("GET", "/v1/jobs", { token: otherAdmin })).json).data;
    expect(theirList.ids).not.toContain(job.id);
    expect((await server.app.request(`/v1/jobs/${job.id}/file`, { headers: { Authorization: `Bearer ${otherAdmin}` } })).status).toBe(404);
    await server.runJobs();
    expect((await templates(otherAdmin)).some((template) => template.sku === "IMP-O")).toBe(false);
  });

  it("reads weights in pounds for an imperial seller", async () => {
    const job = v.parse(ProductsImportJobResponse, (await upload([HEADER, "IMP-LB;Pound;;toys;;US;5;1"].join("\n"), otherAdmin)).json).data;
    await server.runJobs();
    expect((await logOf(job.id, otherAdmin)).log?.job.details.created).toBe(1);
    expect((await templates(otherAdmin)).find((template) => template.sku === "IMP-LB")?.unit_weight).toBe(0.454);
  });
});
