import { describe, expect, it } from "vitest";
import { importContext, importRow } from "../../../tests/fixtures/order-import";
import type { EvaluatedRule } from "../shipping-rules/plan";
import { checkImport } from "./check";
import { IMPORT_COLUMNS } from "./types";

const NOW = new Date("2026-11-27T12:00:00Z");

const rule = (name: string, action: EvaluatedRule["rule_actions"][number], id: number): EvaluatedRule => ({
  id,
  name,
  priority: 5,
  expiration: null,
  is_active: true,
  created_at: "2026-11-01T00:00:00Z",
  rule_conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }],
  rule_actions: [action],
});

// Both contracts of the fixture share a carrier: give Economy its own.
const context = (rules: EvaluatedRule[]) => {
  const base = importContext();
  const contracts = base.contracts.map((contract) => (contract.id === 2 ? { ...contract, terms: { ...contract.terms, carrier_name: "Slow Post" } } : contract));
  return { ...base, contracts, shippingRules: { rules, now: NOW } };
};
const check = (rows: string[][], rules: EvaluatedRule[]) => checkImport([...IMPORT_COLUMNS], rows.map((values, index) => ({ line: index + 2, values })), context(rules));

describe("checkImport with shipping rules", () => {
  it("rejects an order whose contract's courier a rule forbids, on its contract cell, naming the rule", () => {
    const carrier = importContext().contracts[0]!.terms.carrier_name;
    const result = check([importRow("R-1", { contract: "Express" })], [rule("No Express courier to Brazil", { action_name: "never_use_courier", values: [carrier] }, 1)]);
    expect(result.orders).toEqual([]);
    expect(result.rejected[0]?.problems).toContainEqual({ line: 2, column: "contract", code: "courier_forbidden_by_rule", params: { carrier, rule: "No Express courier to Brazil" } });
  });

  it("gives a row without a contract the first contract of the courier a rule chooses, and keeps a named contract", () => {
    const rules = [rule("Slow Post to Brazil", { action_name: "courier", values: ["slow post"] }, 1)];
    const result = check([importRow("R-2", { contract: "" }), importRow("R-3", { contract: "Express" })], rules);
    expect(result.orders.map((order) => [order.order_number, order.order.contract_id])).toEqual([
      ["R-2", 2],
      ["R-3", 1],
    ]);
    expect(check([importRow("R-4", { contract: "" })], []).orders[0]?.order.contract_id).toBe(1);
  });
});
