import type { Kysely } from "kysely";
import * as v from "valibot";
import { JOB_MESSAGES } from "../../src/api/schemas/jobs";
import { ProductImportLine } from "../../src/api/schemas/product-import";
import { MEASUREMENT_SYSTEMS, type MeasurementSystem } from "../../src/domain/measurement";
import { type CheckedProductRow, PRODUCT_PROGRESS_EVERY, type ProductRow, productRowChecker, readProductHeader } from "../../src/domain/product-import/check-products";
import type { Database } from "../db/schema";
import { type JobHandler, PermanentJobError } from "../jobs/job-types";
import { type SliceSize, eachInTimeSlices, writeInTimeSlices } from "../jobs/time-slices";
import { logCsvFile, logCsvLine, logFileName, logLine } from "./import-log";
import { saveProducts } from "./save-products";

/**
 * A products file as a durable job (issue 17): the request has read the file into rows
 * (read-products-file.ts); the job checks each row with the template form's rules
 * (src/domain/product-import), saves the good ones by SKU and keeps the log of every line, with
 * the job and as its file.
 *
 * The server goes on answering meanwhile (decision 066): on SQLite every statement runs
 * synchronously, and checking and saving 10,000 rows in one go held every other request for the
 * whole run. The rows are checked and the log written a few milliseconds at a time
 * (eachInTimeSlices), and the products saved in transactions of a few milliseconds
 * (writeInTimeSlices), with a turn of the event loop between two.
 *
 * Crash safety: the file is no longer saved in one transaction, so an attempt that dies half-way
 * leaves the slices it committed. Saving is idempotent by SKU (the seller's SKU is unique, and
 * each slice looks its SKUs up in its own transaction), so the next attempt saves the whole file
 * again from its first row: the products the dead attempt saved are updated with the same values,
 * never created twice, and once the job is done the templates are what one transaction would have
 * left. What differs: until then the templates show part of the file, and the log of an attempt
 * after such a crash says "updated" for the products the dead one created. A file that cannot be
 * read (a bad payload) still saves nothing: it is checked whole before the first write.
 */

const ProductRowPayload = v.object({ line: v.number(), values: v.array(v.string()) });

export const ProductsImportPayload = v.object({
  file_name: v.string(),
  header: v.array(v.string()),
  rows: v.array(ProductRowPayload),
});
export type ProductsImportPayload = v.InferOutput<typeof ProductsImportPayload>;

/** The payload without its rows' insides, which are checked a few milliseconds at a time. */
const PayloadEnvelope = v.object({ ...ProductsImportPayload.entries, rows: v.array(v.unknown()) });

/** What the job keeps besides its file: the counts and every line (GET /v1/products/import/{id}). */
export const ProductsImportResult = v.object({
  created: v.number(),
  updated: v.number(),
  rejected: v.number(),
  lines: v.array(ProductImportLine),
});
export type ProductsImportResult = v.InferOutput<typeof ProductsImportResult>;

/** Products per step of a slice: one lookup and one insert for them (a slice takes several steps). */
const PRODUCTS_PER_STEP = 50;

async function sellerSystem(db: Kysely<Database>, sellerId: number): Promise<MeasurementSystem> {
  const seller = await db.selectFrom("sellers").select("measurement_system").where("id", "=", sellerId).executeTakeFirst();
  const system = seller?.measurement_system;
  return MEASUREMENT_SYSTEMS.find((known) => known === system) ?? "metric";
}

export interface ProductsImportJobDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The writes per transaction (default TIME_SLICE_MS of them; tests set a number of steps of PRODUCTS_PER_STEP products). */
  slice?: SliceSize;
}

export function productsImportJob({ db, now, slice }: ProductsImportJobDeps): JobHandler {
  return {
    async run({ sellerId, payload, progress, signal }) {
      const envelope = v.safeParse(PayloadEnvelope, payload);
      if (!envelope.success) throw new PermanentJobError(JOB_MESSAGES.badInput);
      const { file_name, header } = envelope.output;
      const rows: ProductRow[] = [];
      await eachInTimeSlices(envelope.output.rows, (row) => {
        const parsed = v.safeParse(ProductRowPayload, row);
        if (!parsed.success) throw new PermanentJobError(JOB_MESSAGES.badInput);
        rows.push(parsed.output);
      });
      const total = rows.length;
      const system = await sellerSystem(db, sellerId);
      const check = productRowChecker(readProductHeader(header).positions, system);
      progress(0, total);
      const checked: CheckedProductRow[] = [];
      await eachInTimeSlices(
        rows,
        (row, index) => {
          checked.push(check(row));
          if ((index + 1) % PRODUCT_PROGRESS_EVERY === 0) progress(index + 1, total);
        },
        signal,
      );
      const products = checked.flatMap((row) => (row.product ? [row.product] : []));
      const saved = new Map<string, "created" | "updated">();
      const at = now().toISOString();
      let next = 0;
      await writeInTimeSlices(db, {
        next: () => (next < products.length ? products.slice(next, (next += PRODUCTS_PER_STEP)) : undefined),
        write: async (trx, step) => {
          for (const [sku, outcome] of await saveProducts(trx, sellerId, step, at)) saved.set(sku, outcome);
        },
        signal,
        ...(slice ? { slice } : {}),
      });
      const lines: ProductImportLine[] = [];
      const csvLines: string[] = [];
      await eachInTimeSlices(checked, (row) => {
        const line = logLine(row, saved);
        lines.push(line);
        csvLines.push(logCsvLine(line));
      });
      const count = (outcome: string) => lines.filter((line) => line.outcome === outcome).length;
      const result: ProductsImportResult = { created: count("created"), updated: count("updated"), rejected: count("rejected"), lines };
      return { result, file: { name: logFileName(file_name), contentType: "text/csv; charset=utf-8", bytes: logCsvFile(csvLines) } };
    },
  };
}
