import { describe, expect, it } from "vitest";
import { channelImportRows, decodeReportBytes, parseChannelReport, splitStreetNumber } from "./index";

const HEADER = "order-id\torder-item-id\tpurchase-date\tbuyer-email\tsku\tproduct-name\tquantity-purchased\tcurrency\titem-price\trecipient-name\tship-address-1\tship-address-2\tship-address-3\tship-city\tship-state\tship-postal-code\tship-country\tship-phone-number\tbuyer-tax-registration-id";
const row = (orderId: string, sku: string, quantity: string, price: string) =>
  `${orderId}\t1\t2026-11-24\tb@marketplace.amazon.com\t${sku}\tA product\t${quantity}\tUSD\t${price}\tAna Souza\tRua Augusta, 1508\tApto 72\tConsolação\tSão Paulo\tSP\t01304-001\tbr\t+55 11 98765-4321\t864.542.841-58`;
const REPORT = [HEADER, row("701-1", "CASE", "2", "25.80"), row("701-1", "BOOK", "1", "18.90"), "", row("702-2", "MUG", "1", "9.99")].join("\r\n");

const templates = {
  boxes: [{ id: 7, name: "Small", length: 20, width: 15, height: 10, empty_weight: 0.15, auto_select: true }],
  products: [
    { id: 1, sku: "case", name: "Clear case", description: null, category: "mobile_phone", hs_code: "392690", origin_country: "CN", unit_weight: 0.05 },
    { id: 2, sku: "BOOK", name: "Notebook", description: "A5", category: "books_collectibles", hs_code: "482010", origin_country: "US", unit_weight: 0.4 },
  ],
};

describe("channel report", () => {
  it("groups a report's rows by order id and keeps each row's spreadsheet line", () => {
    const parsed = parseChannelReport(REPORT);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows).toBe(3);
    expect(parsed.orders.map((o) => [o.order_id, o.items.map((i) => i.line)])).toEqual([["701-1", [2, 3]], ["702-2", [5]]]);
    expect(parsed.orders[0]?.country).toBe("BR");
  });

  it("names the required columns a report lacks", () => {
    expect(parseChannelReport("order-id\tsku\nA\tB")).toEqual({ ok: false, code: "missing_columns", missing: expect.arrayContaining(["quantity-purchased", "ship-postal-code"]) });
  });

  it("refuses bytes that are no text, and reads a Windows-1252 report", () => {
    expect(decodeReportBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]))).toEqual({ ok: false, code: "not_text" });
    expect(decodeReportBytes(new Uint8Array([0x20, 0x0a]))).toEqual({ ok: false, code: "empty" });
    expect(decodeReportBytes(new Uint8Array([0x53, 0xe3, 0x6f]))).toEqual({ ok: true, text: "São" });
  });

  it("splits the house number off a Brazilian street line", () => {
    expect(splitStreetNumber("Rua Augusta, 1508")).toEqual({ address: "Rua Augusta", number: "1508" });
    expect(splitStreetNumber("Av. Paulista nº 900")).toEqual({ address: "Av. Paulista", number: "900" });
    expect(splitStreetNumber("Rua sem número")).toEqual({ address: "Rua sem número", number: "" });
  });

  it("fills customs cells from the templates by SKU and leaves them blank where no template covers the SKU", () => {
    const parsed = parseChannelReport(REPORT);
    if (!parsed.ok) throw new Error("not parsed");
    const { columns, rows, gaps } = channelImportRows(parsed.orders, [], templates, "metric", "Amazon");
    const cell = (line: number, column: string) => rows.find((r) => r.line === line)?.values[columns.indexOf(column)];
    expect(cell(2, "item_hs_code")).toBe("392690");
    expect(cell(2, "item_unit_price")).toBe("12.90");
    expect(cell(2, "receiver_number")).toBe("1508");
    // Box: the auto-select template, weighing its own 0.15 kg plus 2 x 0.05 + 0.4.
    expect(cell(3, "box_weight")).toBe("0.65");
    expect(cell(5, "item_hs_code")).toBe("");
    expect(gaps).toEqual([{ order_id: "702-2", missing_skus: ["MUG"], missing_box: false }]);
  });

  it("takes the user's saved choice over the SKU match, and writes sizes in the user's units", () => {
    const parsed = parseChannelReport(REPORT);
    if (!parsed.ok) throw new Error("not parsed");
    const mapping = [{ order_id: "702-2", box_template_id: 7, products: [{ sku: "MUG", product_template_id: 2 }] }];
    const { columns, rows, gaps } = channelImportRows(parsed.orders, mapping, templates, "imperial", null);
    const cell = (line: number, column: string) => rows.find((r) => r.line === line)?.values[columns.indexOf(column)];
    expect(cell(5, "item_hs_code")).toBe("482010");
    expect(cell(5, "sales_channel")).toBe("");
    expect(cell(5, "box_length")).toBe("7.874");
    expect(gaps).toEqual([]);
  });
});
