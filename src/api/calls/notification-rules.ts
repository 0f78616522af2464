import { apiRequest } from "../client";
import { Envelope } from "../schemas/common";
import {
  NotificationRuleListResponse,
  NotificationRuleResponse,
  type NotificationRuleBody,
  type NotificationRulesQuery,
  RuleCheckpointResponse,
} from "../schemas/notification-rules";
import * as v from "valibot";

/** Tracking notification rules (issue 21, decision 059) under /v1/notification_configurations. */

const RemovedResponse = Envelope(v.object({ id: v.number() }));

/** GET /v1/notification_configurations: `{elements, count, ids}` by name. */
export const fetchNotificationRules = async (query: NotificationRulesQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "notification_configurations", NotificationRuleListResponse, { searchParams: query, signal })).data;

/** GET /v1/notification_configurations/{id}; 404 for another seller's. */
export const fetchNotificationRule = async (id: number, signal?: AbortSignal) =>
  (await apiRequest("get", `notification_configurations/${id}`, NotificationRuleResponse, { signal })).data;

/** GET /v1/notification_configurations/{id}/checkpoint/{checkpointId}: the channels on one tracking event. */
export const fetchRuleCheckpoint = async (id: number, checkpointId: number, signal?: AbortSignal) =>
  (await apiRequest("get", `notification_configurations/${id}/checkpoint/${checkpointId}`, RuleCheckpointResponse, { signal })).data;

/**
 * POST /v1/notification_configurations, the spec's one saving call: without an id it creates, with
 * one it replaces that rule, which the server then stores disabled. 422 on `ruleName` with
 * 'The rule name provided already exists'.
 */
export const saveNotificationRule = async (body: NotificationRuleBody) =>
  (await apiRequest("post", "notification_configurations", NotificationRuleResponse, { json: body })).data;

/** PUT /v1/notification_configurations/{id}/enable. */
export const setNotificationRuleEnabled = async (id: number, enabled: boolean) =>
  (await apiRequest("put", `notification_configurations/${id}/enable`, NotificationRuleResponse, { json: { enabled } })).data;

/** DELETE /v1/notification_configurations/{id}: final. */
export const deleteNotificationRule = async (id: number) => (await apiRequest("delete", `notification_configurations/${id}`, RemovedResponse)).data;
