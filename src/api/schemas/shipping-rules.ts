import * as v from "valibot";
import { ACTION_NAMES, CONDITION_NAMES, DEFAULT_RULE_PRIORITY, OPERATORS, RULE_PRIORITIES, splitValues } from "../../domain/shipping-rules/vocabulary";
import { Envelope, ListEnvelope, MESSAGES, Pagination } from "./common";

/**
 * Shipping rules (configuration area section 3 "Shipping rule (form)", issue 22, decision 062):
 * GET/POST /v1/shipping_rules, GET/PUT/DELETE /v1/shipping_rules/{id}, POST /v1/shipping_rules/test.
 * What each condition and action means: src/domain/shipping-rules/evaluate.ts and apply.ts.
 *
 * Values of each action (all texts, as the spec's `values` list):
 *   - always_sort_by_courier, default_sort_by_courier: carrier names, first first;
 *   - courier, never_use_courier: carrier names (carriers of the seller's contracts);
 *   - incoterm: "DDP" or "DDU";
 *   - package, never_use_package: box template ids (the seller's packages);
 *   - ship_from: a ship-from address id (the seller's addresses);
 *   - fixed_freight: an amount of money, at least 0.01 ("12.50");
 *   - freight_from_cost: a percentage added to the contract's freight, 0 or more ("10" = +10 %).
 */

export const MAX_RULE_NAME = 120;
export const MAX_RULE_CONDITIONS = 20;
export const MAX_RULE_VALUES = 200;
export const MAX_RULE_VALUE_LENGTH = 120;

const RuleValue = v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(MAX_RULE_VALUE_LENGTH, MESSAGES.tooLong(MAX_RULE_VALUE_LENGTH)));

/** Values as a list, or as comma-separated text the way a user types them (section 3: split). */
const RuleValues = v.pipe(
  v.union([v.array(RuleValue), v.pipe(v.string(MESSAGES.mustBeText), v.transform(splitValues))], "Must be a list of values"),
  v.transform((values: string[]) => values.filter((value) => value !== "")),
  v.maxLength(MAX_RULE_VALUES, `Can't be more than ${MAX_RULE_VALUES} values`),
);

// ---- answers -------------------------------------------------------------------------------

export const RuleConditionAnswer = v.object({
  id: v.number(),
  condition_name: v.picklist(CONDITION_NAMES),
  operator: v.nullable(v.picklist(OPERATORS)),
  values: v.array(v.string()),
});
export type RuleConditionAnswer = v.InferOutput<typeof RuleConditionAnswer>;

export const RuleActionAnswer = v.object({
  id: v.number(),
  action_name: v.picklist(ACTION_NAMES),
  values: v.array(v.string()),
});
export type RuleActionAnswer = v.InferOutput<typeof RuleActionAnswer>;

export const ShippingRule = v.object({
  id: v.number(),
  name: v.string(),
  /** 1 very high ... 5 very low. */
  priority: v.picklist(RULE_PRIORITIES),
  /** Last day the rule acts (YYYY-MM-DD, UTC); null: never expires. */
  expiration: v.nullable(v.string()),
  is_active: v.boolean(),
  rule_conditions: v.array(RuleConditionAnswer),
  /** One action (the spec: "one action with a name and values"). */
  rule_actions: v.array(RuleActionAnswer),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ShippingRule = v.InferOutput<typeof ShippingRule>;

export const ShippingRuleResponse = Envelope(ShippingRule);
/** GET /v1/shipping_rules: the list view reads name, priority, conditions, action, expiration, is_active. */
export const ShippingRuleListResponse = ListEnvelope(ShippingRule);

// ---- requests ------------------------------------------------------------------------------

export const ShippingRulesQuery = v.object({ ...Pagination });

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const RuleConditionInput = v.object({
  condition_name: v.picklist(CONDITION_NAMES, "Choose a condition"),
  /** Absent or null for "All Shipments". */
  operator: v.optional(v.nullable(v.picklist(OPERATORS, "Choose an operator")), null),
  values: v.optional(RuleValues, []),
});
export type RuleConditionInput = v.InferOutput<typeof RuleConditionInput>;

export const RuleActionInput = v.object({
  action_name: v.picklist(ACTION_NAMES, "Choose an action"),
  values: v.optional(RuleValues, []),
});
export type RuleActionInput = v.InferOutput<typeof RuleActionInput>;

/**
 * POST /v1/shipping_rules and PUT /v1/shipping_rules/{id} (the whole rule; a PUT replaces its
 * conditions and action). Priority 5 when empty (section 4); active unless said otherwise. The
 * server also checks what needs the seller's data (a courier of the seller's contracts, a
 * package of the seller...), and that each operator fits its condition.
 */
export const ShippingRuleRequest = v.object({
  name: v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_RULE_NAME, MESSAGES.tooLong(MAX_RULE_NAME))),
  priority: v.pipe(
    v.optional(v.nullable(v.union([v.picklist(RULE_PRIORITIES), v.literal("")], "Choose a priority from 1 to 5")), DEFAULT_RULE_PRIORITY),
    v.transform((priority) => (priority === null || priority === "" ? DEFAULT_RULE_PRIORITY : priority)),
  ),
  expiration: v.pipe(
    v.optional(v.nullable(v.string(MESSAGES.mustBeText)), null),
    v.transform((text) => (text === null || text.trim() === "" ? null : text.trim())),
    v.check((text) => text === null || (DATE_PATTERN.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))), "Must be a date (YYYY-MM-DD)"),
  ),
  is_active: v.optional(v.boolean("Must be true or false"), true),
  shipping_rules_conditions_attributes: v.pipe(
    v.array(RuleConditionInput, "Must be a list of conditions"),
    v.maxLength(MAX_RULE_CONDITIONS, `Can't be more than ${MAX_RULE_CONDITIONS} conditions`),
  ),
  shipping_rules_actions_attributes: v.pipe(
    v.array(RuleActionInput, "Must be a list of actions"),
    v.length(1, "Choose one action"),
  ),
});
export type ShippingRuleRequest = v.InferInput<typeof ShippingRuleRequest>;
export type ShippingRuleInput = v.InferOutput<typeof ShippingRuleRequest>;

