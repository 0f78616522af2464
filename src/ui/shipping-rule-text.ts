import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ActionName, ConditionName, Operator, RuleCondition, RulePriority } from "../domain/shipping-rules/vocabulary";

/**
 * The shipping-rule vocabulary (src/domain/shipping-rules/vocabulary.ts) in the user's language.
 * The rule is stored with the English spellings; every screen that shows a rule or its effect
 * (the rules screen, quotes, the wizard's Courier step, the import) names its parts through
 * these, never the stored words. In the labels catalog (lingui.config.ts, SCREEN_LABEL_MODULES).
 */

const CONDITION_LABELS: Record<ConditionName, MessageDescriptor> = {
  "All Shipments": msg`All shipments`,
  "Contains Category": msg`Contains category`,
  "Destination Country": msg`Destination country`,
  "Destination State": msg`Destination state`,
  "Item SKU": msg`Item SKU`,
  "Number of Items": msg`Number of items`,
  // The spec: "Customer Postal Code (shown as receiver postal code)".
  "Customer Postal Code": msg`Receiver postal code`,
  "Seller Price": msg`Seller price`,
  "Shipment Weight": msg`Shipment weight`,
  Channel: msg`Sales channel`,
};

const OPERATOR_LABELS: Record<Operator, MessageDescriptor> = {
  shipment_contains: msg`contains`,
  shipment_does_not_contain: msg`does not contain`,
  shipment_only_contains: msg`only contains`,
  is_any_of: msg`is any of`,
  is_none_of: msg`is none of`,
  starts_with: msg`starts with`,
  greater_than: msg`greater than`,
  greater_than_or_equal_to: msg`greater than or equal to`,
  less_than: msg`less than`,
  less_than_or_equal_to: msg`less than or equal to`,
  equals_to: msg`equal to`,
};

const ACTION_LABELS: Record<ActionName, MessageDescriptor> = {
  always_sort_by_courier: msg`Always sort by courier`,
  default_sort_by_courier: msg`Default sort by courier`,
  incoterm: msg`Use incoterm`,
  courier: msg`Use courier`,
  package: msg`Use package`,
  ship_from: msg`Ship from`,
  never_use_courier: msg`Never use courier`,
  never_use_package: msg`Never use package`,
  fixed_freight: msg`Fixed freight`,
  freight_from_cost: msg`Freight from cost`,
};

const PRIORITY_LABELS: Record<RulePriority, MessageDescriptor> = {
  1: msg`Very high`,
  2: msg`High`,
  3: msg`Medium`,
  4: msg`Low`,
  5: msg`Very low`,
};

export const conditionLabel = (name: ConditionName, i18n: I18n) => i18n._(CONDITION_LABELS[name]);
export const operatorLabel = (operator: Operator, i18n: I18n) => i18n._(OPERATOR_LABELS[operator]);
export const actionLabel = (name: ActionName, i18n: I18n) => i18n._(ACTION_LABELS[name]);
export const priorityLabel = (priority: RulePriority, i18n: I18n) => i18n._(PRIORITY_LABELS[priority]);

/** A condition as words: "Destination country is any of CL, AR". Values stay as the user typed them. */
export function conditionText(condition: RuleCondition, i18n: I18n): string {
  const name = conditionLabel(condition.condition_name, i18n);
  if (condition.operator === null) return name;
  return `${name} ${operatorLabel(condition.operator, i18n)} ${condition.values.join(", ")}`;
}

/** What a rule did, as the server or the device's evaluator says it (schemas/shipping-rules.ts RuleEffect). */
export interface RuleEffectFacts {
  rule_name: string;
  action_name: ActionName;
  values: readonly string[];
  outcome: "applied" | "overridden" | "no_effect";
}

/**
 * (ICU reads a straight apostrophe as an escape: the rule's name is in typographic quotes.)
 * A rule's effect in plain words, built from its fields rather than the server's English
 * `message`: "Courier Korea Post hidden by rule “No Korea Post to Chile”". Couriers and incoterms
 * are named as the rule names them; packages and addresses are not named (their ids mean nothing).
 */
export function ruleEffectText(effect: RuleEffectFacts, i18n: I18n): string {
  const rule = effect.rule_name;
  const values = effect.values.join(", ");
  if (effect.outcome === "overridden") {
    const action = actionLabel(effect.action_name, i18n);
    return i18n._(msg`Rule “${rule}” (${action}) gave way to a rule of higher priority`);
  }
  if (effect.outcome === "no_effect") {
    const action = actionLabel(effect.action_name, i18n);
    return i18n._(msg`Rule “${rule}” (${action}) found nothing to change here`);
  }
  switch (effect.action_name) {
    case "never_use_courier":
      return i18n._(msg`Courier ${values} hidden by rule “${rule}”`);
    case "courier":
      return i18n._(msg`Courier ${values} chosen by rule “${rule}”`);
    case "always_sort_by_courier":
    case "default_sort_by_courier":
      return i18n._(msg`Couriers put first by rule “${rule}”: ${values}`);
    case "incoterm":
      return i18n._(msg`Incoterm ${values} chosen by rule “${rule}”`);
    case "package":
      return i18n._(msg`Package chosen by rule “${rule}”`);
    case "never_use_package":
      return i18n._(msg`Package left out by rule “${rule}”`);
    case "ship_from":
      return i18n._(msg`Ship-from address chosen by rule “${rule}”`);
    case "fixed_freight":
      return i18n._(msg`Freight fixed at ${values} by rule “${rule}”`);
    case "freight_from_cost":
      return i18n._(msg`Freight raised by ${values}% by rule “${rule}”`);
  }
}
