import type * as v from "valibot";
import type { ImportMessage } from "../../src/api/schemas/order-import";
import { CUSTOMER_COLUMNS } from "../../src/domain/order-import/order-rules";
import { type OrderIssue, orderIssueText } from "../../src/domain/order-validation";
import { HttpError } from "../http/errors";
import { OrderRefusedError } from "../orders/validate-order";

/**
 * createOrder's refusal of an order the import's check let through (most often: its number was
 * taken meanwhile), as the import's messages. The wizard's issue paths name fields of the order;
 * a file names columns, so each path is turned into the column it came from where there is one.
 */

/** Code of a refusal that is no rule of the wizard (a shape the schema refused, a bad reference). */
export const ORDER_REFUSED_CODE = "order_refused";

const ORDER_COLUMNS: Record<string, string> = {
  order_number: "order_number",
  sales_channel_id: "sales_channel",
  sales_channel_order_number: "sales_channel_order_number",
  contract_id: "contract",
  incoterm: "incoterm",
  currency: "currency",
};
const BOX_FIELDS = new Set(["length", "width", "height", "weight"]);
const ITEM_FIELDS = new Set(["sku", "name", "description", "category", "hs_code", "origin_country", "unit_price", "unit_weight", "quantity"]);

/** The file's column an issue path names, or null (the sender, the order as a whole). */
export function columnOfPath(path: string): string | null {
  const parts = path.split(".");
  if (parts[0] === "customer" && parts[1]) return CUSTOMER_COLUMNS[parts[1]] ?? null;
  if (parts[0] === "boxes") {
    if (parts[2] === "items" && parts[4] && ITEM_FIELDS.has(parts[4])) return `item_${parts[4]}`;
    if (parts[2] && BOX_FIELDS.has(parts[2])) return `box_${parts[2]}`;
    return null;
  }
  return ORDER_COLUMNS[path] ?? null;
}

const issueMessage = (issue: OrderIssue, line: number | null): ImportMessage => ({
  line,
  column: columnOfPath(issue.path),
  code: issue.code,
  ...(issue.params ? { params: issue.params } : {}),
  text: orderIssueText(issue),
});

/** Messages of a refused order, placed on its first line. Undefined for an error that is no refusal (a failure to retry). */
export function refusalMessages(error: unknown, firstLine: number | null): ImportMessage[] | undefined {
  if (error instanceof OrderRefusedError) return error.issues.map((issue) => issueMessage(issue, firstLine));
  if (error instanceof HttpError && error.status === 422) {
    return error.messages.flatMap((entry) =>
      typeof entry === "string"
        ? [{ line: firstLine, column: null, code: ORDER_REFUSED_CODE, text: entry }]
        : Object.entries(entry).flatMap(([path, texts]) =>
            (Array.isArray(texts) ? texts : [texts]).map((text) => ({ line: firstLine, column: columnOfPath(path), code: ORDER_REFUSED_CODE, text })),
          ),
    );
  }
  return undefined;
}

/** An order the server's own schema refused (the check and the schema disagree: a defect, reported per order). */
export function schemaMessages(issues: readonly v.BaseIssue<unknown>[], firstLine: number | null, dotPath: (issue: v.BaseIssue<unknown>) => string | null): ImportMessage[] {
  return issues.map((issue) => ({ line: firstLine, column: columnOfPath(dotPath(issue) ?? ""), code: ORDER_REFUSED_CODE, text: issue.message }));
}
