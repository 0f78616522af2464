import { describe, expect, it } from "vitest";
import { templateCsv } from "../../../domain/order-import/csv-out";
import type { ImportProgress } from "../../../domain/order-import/types";
import { importContext, importCsv, importRow } from "../../../../tests/fixtures/order-import";
import { checkFileInWorker, recheck } from "./check-client";
import { deserialiseContext, serialiseContext } from "./protocol";

/** jsdom has no Worker: these run the client's page fallback, the same code the worker runs. */

const csvFile = (text: string) => new File([text], "orders.csv", { type: "text/csv" });

describe("checking a chosen file", () => {
  it("reports every stage in the spec's order and answers with rows and the result, without the built orders", async () => {
    const stages: ImportProgress["stage"][] = [];
    const check = await checkFileInWorker(csvFile(templateCsv()), importContext(), (p) => stages.push(p.stage));
    expect([...new Set(stages)]).toEqual(["checking csv format", "checking columns", "checking equal orders volumes", "checking cells", "validation success"]);
    expect(check.rows.map((row) => row.line)).toEqual([2, 3]);
    expect(check.result.totals).toEqual({ rows: 2, orders: 1, valid: 1, rejected: 0, products: 2 });
    expect(check.result.orders).toEqual([{ order_number: "PED-1001", lines: [2, 3] }]);
  });

  it("answers a file that is not CSV with its problem, not an error", async () => {
    const check = await checkFileInWorker(new File([Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0])], "orders.csv"), importContext(), () => {});
    expect(check.result.problems.map((p) => p.code)).toEqual(["binary_file"]);
  });

  it("stops when the signal aborts", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(checkFileInWorker(csvFile(templateCsv()), importContext(), () => {}, controller.signal)).rejects.toMatchObject({ name: "AbortError" });
  });

  it("re-checks rows after a cell is corrected in place", async () => {
    const check = await checkFileInWorker(csvFile(importCsv([importRow("A-1", { receiver_number: "10A" })])), importContext(), () => {});
    expect(check.result.rejected[0]?.problems).toEqual([{ line: 2, column: "receiver_number", code: "house_number_digits" }]);
    const fixed = check.rows.map((row) => ({ ...row, values: row.values.map((cell, i) => (check.columns[i] === "receiver_number" ? "10" : cell)) }));
    const result = await recheck(check.columns, fixed, importContext());
    expect(result.totals).toMatchObject({ valid: 1, rejected: 0 });
  });

  it("sends the taken order numbers as an array and gets them back as a set", () => {
    const message = structuredClone(serialiseContext(importContext()));
    expect(message.takenOrderNumbers).toEqual(["TAKEN-1"]);
    expect(deserialiseContext(message).takenOrderNumbers.has("TAKEN-1")).toBe(true);
  });
});
