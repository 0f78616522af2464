import { describe, expect, it } from "vitest";
import { generatedRows, importContext, importCsv, importRow } from "../../../tests/fixtures/order-import";
import { checkImport } from "./check";
import { readImportFile } from "./read-file";
import { IMPORT_COLUMNS, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from "./types";

/** The hostile corpus at the level of the file (issue 17, "Bad input"): each gives a clear problem or rows, never a throw. */

const utf8 = (text: string) => new TextEncoder().encode(text);
const codes = (bytes: Uint8Array) => readImportFile(bytes).problems.map((p) => p.code);

describe("reading a file", () => {
  it("an empty file, or one of blank lines, is 'empty_file'", () => {
    expect(codes(new Uint8Array())).toEqual(["empty_file"]);
    expect(codes(utf8("\r\n\r\n  \n"))).toEqual(["empty_file"]);
  });

  it("a header without rows is 'no_rows'", () => {
    expect(codes(utf8(importCsv([])))).toEqual(["no_rows"]);
  });

  it("reads UTF-8 with a byte order mark, the mark not part of the first column", () => {
    const file = readImportFile(utf8("\uFEFF" + importCsv([importRow("A-1")])));
    expect(file.problems).toEqual([]);
    expect(file.columns[0]).toBe("order_number");
    expect(file.rows[0]?.values[13]).toBe("São Paulo");
  });

  it("reads `;` (Excel in Portuguese) and CRLF, with decimal commas", () => {
    const file = readImportFile(utf8(importCsv([importRow("A-1", { item_unit_price: "39,90", receiver_address: "Rua A; fundos" })], { delimiter: ";", eol: "\r\n" })));
    expect(file.delimiter).toBe(";");
    expect(file.columns).toEqual([...IMPORT_COLUMNS]);
    expect(file.rows).toHaveLength(1);
    const result = checkImport(file.columns, file.rows, importContext());
    expect(result.orders[0]?.order.boxes[0]?.items[0]?.unit_price).toBe(39.9);
    expect(result.orders[0]?.order.customer.address).toBe("Rua A; fundos");
  });

  it("keeps a quoted cell with newlines as one cell, and counts lines as a spreadsheet does", () => {
    const file = readImportFile(utf8(importCsv([importRow("A-1", { receiver_complement: "Apto 12\nBloco B" }), importRow("A-2")], { eol: "\r\n" })));
    expect(file.rows.map((row) => row.line)).toEqual([2, 3]);
    expect(file.rows[0]?.values[16]).toBe("Apto 12\nBloco B");
  });

  it("reads Windows-1252 (Excel on Windows) when the bytes are not UTF-8", () => {
    const text = importCsv([importRow("A-1", { receiver_city: "São Paulo", receiver_name: "José Conceição", receiver_address: "Praça da Sé" })]);
    const bytes = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const file = readImportFile(bytes);
    expect(file.encoding).toBe("windows-1252");
    expect(file.rows[0]?.values.slice(12, 15)).toEqual(["SP", "São Paulo", "Praça da Sé"]);
    expect(file.rows[0]?.values[6]).toBe("José Conceição");
  });

  it("refuses a workbook, a picture or NUL-filled bytes renamed .csv", () => {
    expect(readImportFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])).problems).toEqual([{ line: null, column: null, code: "binary_file", params: { kind: "xlsx" } }]);
    expect(codes(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual(["binary_file"]);
    expect(codes(utf8("order_number\u0000,x\n1,2\n"))).toEqual(["binary_file"]);
    expect(codes(Uint8Array.from({ length: 4096 }, (_, i) => 1 + (i % 8)))).toEqual(["binary_file"]);
  });

  it("names an unclosed quote with its line instead of reading the rest as one cell", () => {
    const text = importCsv([importRow("A-1")]) + 'A-2,"Loja Online,x\n' + importCsv([importRow("A-3")]).split("\n")[1] + "\n";
    expect(readImportFile(utf8(text)).problems).toEqual([{ line: 3, column: null, code: "malformed_csv" }]);
  });

  it("refuses a file over 16 MB before reading it", () => {
    const bytes = new Uint8Array(MAX_IMPORT_FILE_BYTES + 1).fill(0x61);
    expect(readImportFile(bytes).problems).toEqual([{ line: null, column: null, code: "file_too_large", params: { limit_mb: 16, actual_mb: 17 } }]);
  });

  it("reads 50,000 rows, and refuses one more", () => {
    const rows = generatedRows(MAX_IMPORT_ROWS);
    const file = readImportFile(utf8(importCsv(rows)));
    expect(file.problems).toEqual([]);
    expect(file.rows).toHaveLength(MAX_IMPORT_ROWS);
    const over = readImportFile(utf8(importCsv([...rows, importRow("ONE-MORE")])));
    expect(over.problems).toEqual([{ line: null, column: null, code: "too_many_rows", params: { limit: MAX_IMPORT_ROWS } }]);
    expect(over.rows).toHaveLength(MAX_IMPORT_ROWS);
  });

  it("counts blank lines for line numbers, not as rows", () => {
    const rows = generatedRows(3);
    const text = importCsv(rows).replace(/\n/g, "\n\n");
    const file = readImportFile(utf8(text));
    expect(file.problems).toEqual([]);
    expect(file.rows.map((row) => row.line)).toEqual([3, 5, 7]);
  });

  it("reads a 10 MB cell, which the check then names as too long", () => {
    const file = readImportFile(utf8(importCsv([importRow("A-1", { item_description: "x".repeat(10 * 1024 * 1024) })])));
    expect(file.problems).toEqual([]);
    const result = checkImport(file.columns, file.rows, importContext());
    expect(result.rejected[0]?.problems).toEqual([{ line: 2, column: "item_description", code: "cell_too_long", params: { limit: 500, actual: 10 * 1024 * 1024 } }]);
  });
});
