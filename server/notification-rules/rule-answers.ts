import type { Kysely, Selectable } from "kysely";
import type { NotificationRule, RuleNotification } from "../../src/api/schemas/notification-rules";
import { loadScope } from "../../src/domain/notification-rule-scope";
import type { RuleCondition } from "../../src/domain/shipping-rules/vocabulary";
import { TRACKING_EVENTS } from "../../src/domain/tracking-events";
import { NOTIFICATION_CHANNELS } from "../../src/domain/notification-rule-scope";
import type { Database, NotificationRulesTable } from "../db/schema";
import { flag } from "../http/answers";
import { notFound } from "../http/errors";

export type RuleRow = Selectable<NotificationRulesTable>;
export type ChannelRow = { rule_id: number; event_id: number; channel: string };

const parseList = <T>(json: string): T[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
};

const eventOrder = new Map(TRACKING_EVENTS.map((event, index) => [event.id, index]));
const channelOrder = new Map(NOTIFICATION_CHANNELS.map((channel, index) => [channel as string, index]));

/** The matrix in journey order, then channel order: the same rule always answers the same list. */
export function sortNotifications(cells: RuleNotification[]): RuleNotification[] {
  return [...cells].sort(
    (a, b) => (eventOrder.get(a.checkpoint_id) ?? 0) - (eventOrder.get(b.checkpoint_id) ?? 0) || (channelOrder.get(a.notification_type) ?? 0) - (channelOrder.get(b.notification_type) ?? 0),
  );
}

/** A stored rule with its ticked cells as the API answers it (the spec's names; scope as loadScope reads it). */
export function ruleAnswer(row: RuleRow, channels: readonly ChannelRow[]): NotificationRule {
  const contractIds = parseList<string>(row.contract_ids);
  const scope = loadScope(contractIds);
  return {
    id: row.id,
    ruleName: row.name,
    applyRuleTo: scope.applyRuleTo,
    contractCreation: scope.contractCreation === "" ? null : scope.contractCreation,
    contractIds,
    isAllContractsSelected: scope.isAllContractsSelected,
    conditions: parseList<RuleCondition>(row.conditions),
    notifications: sortNotifications(
      channels.filter((c) => c.rule_id === row.id).map((c) => ({ checkpoint_id: c.event_id, notification_type: c.channel }) as RuleNotification),
    ),
    enabled: flag(row.enabled),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function channelsOf(db: Kysely<Database>, ruleIds: readonly number[]): Promise<ChannelRow[]> {
  if (ruleIds.length === 0) return [];
  return db.selectFrom("notification_rule_channels").select(["rule_id", "event_id", "channel"]).where("rule_id", "in", ruleIds).execute();
}

/** One page of the seller's rules by name (the id breaks no ties: names are unique per seller). */
export async function listRules(db: Kysely<Database>, sellerId: number, { limit, offset }: { limit: number; offset: number }) {
  const mine = db.selectFrom("notification_rules").where("seller_id", "=", sellerId);
  const [rows, total, ids] = await Promise.all([
    mine.selectAll().orderBy("name").orderBy("id").limit(limit).offset(offset).execute(),
    mine.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    mine.select("id").orderBy("name").orderBy("id").limit(1000).execute(),
  ]);
  const channels = await channelsOf(db, rows.map((r) => r.id));
  return { elements: rows.map((row) => ruleAnswer(row, channels)), count: Number(total.n), ids: ids.map((r) => r.id) };
}

/** The seller's rule row, or 404 (another seller's too: ids cannot be probed). */
export async function ruleRowOf(db: Kysely<Database>, sellerId: number, id: number): Promise<RuleRow> {
  const row = await db.selectFrom("notification_rules").selectAll().where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function findRule(db: Kysely<Database>, sellerId: number, id: number): Promise<NotificationRule> {
  const row = await ruleRowOf(db, sellerId, id);
  return ruleAnswer(row, await channelsOf(db, [row.id]));
}
