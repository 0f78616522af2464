import * as v from "valibot";
import { Envelope } from "../../src/api/schemas/common";
import { RuleTestRequest, RuleTestResponse, ShippingRuleListResponse, ShippingRuleRequest, ShippingRuleResponse, ShippingRulesQuery } from "../../src/api/schemas/shipping-rules";
import { created, type Operation, ok } from "./operation-parts";

const DeletedRule = Envelope(v.object({ id: v.number() }));

/** Shipping rules (issue 22, decision 062). */
export const SHIPPING_RULE_OPERATIONS: Record<string, Operation> = {
  "GET /v1/shipping_rules": { tag: "Shipping rules", summary: "The seller's shipping rules, in the order they act (priority 1 first, then newest)", query: ShippingRulesQuery, answers: ok(ShippingRuleListResponse) },
  "GET /v1/shipping_rules/:id": { tag: "Shipping rules", summary: "One shipping rule with its conditions and action", answers: ok(ShippingRuleResponse) },
  "POST /v1/shipping_rules": {
    tag: "Shipping rules",
    summary: "Create a shipping rule (priority 5 when empty)",
    description: "Conditions go as shipping_rules_conditions_attributes, the one action as shipping_rules_actions_attributes; values as a list or comma-separated text. 422 when an operator does not fit its condition or an action names what the seller does not have.",
    idempotency: "optional",
    body: ShippingRuleRequest,
    answers: created(ShippingRuleResponse),
  },
  "PUT /v1/shipping_rules/:id": { tag: "Shipping rules", summary: "Replace a shipping rule (its conditions and action too)", idempotency: "optional", body: ShippingRuleRequest, answers: ok(ShippingRuleResponse) },
  "DELETE /v1/shipping_rules/:id": { tag: "Shipping rules", summary: "Delete a shipping rule", idempotency: "optional", answers: ok(DeletedRule, "Deleted.") },
  "POST /v1/shipping_rules/test": {
    tag: "Shipping rules",
    summary: "What one rule (saved or sent) would do to an order or a sample shipment (a read: writes nothing)",
    body: RuleTestRequest,
    answers: ok(RuleTestResponse),
  },
};
