import { REPORT_COLUMN_ALIASES, REPORT_COLUMNS, REQUIRED_REPORT_COLUMNS, type ReportField } from "./report-columns";

/**
 * A channel report read into orders: rows grouped by order-id, in the order of the file. The
 * report is tab-separated without quoting (a marketplace strips tabs and line breaks from its
 * cells), so a line is a row and a tab a cell boundary. Cells are kept as text; nothing here
 * decides whether they are valid, the import rules do that after mapping.
 */
export interface ChannelItem {
  /** The row number a spreadsheet shows (header = 1). */
  line: number;
  order_item_id: string;
  sku: string;
  product_name: string;
  quantity: string;
  /** The line's price: Amazon reports the unit price times the quantity. */
  item_price: string;
}

export interface ChannelOrder {
  order_id: string;
  purchase_date: string;
  buyer_email: string;
  buyer_name: string;
  phone: string;
  tax_id: string;
  currency: string;
  recipient_name: string;
  address_1: string;
  address_2: string;
  address_3: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  items: ChannelItem[];
}

export type ParsedReport = { ok: true; orders: ChannelOrder[]; rows: number } | { ok: false; code: "missing_columns"; missing: string[] };

const splitLines = (text: string) => text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);

/** Where each field's column is in the header, by name or alias, whatever the case. */
function locateColumns(header: readonly string[]): { at: Partial<Record<ReportField, number>>; missing: string[] } {
  const names = header.map((name) => name.trim().toLowerCase());
  const at: Partial<Record<ReportField, number>> = {};
  for (const [field, name] of Object.entries(REPORT_COLUMNS) as [ReportField, string][]) {
    const index = [name, ...(REPORT_COLUMN_ALIASES[field] ?? [])].map((n) => names.indexOf(n)).find((i) => i >= 0);
    if (index !== undefined) at[field] = index;
  }
  const missing = REQUIRED_REPORT_COLUMNS.filter((field) => at[field] === undefined).map((field) => REPORT_COLUMNS[field]);
  return { at, missing };
}

export function parseChannelReport(text: string): ParsedReport {
  const lines = splitLines(text);
  const { at, missing } = locateColumns((lines[0] ?? "").split("\t"));
  if (missing.length > 0) return { ok: false, code: "missing_columns", missing };

  const byId = new Map<string, ChannelOrder>();
  let rows = 0;
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === "") return;
    rows += 1;
    const cells = line.split("\t");
    const cell = (field: ReportField) => {
      const i = at[field];
      return i === undefined ? "" : (cells[i] ?? "").trim();
    };
    const orderId = cell("orderId");
    let order = byId.get(orderId);
    if (!order) {
      order = {
        order_id: orderId,
        purchase_date: cell("purchaseDate"),
        buyer_email: cell("buyerEmail"),
        buyer_name: cell("buyerName"),
        phone: cell("shipPhone") || cell("buyerPhone"),
        tax_id: cell("taxId"),
        currency: cell("currency"),
        recipient_name: cell("recipientName"),
        address_1: cell("address1"),
        address_2: cell("address2"),
        address_3: cell("address3"),
        city: cell("city"),
        state: cell("state"),
        postal_code: cell("postalCode"),
        country: cell("country").toUpperCase(),
        items: [],
      };
      byId.set(orderId, order);
    }
    order.items.push({ line: index + 2, order_item_id: cell("orderItemId"), sku: cell("sku"), product_name: cell("productName"), quantity: cell("quantity"), item_price: cell("itemPrice") });
  });
  return { ok: true, orders: [...byId.values()], rows };
}
