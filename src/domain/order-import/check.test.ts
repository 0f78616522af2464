import { describe, expect, it } from "vitest";
import { importContext, importRow } from "../../../tests/fixtures/order-import";
import { checkImport } from "./check";
import { normaliseHeader } from "./columns";
import { IMPORT_COLUMNS, type ImportProgress, type ImportRow } from "./types";

/** The check on parsed rows: what the device runs and the server runs again (issue 17). */

const COLUMNS = [...IMPORT_COLUMNS];
const rowsOf = (...rows: string[][]): ImportRow[] => rows.map((values, i) => ({ line: i + 2, values }));
const check = (rows: string[][], context = importContext()) => checkImport(COLUMNS, rowsOf(...rows), context);
/** The [line, column, code] of each problem of the only rejected order. */
const problemsOf = (rows: string[][], context = importContext()) => {
  const result = check(rows, context);
  expect(result.orders).toEqual([]);
  return (result.rejected[0]?.problems ?? []).map((p) => [p.line, p.column, p.code]);
};

describe("columns", () => {
  it("takes the header in any order and case, trimmed", () => {
    const shuffled = [...COLUMNS].reverse();
    const header = normaliseHeader(shuffled.map((name, i) => (i % 2 ? ` ${name.toUpperCase()} ` : name)));
    const row = importRow("A-1");
    const values = shuffled.map((name) => row[COLUMNS.indexOf(name)] ?? "");
    const result = checkImport(header, [{ line: 2, values }], importContext());
    expect(result.totals).toEqual({ rows: 1, orders: 1, valid: 1, rejected: 0, products: 1 });
  });

  it("names unknown, repeated and missing columns, and checks nothing else", () => {
    const header = [...COLUMNS.filter((c) => c !== "receiver_phone" && c !== "item_hs_code"), "notes", "currency"];
    const result = checkImport(header, rowsOf(importRow("A-1")), importContext());
    expect(result.problems.map((p) => [p.column, p.code])).toEqual([
      ["notes", "unknown_column"],
      ["currency", "duplicate_column"],
      ["receiver_phone", "missing_column"],
      ["item_hs_code", "missing_column"],
    ]);
    expect(result.totals.orders).toBe(0);
  });

  it("lets a column without a name go when nothing is under it, and names it when something is", () => {
    const header = [...COLUMNS, ""];
    expect(checkImport(header, rowsOf([...importRow("A-1"), ""]), importContext()).totals.valid).toBe(1);
    expect(checkImport(header, rowsOf([...importRow("A-1"), "note"]), importContext()).problems).toEqual([{ line: 1, column: "", code: "unknown_column", params: { column: "" } }]);
  });

  it("lets optional columns be left out: the contract is then the seller's default, each order one box", () => {
    const header = COLUMNS.filter((c) => c !== "contract" && c !== "box_number" && c !== "sales_channel");
    const values = importRow("A-1").filter((_, i) => header.includes(COLUMNS[i] as never));
    const result = checkImport(header, [{ line: 2, values }, { line: 3, values: [...values] }], importContext());
    expect(result.orders[0]?.order.contract_id).toBe(1);
    expect(result.orders[0]?.order.boxes).toHaveLength(1);
    expect(result.orders[0]?.order.boxes[0]?.items).toHaveLength(2);
  });
});

