import * as v from "valibot";
import { apiRequest } from "../client";
import { Envelope } from "../schemas/common";
import { type RuleTestRequest, RuleTestResponse, ShippingRuleListResponse, type ShippingRuleRequest, ShippingRuleResponse } from "../schemas/shipping-rules";

/** Shipping rules (issue 22, decision 062): the seller's rules, their form and the "Test rule" panel. */

const DeletedRuleResponse = Envelope(v.object({ id: v.number() }));

/** GET /v1/shipping_rules: `{elements, count, ids}` in the order the rules act (priority 1 first, then newest). */
export const fetchShippingRules = async (query: { limit?: number; offset?: number }, signal?: AbortSignal) =>
  (await apiRequest("get", "shipping_rules", ShippingRuleListResponse, { searchParams: query, signal })).data;

/** GET /v1/shipping_rules/{id}; 404 for another seller's. */
export const fetchShippingRule = async (id: number, signal?: AbortSignal) => (await apiRequest("get", `shipping_rules/${id}`, ShippingRuleResponse, { signal })).data;

/** POST /v1/shipping_rules (422 with field paths such as "shipping_rules_conditions_attributes.0.operator"). */
export const createShippingRule = async (rule: ShippingRuleRequest, idempotencyKey?: string) =>
  (await apiRequest("post", "shipping_rules", ShippingRuleResponse, { json: rule, idempotencyKey })).data;

/** PUT /v1/shipping_rules/{id}: the whole rule, its conditions and action replaced. */
export const updateShippingRule = async (id: number, rule: ShippingRuleRequest, idempotencyKey?: string) =>
  (await apiRequest("put", `shipping_rules/${id}`, ShippingRuleResponse, { json: rule, idempotencyKey })).data;

export const deleteShippingRule = async (id: number, idempotencyKey?: string) =>
  (await apiRequest("delete", `shipping_rules/${id}`, DeletedRuleResponse, { idempotencyKey })).data;

/** POST /v1/shipping_rules/test: what one rule (saved or not) would do to an order or a sample shipment. */
export const testShippingRule = async (request: RuleTestRequest, signal?: AbortSignal) =>
  (await apiRequest("post", "shipping_rules/test", RuleTestResponse, { json: request, signal })).data;

/** Rules a seller keeps are a handful; a page this size holds them all in one call. */
const ALL_RULES_PAGE = 1000;

/**
 * Every rule of the seller, page after page: what the wizard's Courier step evaluates on the
 * device (and keeps for offline use).
 */
export async function fetchAllShippingRules(signal?: AbortSignal) {
  const rules = [];
  for (let offset = 0; ; offset += ALL_RULES_PAGE) {
    const page = await fetchShippingRules({ limit: ALL_RULES_PAGE, offset }, signal);
    rules.push(...page.elements);
    if (page.elements.length < ALL_RULES_PAGE || rules.length >= page.count) return rules;
  }
}
