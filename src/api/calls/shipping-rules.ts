import * as v from "valibot";
import { apiRequest } from "../client";
import { type RuleTestRequest, RuleTestResponse, ShippingRuleListResponse, type ShippingRuleRequest, ShippingRuleResponse, type ShippingRulesQuery } from "../schemas/shipping-rules";

/**
 * The seller's shipping rules (issue 22; configuration area sections 2 and 3). Writes are refused
 * with 403 to a Seller Viewer; a rule naming a courier, package or address the seller does not
 * have is refused with 422 on its field.
 */

/** GET /v1/shipping_rules: `{elements, count, ids}`, highest priority first. */
export const fetchShippingRules = async (query: v.InferInput<typeof ShippingRulesQuery>, signal?: AbortSignal) =>
  (await apiRequest("get", "shipping_rules", ShippingRuleListResponse, { searchParams: query, signal })).data;

/** Rules a seller keeps are a handful; a page this size holds them all in one call. */
const ALL_RULES_PAGE = 1000;

/**
 * Every rule of the seller, page after page: what the wizard's Courier step evaluates on the
 * device (and keeps for offline use).
 */
export async function fetchAllShippingRules(signal?: AbortSignal) {
  const rules = [];
  for (let offset = 0; ; offset += ALL_RULES_PAGE) {
    const page = await fetchShippingRules({ limit: String(ALL_RULES_PAGE), offset: String(offset) }, signal);
    rules.push(...page.elements);
    if (page.elements.length < ALL_RULES_PAGE || rules.length >= page.count) return rules;
  }
}

/** GET /v1/shipping_rules/{id}; 404 for another seller's rule. */
export const fetchShippingRule = async (id: number, signal?: AbortSignal) => (await apiRequest("get", `shipping_rules/${id}`, ShippingRuleResponse, { signal })).data;

/** POST /v1/shipping_rules. */
export const createShippingRule = async (rule: ShippingRuleRequest, idempotencyKey: string) =>
  (await apiRequest("post", "shipping_rules", ShippingRuleResponse, { json: rule, idempotencyKey })).data;

/** PUT /v1/shipping_rules/{id}: the whole rule; its conditions and action are replaced. */
export const saveShippingRule = async (id: number, rule: ShippingRuleRequest) => (await apiRequest("put", `shipping_rules/${id}`, ShippingRuleResponse, { json: rule })).data;

/** DELETE /v1/shipping_rules/{id}: final; what the answer holds is not read. */
export const deleteShippingRule = async (id: number) => {
  await apiRequest("delete", `shipping_rules/${id}`, v.unknown());
};

/**
 * POST /v1/shipping_rules/test: one rule (saved, by id, or as the form has it) on an existing
 * order or a sample shipment; whether it acts, and the options before and after it.
 */
export const testShippingRule = async (request: RuleTestRequest, signal?: AbortSignal) =>
  (await apiRequest("post", "shipping_rules/test", RuleTestResponse, { json: request, signal })).data;
