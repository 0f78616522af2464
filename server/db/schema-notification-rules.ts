import type { Generated } from "kysely";
import type { Flag } from "./schema";

/**
 * A tracking notification rule (migration 025, decision 059). Unique (seller_id, name).
 * The JSON columns are parsed by server/notification-rules/ (src/api/schemas/notification-rules.ts
 * names their shapes).
 */
export interface NotificationRulesTable {
  id: Generated<number>;
  seller_id: number;
  name: string;
  /** Delivery only considers enabled rules; an updated rule is stored disabled (spec section 4). */
  enabled: Flag;
  /** "all_shipments" | "some_shipments" (RULE_SCOPES). */
  apply_to: string;
  /** "auto_add_contract" | "manual_add_contract" | null (CONTRACT_CREATIONS). */
  contract_creation: string | null;
  /** JSON string[]: ["all"] for every contract (also those made later), else contract ids as strings. */
  contract_ids: string;
  /** JSON RuleCondition[] (src/domain/shipping-rules/vocabulary.ts). */
  conditions: string;
  created_by: number;
  created_at: string;
  updated_at: string;
}

/** One ticked cell of a rule's matrix: this channel fires on this tracking event. */
export interface NotificationRuleChannelsTable {
  rule_id: number;
  /** A TRACKING_EVENTS id (src/domain/tracking-events.ts). */
  event_id: number;
  /** A NOTIFICATION_CHANNELS value. */
  channel: string;
}
// A delivery log row may outlive its rule (removal is final, the log is history): a table that
// records rule ids should keep them as plain integers, not a foreign key to notification_rules.
