import * as v from "valibot";
import { CONTRACT_CREATIONS, NOTIFICATION_CHANNELS, RULE_SCOPES } from "../../domain/notification-rule-scope";
import { CONDITION_NAMES, OPERATORS, OPERATORS_OF, type RuleCondition } from "../../domain/shipping-rules/vocabulary";
import { TRACKING_EVENTS, TRACKING_ZONES } from "../../domain/tracking-events";
import { Envelope, ListEnvelope, MESSAGES, Pagination } from "./common";

/**
 * Tracking notification rules (configuration area sections 3, 4, 5, 6, 7 and 8; issue 21;
 * decision 059), under /v1/notification_configurations. The body uses the spec's names
 * (ruleName, applyRuleTo, contractCreation, contractIds, isAllContractsSelected, notifications of
 * {checkpoint_id, notification_type}); conditions are the shipping-rule vocabulary.
 * Stored in notification_rules + notification_rule_channels (migration 025).
 */

export { NOTIFICATION_CHANNELS, RULE_SCOPES, CONTRACT_CREATIONS } from "../../domain/notification-rule-scope";
export type { NotificationChannel, RuleScope, ContractCreation } from "../../domain/notification-rule-scope";

/** The server's refusals (422 on a field, 403), in English; the app recognises and translates them. */
export const NOTIFICATION_RULE_MESSAGES = {
  /** Spec section 8, word for word. */
  nameTaken: "The rule name provided already exists",
  adminChannel: "Only administrators can notify the administrator webhook",
  chooseContracts: "Choose at least one contract",
  notYourContract: "Choose contracts of this seller",
  operatorNotAllowed: "This operator does not fit this condition",
  valuesRequired: "Enter at least one value",
  chooseChannels: "Choose at least one checkpoint and channel",
} as const;

export const MAX_RULE_NAME_LENGTH = 100;
export const MAX_RULE_CONDITIONS = 20;
export const MAX_CONDITION_VALUES = 200;
export const MAX_CONDITION_VALUE_LENGTH = 100;
/** A rule names at most every contract a seller can have in one select-all page. */
export const MAX_RULE_CONTRACTS = 1000;
export const MAX_RULE_NOTIFICATIONS = TRACKING_EVENTS.length * NOTIFICATION_CHANNELS.length;

const EVENT_IDS = TRACKING_EVENTS.map((event) => event.id);

export const RuleConditionSchema = v.pipe(
  v.object({
    condition_name: v.picklist(CONDITION_NAMES, "Choose a condition"),
    operator: v.nullable(v.picklist(OPERATORS, "Choose an operator")),
    values: v.pipe(
      v.array(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_CONDITION_VALUE_LENGTH, MESSAGES.tooLong(MAX_CONDITION_VALUE_LENGTH)))),
      v.maxLength(MAX_CONDITION_VALUES, `Can't be more than ${MAX_CONDITION_VALUES}`),
    ),
  }),
  // "All Shipments" takes no operator and no values; every other condition an operator it allows and values.
  v.check(
    (c) => (OPERATORS_OF[c.condition_name].length === 0 ? c.operator === null : c.operator !== null && OPERATORS_OF[c.condition_name].includes(c.operator)),
    NOTIFICATION_RULE_MESSAGES.operatorNotAllowed,
  ),
  v.check((c) => OPERATORS_OF[c.condition_name].length === 0 || c.values.length > 0, NOTIFICATION_RULE_MESSAGES.valuesRequired),
  v.transform((c): RuleCondition => (OPERATORS_OF[c.condition_name].length === 0 ? { ...c, values: [] } : c)),
);

export const RuleNotification = v.object({
  checkpoint_id: v.picklist(EVENT_IDS, "Choose a tracking event"),
  notification_type: v.picklist(NOTIFICATION_CHANNELS, "Choose a channel"),
});
export type RuleNotification = v.InferOutput<typeof RuleNotification>;

/**
 * POST /v1/notification_configurations (create; with `id`, update — the spec names only POST) and
 * PUT /v1/notification_configurations/{id} (update). An update is always stored disabled
 * (section 4), whatever `enabled` says; on create `enabled` defaults to true.
 */
