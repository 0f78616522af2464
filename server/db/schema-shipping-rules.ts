import type { Generated } from "kysely";
import type { Flag } from "./schema";

/** A seller's shipping rule (migration 028, decision 062). */
export interface ShippingRulesTable {
  id: Generated<number>;
  seller_id: number;
  name: string;
  /** 1 very high ... 5 very low. */
  priority: number;
  /** YYYY-MM-DD, the last day the rule acts; null: never expires. */
  expiration: string | null;
  is_active: Flag;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One condition of a rule (a ConditionName, an Operator or null, values as a JSON string list). */
export interface ShippingRuleConditionsTable {
  id: Generated<number>;
  rule_id: number;
  position: number;
  condition_name: string;
  operator: string | null;
  values_json: string;
}

/** The one action of a rule (an ActionName, values as a JSON string list). */
export interface ShippingRuleActionsTable {
  id: Generated<number>;
  rule_id: number;
  action_name: string;
  values_json: string;
}
