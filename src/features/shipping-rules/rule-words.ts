import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ActionName, ConditionName, Operator, RulePriority } from "../../domain/shipping-rules/vocabulary";

/**
 * The shipping-rule vocabulary (src/domain/shipping-rules/vocabulary.ts) in the user's language.
 * The rule is stored with the English spellings; every screen that shows a rule or its effect
 * names its parts through these, never the stored words.
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
