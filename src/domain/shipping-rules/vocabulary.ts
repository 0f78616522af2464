/**
 * The words of a shipping rule (configuration area section 3, "Shipping rule (form)"), shared by
 * shipping rules (issue 22) and tracking notification rules (issue 21), which use the same
 * conditions. Stored and sent as these exact spellings; screens translate them.
 */

export const CONDITION_NAMES = [
  "All Shipments",
  "Contains Category",
  "Destination Country",
  "Destination State",
  "Item SKU",
  "Number of Items",
  "Customer Postal Code",
  "Seller Price",
  "Shipment Weight",
  "Channel",
] as const;
export type ConditionName = (typeof CONDITION_NAMES)[number];

export const OPERATORS = [
  "shipment_contains",
  "shipment_does_not_contain",
  "shipment_only_contains",
  "is_any_of",
  "is_none_of",
  "starts_with",
  "greater_than",
  "greater_than_or_equal_to",
  "less_than",
  "less_than_or_equal_to",
  "equals_to",
] as const;
export type Operator = (typeof OPERATORS)[number];

const LIST_OF_ITEMS: readonly Operator[] = ["shipment_contains", "shipment_does_not_contain", "shipment_only_contains"];
const ONE_OF: readonly Operator[] = ["is_any_of", "is_none_of"];
const NUMBER: readonly Operator[] = ["greater_than", "greater_than_or_equal_to", "less_than", "less_than_or_equal_to", "equals_to"];

/**
 * The operators that fit each condition: what a shipment holds many of (categories, SKUs) is
 * compared as a list; what it has one of (country, state, channel) as membership; postal codes
 * also by prefix; amounts as numbers. "All Shipments" takes no operator and no values.
 */
export const OPERATORS_OF: Readonly<Record<ConditionName, readonly Operator[]>> = {
  "All Shipments": [],
  "Contains Category": LIST_OF_ITEMS,
  "Destination Country": ONE_OF,
  "Destination State": ONE_OF,
  "Item SKU": LIST_OF_ITEMS,
  "Number of Items": NUMBER,
  "Customer Postal Code": [...ONE_OF, "starts_with"],
  "Seller Price": NUMBER,
  "Shipment Weight": NUMBER,
  Channel: ONE_OF,
};

export const ACTION_NAMES = [
  "always_sort_by_courier",
  "default_sort_by_courier",
  "incoterm",
  "courier",
  "package",
  "ship_from",
  "never_use_courier",
  "never_use_package",
  "fixed_freight",
  "freight_from_cost",
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** Priority 1 (very high) to 5 (very low); a rule saved without one is 5 (section 4). */
export const RULE_PRIORITIES = [1, 2, 3, 4, 5] as const;
export type RulePriority = (typeof RULE_PRIORITIES)[number];
export const DEFAULT_RULE_PRIORITY: RulePriority = 5;

/** A condition as stored and sent (shipping_rules_conditions_attributes). */
export interface RuleCondition {
  condition_name: ConditionName;
  /** Absent for "All Shipments". */
  operator: Operator | null;
  values: string[];
}

/** An action as stored and sent (shipping_rules_actions_attributes). */
export interface RuleAction {
  action_name: ActionName;
  values: string[];
}

/** Comma-separated text as a list of values (section 3: values typed that way are split). */
export function splitValues(text: string): string[] {
  return text
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}
