import type { Kysely, Transaction } from "kysely";
import { NOTIFICATION_RULE_MESSAGES, type NotificationRule, type ParsedNotificationRuleBody, type RuleNotification } from "../../src/api/schemas/notification-rules";
import { can } from "../../src/domain/groups";
import { ADMIN_ONLY_CHANNEL, storedScope } from "../../src/domain/notification-rule-scope";
import type { Database } from "../db/schema";
import { isUniqueViolation } from "../db/portable";
import type { AuthUser } from "../deps";
import { HttpError } from "../http/errors";
import { findRule, ruleRowOf } from "./rule-answers";

const nameTaken = () => new HttpError(422, [{ ruleName: [NOTIFICATION_RULE_MESSAGES.nameTaken] }]);

const mayUseAdminChannel = (user: AuthUser) => can(user.group, "notifications:admin-channel");

/** webhook_admin is the administrators' (section 6): anyone else asking for it is refused, not quietly ignored. */
function assertChannelsAllowed(user: AuthUser, notifications: readonly RuleNotification[]): void {
  if (!mayUseAdminChannel(user) && notifications.some((n) => n.notification_type === ADMIN_ONLY_CHANNEL)) {
    throw new HttpError(403, [NOTIFICATION_RULE_MESSAGES.adminChannel]);
  }
}

/** The stored scope; some shipments must name contracts, and only this seller's. */
async function checkedScope(db: Kysely<Database>, sellerId: number, input: ParsedNotificationRuleBody) {
  const scope = storedScope(input);
  if (scope.apply_to === "all_shipments") return scope;
  if (scope.contract_ids.length === 0) throw new HttpError(422, [{ contractIds: [NOTIFICATION_RULE_MESSAGES.chooseContracts] }]);
  const ids = scope.contract_ids.map(Number);
  const own = await db.selectFrom("contracts").select("id").where("seller_id", "=", sellerId).where("id", "in", ids).execute();
  if (own.length !== ids.length) throw new HttpError(422, [{ contractIds: [NOTIFICATION_RULE_MESSAGES.notYourContract] }]);
  return scope;
}

/** A friendly 422 before writing; the unique index still decides when two saves race. */
async function assertNameFree(db: Kysely<Database>, sellerId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom("notification_rules").select("id").where("seller_id", "=", sellerId).where("name", "=", name);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

/** Runs a write whose unique (seller_id, name) index may refuse it: that refusal is the spec's message. */
async function orNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // On PostgreSQL the failed statement ended the transaction: the HttpError leaves it, rolling it back.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const uniqueCells = (cells: readonly RuleNotification[]) => [...new Map(cells.map((c) => [`${c.checkpoint_id}:${c.notification_type}`, c])).values()];

async function writeCells(trx: Transaction<Database>, ruleId: number, cells: readonly RuleNotification[]): Promise<void> {
  const rows = uniqueCells(cells).map((c) => ({ rule_id: ruleId, event_id: c.checkpoint_id, channel: c.notification_type }));
  if (rows.length > 0) await trx.insertInto("notification_rule_channels").values(rows).execute();
}

/** POST /v1/notification_configurations without an id: a new rule, enabled unless the body says otherwise. */
export async function createRule(trx: Transaction<Database>, user: AuthUser, input: ParsedNotificationRuleBody, now: string): Promise<NotificationRule> {
  assertChannelsAllowed(user, input.notifications);
  const scope = await checkedScope(trx, user.seller_id, input);
  await assertNameFree(trx, user.seller_id, input.ruleName);
  const inserted = await orNameTaken(() =>
    trx
      .insertInto("notification_rules")
      .values({
        seller_id: user.seller_id,
        name: input.ruleName,
        enabled: input.enabled === false ? 0 : 1,
        apply_to: scope.apply_to,
        contract_creation: scope.contract_creation,
        contract_ids: JSON.stringify(scope.contract_ids),
        conditions: JSON.stringify(input.conditions),
        created_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow(),
  );
  await writeCells(trx, inserted.id, input.notifications);
  return findRule(trx, user.seller_id, inserted.id);
}

/**
 * An update (PUT /{id}, or POST with the id): the whole rule is replaced and stored DISABLED
 * whatever the body says (section 4: the user is then asked whether to enable it). A user who is
 * not an administrator cannot see or send webhook_admin, so the administrators' cells of the rule
 * are kept as they were instead of being wiped by that user's save.
 */
export async function updateRule(trx: Transaction<Database>, user: AuthUser, id: number, input: ParsedNotificationRuleBody, now: string): Promise<NotificationRule> {
  await ruleRowOf(trx, user.seller_id, id);
  assertChannelsAllowed(user, input.notifications);
  const scope = await checkedScope(trx, user.seller_id, input);
  await assertNameFree(trx, user.seller_id, input.ruleName, id);
  await orNameTaken(() =>
    trx
      .updateTable("notification_rules")
      .set({
        name: input.ruleName,
        enabled: 0,
        apply_to: scope.apply_to,
        contract_creation: scope.contract_creation,
        contract_ids: JSON.stringify(scope.contract_ids),
        conditions: JSON.stringify(input.conditions),
        updated_at: now,
      })
      .where("id", "=", id)
      .where("seller_id", "=", user.seller_id)
      .execute(),
  );
  let replaced = trx.deleteFrom("notification_rule_channels").where("rule_id", "=", id);
  if (!mayUseAdminChannel(user)) replaced = replaced.where("channel", "!=", ADMIN_ONLY_CHANNEL);
  await replaced.execute();
  await writeCells(trx, id, input.notifications);
  return findRule(trx, user.seller_id, id);
}

/** PUT /{id}/enable: the one way to turn a rule on or off without replacing it. */
export async function setRuleEnabled(trx: Transaction<Database>, user: AuthUser, id: number, enabled: boolean, now: string): Promise<NotificationRule> {
  await ruleRowOf(trx, user.seller_id, id);
  await trx.updateTable("notification_rules").set({ enabled: enabled ? 1 : 0, updated_at: now }).where("id", "=", id).where("seller_id", "=", user.seller_id).execute();
  return findRule(trx, user.seller_id, id);
}

/** DELETE /{id}: final (section 4); the rule's cells go with it. */
export async function deleteRule(trx: Transaction<Database>, user: AuthUser, id: number): Promise<{ id: number }> {
  await ruleRowOf(trx, user.seller_id, id);
  await trx.deleteFrom("notification_rule_channels").where("rule_id", "=", id).execute();
  await trx.deleteFrom("notification_rules").where("id", "=", id).where("seller_id", "=", user.seller_id).execute();
  return { id };
}