describe("orders and boxes", () => {
  it("groups rows by order number wherever they are, and items by box number", () => {
    const result = check([importRow("A-1"), importRow("B-1"), importRow("A-1", { box_number: "2" }), importRow("A-1")]);
    expect(result.orders.map((o) => [o.order_number, o.lines])).toEqual([
      ["A-1", [2, 4, 5]],
      ["B-1", [3]],
    ]);
    expect(result.orders[0]?.order.boxes.map((box) => box.items.length)).toEqual([2, 1]);
    expect(result.totals).toEqual({ rows: 4, orders: 2, valid: 2, rejected: 0, products: 4 });
  });

  it("rejects an order whose rows disagree on order or box cells, at each cell that differs (mixed agreement)", () => {
    const heavy = { box_weight: "5" };
    const result = check([
      importRow("A-1", heavy),
      importRow("A-1", heavy),
      importRow("A-1", { ...heavy, receiver_phone: "(21) 99876-5432", currency: "EUR" }),
      importRow("A-1", { box_weight: "5.5" }),
      importRow("B-1"),
    ]);
    expect(result.orders.map((o) => o.order_number)).toEqual(["B-1"]);
    expect(result.rejected[0]?.problems).toEqual([
      { line: 4, column: "currency", code: "unequal_order_cells", params: { column: "currency", first_line: 2 } },
      { line: 4, column: "receiver_phone", code: "unequal_order_cells", params: { column: "receiver_phone", first_line: 2 } },
      { line: 5, column: "box_weight", code: "unequal_box_cells", params: { column: "box_weight", box: "1", first_line: 2 } },
    ]);
  });

  it("rejects a row whose cell count is not the header's", () => {
    expect(problemsOf([importRow("A-1").slice(0, 30)])[0]).toEqual([2, null, "wrong_cell_count"]);
  });

  it("makes a row without item cells a box alone, which the rules refuse", () => {
    const empty = Object.fromEntries(IMPORT_COLUMNS.filter((c) => c.startsWith("item_")).map((c) => [c, ""]));
    expect(problemsOf([importRow("A-1"), importRow("A-1", { box_number: "2", ...empty })])).toEqual([[3, "box_number", "box_without_items"]]);
  });

  it("refuses more than 20 boxes in an order", () => {
    const rows = Array.from({ length: 21 }, (_, i) => importRow("A-1", { box_number: String(i + 1) }));
    expect(problemsOf(rows)).toEqual([[22, "box_number", "too_many_boxes"]]);
  });
});

describe("cells through the wizard's rules, one failing cell each", () => {
  const cases: [string, Parameters<typeof importRow>[1], [string, string]][] = [
    ["an invalid CPF", { receiver_tax_document: "111.111.111-11" }, ["receiver_tax_document", "invalid_cpf"]],
    ["an invalid CNPJ", { receiver_tax_document: "11.222.333/0001-00" }, ["receiver_tax_document", "invalid_cnpj"]],
    ["a phone of another country", { receiver_phone: "+1 212 555 0100" }, ["receiver_phone", "invalid_phone"]],
    ["a postal code of the wrong length", { receiver_postal_code: "0131" }, ["receiver_postal_code", "invalid_zip"]],
    ["letters in the house number", { receiver_number: "10A" }, ["receiver_number", "house_number_digits"]],
    ["an invalid e-mail", { receiver_email: "maria@" }, ["receiver_email", "invalid_email"]],
    ["a blank receiver name", { receiver_name: "" }, ["receiver_name", "blank"]],
    ["an HS code of 5 digits", { item_hs_code: "61091" }, ["item_hs_code", "hs_code_digits"]],
    ["a side over 105 cm", { box_length: "120" }, ["box_length", "side_too_long"]],
    ["a box over 30 kg", { box_weight: "31" }, ["box_weight", "too_heavy"]],
    ["a box lighter than its contents", { box_weight: "0.1" }, ["box_weight", "weight_below_contents"]],
    ["a price under 0.01", { item_unit_price: "0" }, ["item_unit_price", "min_amount"]],
    ["a fractional quantity", { item_quantity: "1.5" }, ["item_quantity", "not_positive"]],
    ["a price that is not a number", { item_unit_price: "ten" }, ["item_unit_price", "not_a_number"]],
    ["a blank box length", { box_length: "" }, ["box_length", "blank"]],
    ["an unknown contract", { contract: "Overnight" }, ["contract", "unknown_contract"]],
    ["an incoterm the contract does not allow", { contract: "Economy", incoterm: "DDP" }, ["incoterm", "incoterm_not_allowed"]],
    ["batteries the contract does not carry", { item_category: "mobile phone" }, ["contract", "battery_not_allowed"]],
    ["an unknown sales channel", { sales_channel: "Shopee" }, ["sales_channel", "unknown_sales_channel"]],
    ["an unknown category", { item_category: "gadgets" }, ["item_category", "unknown_category"]],
    ["a country that is not a code", { receiver_country: "Brasil" }, ["receiver_country", "invalid_country"]],
    ["a currency that is not a code", { currency: "US$" }, ["currency", "invalid_currency"]],
    ["an incoterm that is neither", { incoterm: "FOB" }, ["incoterm", "invalid_incoterm"]],
    ["a number the seller already has", { order_number: "TAKEN-1" }, ["order_number", "order_number_taken"]],
    ["a cell over its column's length", { receiver_number: "12345678901" }, ["receiver_number", "cell_too_long"]],
  ];
  it.each(cases)("%s is named at its line and column, and the order is rejected", (_, cells, [column, code]) => {
    expect(problemsOf([importRow(cells?.order_number ?? "A-1", cells)])).toContainEqual([2, column, code]);
  });

  it("names an item's problem on that item's line", () => {
    expect(problemsOf([importRow("A-1"), importRow("A-1", { item_sku: "BOOK", item_hs_code: "4901" })])).toEqual([[3, "item_hs_code", "hs_code_digits"]]);
  });

  it("says once that there is no default sender", () => {
    expect(problemsOf([importRow("A-1")], importContext({ sender: null }))).toEqual([[2, null, "no_default_sender"]]);
  });

  it("names the default sender's own problems without a column", () => {
    const context = importContext({ sender: { ...importContext().sender!, phone: "138 0013 8000" } });
    const result = check([importRow("A-1")], context);
    expect(result.rejected[0]?.problems).toEqual([{ line: 2, column: null, code: "invalid_seller_phone", params: { country: "CN", field: "sender.phone" } }]);
  });

  it("asks for the customs document of an HS code that needs one", () => {
    expect(problemsOf([importRow("A-1")], importContext({ codesNeedingDocuments: ["610910"] }))).toEqual([[2, null, "documents_missing"]]);
  });
});

