import { Envelope } from "../../src/api/schemas/common";
import { EnableNotificationRuleBody, NotificationRuleBody, NotificationRuleListResponse, NotificationRuleResponse, NotificationRulesQuery, RuleCheckpointResponse } from "../../src/api/schemas/notification-rules";
import * as v from "valibot";
import { type Operation, created, ok } from "./operation-parts";

const RemovedRuleResponse = Envelope(v.object({ id: v.number() }));
const WRITE_NOTE = "Admin and operation only (viewer 403). webhook_admin only for administrators (403 otherwise). 422 'The rule name provided already exists' for a name the seller uses; contracts must be the seller's.";

/** Tracking notification rules (issue 21, decision 059): the entries of the published contract. */
export const NOTIFICATION_RULE_OPERATIONS: Record<string, Operation> = {
  "GET /v1/notification_configurations": { tag: "Notification rules", summary: "The seller's tracking notification rules, by name", query: NotificationRulesQuery, answers: ok(NotificationRuleListResponse) },
  "GET /v1/notification_configurations/:id": { tag: "Notification rules", summary: "One rule with its conditions, scope and checkpoint channels", answers: ok(NotificationRuleResponse) },
  "GET /v1/notification_configurations/:id/checkpoint/:checkpointId": {
    tag: "Notification rules",
    summary: "Which channels of the rule fire on one tracking event",
    answers: ok(RuleCheckpointResponse),
  },
  "POST /v1/notification_configurations": {
    tag: "Notification rules",
    summary: "Create a rule; with an `id` in the body, update that rule (stored disabled)",
    description: `${WRITE_NOTE} The spec names only POST for saving, so an id in the body updates (200); PUT /{id} does the same.`,
    idempotency: "optional",
    body: NotificationRuleBody,
    answers: { ...created(NotificationRuleResponse, "The new rule (enabled unless the body says false)."), ...ok(NotificationRuleResponse, "The updated rule, disabled.") },
  },
  "PUT /v1/notification_configurations/:id": {
    tag: "Notification rules",
    summary: "Replace a rule; it is stored disabled for safety",
    description: `${WRITE_NOTE} A non-administrator's save keeps the rule's webhook_admin channels as they were.`,
    idempotency: "optional",
    body: NotificationRuleBody,
    answers: ok(NotificationRuleResponse, "The updated rule, disabled."),
  },
  "PUT /v1/notification_configurations/:id/enable": { tag: "Notification rules", summary: "Enable or disable a rule", idempotency: "optional", body: EnableNotificationRuleBody, answers: ok(NotificationRuleResponse) },
  "DELETE /v1/notification_configurations/:id": { tag: "Notification rules", summary: "Remove a rule for good", idempotency: "optional", answers: ok(RemovedRuleResponse, "The removed rule's id.") },
};
