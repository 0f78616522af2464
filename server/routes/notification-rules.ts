import { Hono } from "hono";
import * as v from "valibot";
import { IdParam, QueryInteger } from "../../src/api/schemas/common";
import { EnableNotificationRuleBody, NotificationRuleBody, NotificationRulesQuery } from "../../src/api/schemas/notification-rules";
import { requirePermission, requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { findRule, listRules } from "../notification-rules/rule-answers";
import { ruleCheckpoint } from "../notification-rules/rule-checkpoint";
import { createRule, deleteRule, setRuleEnabled, updateRule } from "../notification-rules/save-rule";

const CheckpointParams = v.object({ id: v.pipe(QueryInteger, v.minValue(1, "Must be at least 1")), checkpointId: QueryInteger });

/**
 * Tracking notification rules (issue 21, decision 059) under the spec's /v1/notification_configurations.
 * Every group of the seller reads; admin and operation write (viewer 403); webhook_admin is the
 * administrators' only (403 otherwise). The spec names only POST for saving: POST with an `id`
 * in the body updates, and PUT /{id} does the same for clients that prefer it. Another seller's
 * rule is as unknown as a missing one (404).
 */
export function notificationRuleRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.get("/notification_configurations", auth, async (c) => {
    return c.json(one(await listRules(deps.db, c.var.user.seller_id, readQuery(c, NotificationRulesQuery))));
  });

  app.get("/notification_configurations/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await findRule(deps.db, c.var.user.seller_id, id)));
  });

  app.get("/notification_configurations/:id/checkpoint/:checkpointId", auth, async (c) => {
    const { id, checkpointId } = readParams(c, CheckpointParams);
    return c.json(one(await ruleCheckpoint(deps.db, c.var.user.seller_id, id, checkpointId)));
  });

  app.post("/notification_configurations", auth, write, async (c) => {
    const input = await readJson(c, NotificationRuleBody);
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      if (input.id !== undefined) return { status: 200, body: one(await updateRule(trx, c.var.user, input.id, input, isoNow(deps))) };
      return { status: 201, body: one(await createRule(trx, c.var.user, input, isoNow(deps))) };
    });
  });

  app.put("/notification_configurations/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, NotificationRuleBody);
    return runMutation(c, deps, { required: false, input: { ...input, id } }, async (trx) => {
      return { status: 200, body: one(await updateRule(trx, c.var.user, id, input, isoNow(deps))) };
    });
  });

  app.put("/notification_configurations/:id/enable", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const { enabled } = await readJson(c, EnableNotificationRuleBody);
    return runMutation(c, deps, { required: false, input: { id, enabled } }, async (trx) => {
      return { status: 200, body: one(await setRuleEnabled(trx, c.var.user, id, enabled, isoNow(deps))) };
    });
  });

  app.delete("/notification_configurations/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      return { status: 200, body: one(await deleteRule(trx, c.var.user, id)) };
    });
  });

  return app;
}
