import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ProductImportLogResponse, ProductsImportJobResponse } from "../../src/api/schemas/product-import";
import { FIRST_RETRY_DELAY_MS } from "../jobs/job-types";
import { deferred, failOnInsert, listening, onInsert } from "../testing/job-probes";
import { serverPerTest } from "../testing/test-server";
import { productsImportJob } from "./products-import-job";

/**
 * The products import's job while other requests arrive and across a crash (decision 066): the
 * server answers while it runs, and an attempt that dies half-way leaves no product doubled.
 */

const server = serverPerTest();

const HEADER = "sku;name;description;category;hsCode;origin country;unit price;unit weight";
const skus = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}-${String(index + 1).padStart(3, "0")}`);

async function queueImport(token: string, rows: string[]) {
  const form = new FormData();
  form.append("file", new File([[HEADER, ...rows.map((sku) => `${sku};Mug ${sku};;toys;;CN;5;1`)].join("\n")], "products.csv", { type: "text/csv" }));
  const res = await server.app.request("/v1/products/import", { method: "POST", body: form, headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": server.address } });
  expect(res.status).toBe(202);
  return v.parse(ProductsImportJobResponse, await res.json()).data.id;
}

async function savedSkus(prefix: string) {
  const rows = await server.db.selectFrom("product_templates").select("sku").where("seller_id", "=", 1).where("sku", "like", `${prefix}-%`).execute();
  return rows.map((row) => row.sku).sort();
}

describe("the products-import job", () => {
  it("answers a request that arrives while it saves the products before it has saved them all", async () => {
    const admin = await server.login("admin");
    const wanted = skus("BUSY", 200);
    await queueImport(admin, wanted);
    // A real socket: a request needs turns of the event loop to be read and answered, which a
    // job that never gives one back (SQLite, one transaction) would hold until its last product.
    const http = await listening(server.app.fetch);
    try {
      const firstInsert = deferred();
      const watching = server.db.withPlugin(onInsert("product_templates", firstInsert.resolve));
      let finished = false;
      const job = server.jobs.runNext({ "products-import": productsImportJob({ db: watching, now: server.now, slice: { maxSteps: 1 } }) }).finally(() => (finished = true));
      await firstInsert.promise;
      const health = await fetch(`${http.url}/v1/health`);
      const answeredBeforeTheEnd = !finished;
      expect(health.status).toBe(200);
      expect(await job).toBe("done");
      expect(answeredBeforeTheEnd).toBe(true);
      expect(await savedSkus("BUSY")).toEqual(wanted);
    } finally {
      await http.close();
    }
  });

  it("tried again after an attempt died half-way, saves every product once", async () => {
    const admin = await server.login("admin");
    const wanted = skus("CRASH", 120);
    const id = await queueImport(admin, wanted);
    // Products are saved 50 per step, one step per transaction here: the worker dies at the
    // second step's insert, after the first step committed.
    const dying = server.db.withPlugin(failOnInsert("product_templates", 2));
    expect(await server.jobs.runNext({ "products-import": productsImportJob({ db: dying, now: server.now, slice: { maxSteps: 1 } }) })).toBe("retry");
    expect(await savedSkus("CRASH")).toEqual(wanted.slice(0, 50));

    server.advance(FIRST_RETRY_DELAY_MS);
    expect(await server.runJobs()).toEqual(["done"]);
    expect(await savedSkus("CRASH")).toEqual(wanted);
    const log = v.parse(ProductImportLogResponse, (await server.request("GET", `/v1/products/import/${id}`, { token: admin })).json).data;
    // The products the dead attempt saved are found by SKU and saved again: updated, not doubled.
    expect(log.job.details).toMatchObject({ created: 70, updated: 50, rejected: 0 });
    expect(log.lines.map((line) => line.outcome)).toEqual([...wanted.map((_, index) => (index < 50 ? "updated" : "created"))]);
  });
});
