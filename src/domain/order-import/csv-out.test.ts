import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { importContext, importRow } from "../../../tests/fixtures/order-import";
import { checkImport } from "./check";
import { neutraliseCell, rejectedRowsCsv, templateCsv } from "./csv-out";
import { importProblemText } from "./problem-text";
import { readImportFile } from "./read-file";
import { IMPORT_COLUMNS, type ImportRow } from "./types";

const COLUMNS = [...IMPORT_COLUMNS];
const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

describe("the template", () => {
  it("is the format's header and one order of two rows that passes the check", () => {
    const file = readImportFile(new TextEncoder().encode(templateCsv()));
    expect(file.columns).toEqual(COLUMNS);
    const result = checkImport(file.columns, file.rows, importContext());
    expect(result.rejected).toEqual([]);
    expect(result.totals).toEqual({ rows: 2, orders: 1, valid: 1, rejected: 0, products: 2 });
  });
});

describe("rejected rows", () => {
  const rows: ImportRow[] = [
    { line: 2, values: importRow("A-1", { receiver_phone: "+1 212 555 0100", receiver_name: "=HYPERLINK(\"http://evil.example\",\"x\")" }) },
    { line: 3, values: importRow("A-1", { item_name: "@SUM(A1)", item_description: "-2+3", item_sku: "+SKU", receiver_name: "=HYPERLINK(\"http://evil.example\",\"x\")", receiver_phone: "+1 212 555 0100" }) },
    { line: 4, values: importRow("B-1") },
  ];
  const result = checkImport(COLUMNS, rows, importContext());

  it("writes the rows of rejected orders only, with their messages in a last column", () => {
    const table = parse(rejectedRowsCsv(COLUMNS, rows, result.rejected, importProblemText));
    expect(table[0]).toEqual([...COLUMNS, "messages"]);
    expect(table.map((row) => row[0])).toEqual(["order_number", "A-1", "A-1"]);
    expect(table[1]?.at(-1)).toBe("receiver_phone: Invalid phone");
    expect(table[2]?.at(-1)).toBe("");
  });

  it("writes every cell a spreadsheet would run as text, with a leading apostrophe", () => {
    const table = parse(rejectedRowsCsv(COLUMNS, rows, result.rejected, importProblemText));
    const row = table[2] ?? [];
    const at = (column: string) => row[COLUMNS.indexOf(column as never)];
    expect(at("receiver_name")).toBe("'=HYPERLINK(\"http://evil.example\",\"x\")");
    expect(at("item_name")).toBe("'@SUM(A1)");
    expect(at("item_description")).toBe("'-2+3");
    expect(at("item_sku")).toBe("'+SKU");
    expect(at("receiver_phone")).toBe("'+1 212 555 0100");
    expect(neutraliseCell("\tx")).toBe("'\tx");
    expect(neutraliseCell("\rx")).toBe("'\rx");
    expect(neutraliseCell("São Paulo")).toBe("São Paulo");
  });
});

describe("problem texts", () => {
  it("has an English text for every import code and keeps the wizard's for its codes", () => {
    expect(importProblemText({ line: 2, column: "receiver_phone", code: "invalid_phone" })).toBe("Invalid phone");
    expect(importProblemText({ line: 1, column: "notes", code: "unknown_column", params: { column: "notes" } })).toBe('Unknown column "notes"');
    expect(importProblemText({ line: 2, column: "contract", code: "unknown_contract", params: { value: "Overnight" } })).toBe('No contract of yours is named "Overnight"');
    expect(importProblemText({ line: 2, column: null, code: "invalid_seller_phone", params: { field: "sender.phone" } })).toBe("Default sender, phone: Invalid phone: write it with + and the country code");
  });
});