// ---- what rules did (quotes, the test panel) ----------------------------------------------

/**
 * One thing a rule did to a shipment's options, in the evaluator's order. `message` is English
 * ("Courier X hidden by rule 'No X to Chile'"); the app builds its translated text from the other
 * fields. `outcome`: `applied`; `overridden` when a rule earlier in the order already gave an
 * action of this kind; `no_effect` when the action found nothing to change (the courier offers no
 * option here...).
 */
export const RuleEffect = v.object({
  rule_id: v.nullable(v.number()),
  rule_name: v.string(),
  action_name: v.picklist(ACTION_NAMES),
  values: v.array(v.string()),
  outcome: v.picklist(["applied", "overridden", "no_effect"]),
  /** Contracts whose options this effect hid, chose or repriced. */
  contract_ids: v.array(v.number()),
  message: v.string(),
});
export type RuleEffect = v.InferOutput<typeof RuleEffect>;

/** A sample shipment for POST /v1/shipping_rules/test (what a quote asks, plus what rules look at). */
export const SampleShipment = v.object({
  destination_country: v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, "Must be a country code")),
  destination_state: v.optional(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(60, MESSAGES.tooLong(60))), ""),
  destination_postal_code: v.optional(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(20, MESSAGES.tooLong(20))), ""),
  sales_channel_id: v.optional(v.nullable(v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber))), null),
  items: v.optional(
    v.pipe(
      v.array(
        v.object({
          sku: v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(MAX_RULE_VALUE_LENGTH, MESSAGES.tooLong(MAX_RULE_VALUE_LENGTH))),
          category: v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(MAX_RULE_VALUE_LENGTH, MESSAGES.tooLong(MAX_RULE_VALUE_LENGTH))),
          quantity: v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber), v.minValue(1, "Must be at least 1"), v.maxValue(100_000, "Too large")),
        }),
      ),
      v.maxLength(500, "Can't be more than 500 items"),
    ),
    [],
  ),
  /** Goods value in the shipment's currency (units). */
  goods_value: v.pipe(v.number(MESSAGES.mustBeNumber), v.finite(MESSAGES.mustBeNumber), v.minValue(0.01, "must be greater than 0.01"), v.maxValue(10_000_000, "Too large")),
  /** Gross kilograms of the whole shipment (one box of 20 x 20 x 20 cm is quoted). */
  weight: v.pipe(v.number(MESSAGES.mustBeNumber), v.finite(MESSAGES.mustBeNumber), v.minValue(0.001, "Must be at least 0.001"), v.maxValue(10_000, "Too large")),
});
export type SampleShipment = v.InferOutput<typeof SampleShipment>;

/**
 * POST /v1/shipping_rules/test: runs ONE rule (a saved one by `rule_id`, or an unsaved one as
 * `rule`, the body of a POST) on an existing order (`order_id`) or a sample shipment, and answers
 * whether its conditions hold and what it would change. Exactly one of rule_id/rule and one of
 * order_id/shipment.
 */
export const RuleTestRequest = v.object({
  rule_id: v.optional(v.nullable(v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber)))),
  rule: v.optional(v.nullable(ShippingRuleRequest)),
  order_id: v.optional(v.nullable(v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber)))),
  shipment: v.optional(v.nullable(SampleShipment)),
});
export type RuleTestRequest = v.InferInput<typeof RuleTestRequest>;

/** An option (a contract and incoterm) as the test answer shows it before and after the rule. */
export const RuleTestOption = v.object({
  contract_id: v.number(),
  contract_name: v.string(),
  carrier_name: v.string(),
  incoterm: v.picklist(["DDP", "DDU"]),
  freight: v.number(),
  total: v.number(),
});

export const RuleTestResponse = Envelope(
  v.object({
    /** Whether the rule's conditions hold for this shipment (and it is active and unexpired). */
    matches: v.boolean(),
    /** Why it does not act when it does not: "inactive", "expired", "conditions". */
    skipped: v.nullable(v.picklist(["inactive", "expired", "conditions"])),
    before: v.array(RuleTestOption),
    after: v.array(RuleTestOption),
    /** The option the rule chooses (a courier rule), as a contract id. */
    chosen_contract_id: v.nullable(v.number()),
    incoterm: v.nullable(v.picklist(["DDP", "DDU"])),
    package_id: v.nullable(v.string()),
    ship_from_id: v.nullable(v.string()),
    effects: v.array(RuleEffect),
    currency: v.string(),
  }),
);
export type RuleTestAnswer = v.InferOutput<typeof RuleTestResponse>["data"];