describe("the orders it makes", () => {
  it("converts inches and pounds for an imperial user", () => {
    const row = importRow("A-1", { box_length: "10", box_width: "8", box_height: "4", box_weight: "2", item_unit_weight: "0.5" });
    const order = check([row], importContext({ measurementSystem: "imperial" })).orders[0]?.order;
    expect(order?.boxes[0]).toMatchObject({ length: 25.4, width: 20.32, height: 10.16, weight: 0.907 });
    expect(order?.boxes[0]?.items[0]?.unit_weight).toBe(0.227);
  });

  it("takes the contract and channel by name in any case, the sender from the context", () => {
    const order = check([importRow("A-1", { contract: "economy", sales_channel: "LOJA ONLINE" })]).orders[0]?.order;
    expect(order).toMatchObject({ contract_id: 2, sales_channel_id: 5, sender: importContext().sender, agreed_to_costs: true, data_source: 1 });
  });

  it("keeps HTML, script and formulas as the text they are", () => {
    const cells = { receiver_name: '<img src=x onerror="alert(1)">', item_name: "<script>alert(1)</script>", item_description: '=HYPERLINK("http://evil.example","click")' };
    const item = check([importRow("A-1", cells)]).orders[0]?.order.boxes[0]?.items[0];
    expect(item?.name).toBe(cells.item_name);
    expect(item?.description).toBe(cells.item_description);
  });

  it("reports the spec's stages in order, ending with validation success", () => {
    const stages: ImportProgress[] = [];
    checkImport(COLUMNS, rowsOf(importRow("A-1"), importRow("B-1")), importContext(), (progress) => stages.push(progress));
    expect([...new Set(stages.map((s) => s.stage))]).toEqual(["checking columns", "checking equal orders volumes", "checking cells", "validation success"]);
    expect(stages.at(-1)).toEqual({ stage: "validation success", done: 2, total: 2 });
  });
});