export const NotificationRuleBody = v.object({
  id: v.optional(v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber), v.minValue(1, "Must be at least 1"))),
  ruleName: v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_RULE_NAME_LENGTH, MESSAGES.tooLong(MAX_RULE_NAME_LENGTH))),
  applyRuleTo: v.picklist(RULE_SCOPES, "Choose all shipments or some shipments"),
  /** "" (section 3: "or empty") is what the form holds right after choosing some shipments. */
  contractCreation: v.optional(v.nullable(v.picklist([...CONTRACT_CREATIONS, ""], "Choose how contracts are added")), null),
  contractIds: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.regex(/^(all|\d{1,9})$/, "Must be a contract id"))),
      v.maxLength(MAX_RULE_CONTRACTS, `Can't be more than ${MAX_RULE_CONTRACTS}`),
    ),
    [],
  ),
  isAllContractsSelected: v.optional(v.boolean("Must be true or false"), false),
  conditions: v.optional(v.pipe(v.array(RuleConditionSchema), v.maxLength(MAX_RULE_CONDITIONS, `Can't be more than ${MAX_RULE_CONDITIONS}`)), []),
  notifications: v.pipe(
    v.array(RuleNotification),
    v.minLength(1, NOTIFICATION_RULE_MESSAGES.chooseChannels),
    v.maxLength(MAX_RULE_NOTIFICATIONS, `Can't be more than ${MAX_RULE_NOTIFICATIONS}`),
  ),
  enabled: v.optional(v.boolean("Must be true or false")),
});
export type NotificationRuleBody = v.InferInput<typeof NotificationRuleBody>;
export type ParsedNotificationRuleBody = v.InferOutput<typeof NotificationRuleBody>;

/** PUT /v1/notification_configurations/{id}/enable. */
export const EnableNotificationRuleBody = v.object({ enabled: v.boolean("Must be true or false") });

/** A rule as every answer carries it (list, view, create, update). */
export const NotificationRule = v.object({
  id: v.number(),
  ruleName: v.string(),
  applyRuleTo: v.picklist(RULE_SCOPES),
  contractCreation: v.nullable(v.picklist(CONTRACT_CREATIONS)),
  /** ["all"] or contract ids as strings (section 3). */
  contractIds: v.array(v.string()),
  isAllContractsSelected: v.boolean(),
  conditions: v.array(
    v.object({ condition_name: v.picklist(CONDITION_NAMES), operator: v.nullable(v.picklist(OPERATORS)), values: v.array(v.string()) }),
  ),
  notifications: v.array(RuleNotification),
  enabled: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type NotificationRule = v.InferOutput<typeof NotificationRule>;

export const NotificationRuleResponse = Envelope(NotificationRule);
export const NotificationRuleListResponse = ListEnvelope(NotificationRule);

/** GET /v1/notification_configurations: the seller's rules by name. */
export const NotificationRulesQuery = v.object({ ...Pagination });
export type NotificationRulesQuery = v.InferInput<typeof NotificationRulesQuery>;

/**
 * GET /v1/notification_configurations/{id}/checkpoint/{checkpointId}: one tracking event of the
 * rule (section 3: id, tracking_code, title, zone_code) with a flag per channel.
 */
export const RuleCheckpoint = v.object({
  rule_id: v.number(),
  ruleName: v.string(),
  enabled: v.boolean(),
  checkpoint: v.object({
    id: v.number(),
    tracking_code: v.string(),
    title: v.string(),
    zone_code: v.picklist(Object.keys(TRACKING_ZONES).map(Number) as (keyof typeof TRACKING_ZONES)[]),
  }),
  channels: v.object(Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, v.boolean()])) as Record<(typeof NOTIFICATION_CHANNELS)[number], v.BooleanSchema<undefined>>),
});
export type RuleCheckpoint = v.InferOutput<typeof RuleCheckpoint>;
export const RuleCheckpointResponse = Envelope(RuleCheckpoint);

/** The refusal a server message is, if it is one (the app translates it). */
export function notificationRuleMessageOf(message: string): keyof typeof NOTIFICATION_RULE_MESSAGES | undefined {
  return (Object.keys(NOTIFICATION_RULE_MESSAGES) as (keyof typeof NOTIFICATION_RULE_MESSAGES)[]).find((key) => NOTIFICATION_RULE_MESSAGES[key] === message);
}
