import { orderIssues, type OrderIssue } from "../order-validation";
import { factsOfOrder } from "../shipping-rules/facts";
import type { BuiltOrder } from "./build-order";
import type { ImportColumn, ImportContext, ImportProblem } from "./types";

/**
 * The wizard's rules (src/domain/order-validation.ts) on an imported order, their field paths
 * turned into the file's line and column.
 *
 * The rules run on the order exactly as the wizard's: "value covers freight and taxes" asks it
 * of a landed-cost order (prices that include freight and taxes), and the file has no landed-cost
 * column, so an imported order is not one (decision 039: asked of every order, a T-shirt to
 * Brazil would need goods worth about 15 times its freight).
 */

/** The receiver's fields (`customer.*` in OrderInput) and the file's columns that hold them; the server places its refusals by it too. */
export const CUSTOMER_COLUMNS: Readonly<Record<string, ImportColumn>> = {
  full_name: "receiver_name",
  document: "receiver_tax_document",
  phone: "receiver_phone",
  email: "receiver_email",
  country: "receiver_country",
  postal_code: "receiver_postal_code",
  state: "receiver_state",
  city: "receiver_city",
  address: "receiver_address",
  number: "receiver_number",
  complement: "receiver_complement",
  quarter: "receiver_quarter",
};
const ORDER_FIELD_COLUMNS: Readonly<Record<string, ImportColumn>> = { order_number: "order_number", contract_id: "contract", incoterm: "incoterm", currency: "currency" };
const BOX_FIELD_COLUMNS: Readonly<Record<string, ImportColumn>> = { length: "box_length", width: "box_width", height: "box_height", weight: "box_weight", empty_weight: "box_weight" };

/** The line and column a rule's field path names in the file; column null for what no cell holds (the sender, the whole order). */
export function cellOfPath(path: string, built: Pick<BuiltOrder, "lines">, firstLine: number): { line: number; column: string | null } {
  const [head = "", second, third, fourth, fifth] = path.split(".");
  if (head === "customer" && second) return { line: firstLine, column: CUSTOMER_COLUMNS[second] ?? null };
  if (head === "boxes" && second !== undefined) {
    const box = built.lines[Number(second)];
    if (!box) return { line: firstLine, column: null };
    if (third === "items" && fourth !== undefined) return { line: box.items[Number(fourth)] ?? box.box, column: fifth ? `item_${fifth}` : null };
    return { line: box.box, column: third ? (BOX_FIELD_COLUMNS[third] ?? null) : "box_number" };
  }
  return { line: firstLine, column: ORDER_FIELD_COLUMNS[head] ?? null };
}

export function orderRuleProblems(built: BuiltOrder, context: ImportContext, firstLine: number): ImportProblem[] {
  const rules = context.shippingRules;
  const issues: OrderIssue[] = orderIssues(built.order, {
    contract: built.contract?.terms,
    insurance_settings: context.insuranceSettings,
    codes_needing_documents: context.codesNeedingDocuments,
    ...(rules ? { shipping_rules: { rules: rules.rules, facts: factsOfOrder(built.order, context.salesChannels), now: rules.now } } : {}),
  });
  // A cell that could not be read already has its problem: the rules' view of it (NaN, "unknown contract") adds nothing.
  const named = new Set(built.problems.map((p) => `${p.line}:${p.column}`));
  const problems: ImportProblem[] = [];
  for (const issue of issues) {
    // Without a default sender the order already says so once, not once per sender field.
    if (!context.sender && issue.path.startsWith("sender.")) continue;
    const { line, column } = cellOfPath(issue.path, built, firstLine);
    if (named.has(`${line}:${column}`)) continue;
    // The sender is not in the file: its field is named so that the message can say which.
    const params = issue.path.startsWith("sender.") ? { ...issue.params, field: issue.path } : issue.params;
    problems.push({ line, column, code: issue.code, ...(params ? { params } : {}) });
  }
  return problems;
}
