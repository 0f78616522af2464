import type { Kysely, Selectable, Transaction } from "kysely";
import { NOTIFICATION_DELIVERY_JOB_KIND } from "../../src/api/schemas/notification-deliveries";
import { scopeCoversContract } from "../../src/domain/notification-rule-scope";
import { conditionsMatch } from "../../src/domain/shipping-rules/evaluate";
import type { RuleCondition } from "../../src/domain/shipping-rules/vocabulary";
import { trackingEventOf } from "../../src/domain/tracking-events";
import type { CheckpointsTable, Database } from "../db/schema";
import type { ServerDeps } from "../deps";
import type { JobQueue } from "../jobs/job-types";
import { createTableJobQueue } from "../jobs/table-queue";
import { shipmentFactsOf } from "./order-facts";

/**
 * Matching a checkpoint against the seller's notification rules (issue 21, decision 060), in the
 * checkpoint's own transaction: the delivery rows and their jobs commit with the checkpoint or not
 * at all, so nothing is lost, and the unique (checkpoint, rule, channel) key makes a second write
 * of the same match do nothing, so nothing is sent twice.
 *
 * For a batch (a dispatch of 1,000 orders) the cost is one query for the orders' sellers and
 * contracts and one for the enabled rules' channels on these events, whatever the batch's size;
 * the orders' facts are read (three queries) only when a matching rule has real conditions. A
 * seller without rules pays the two small queries and nothing else.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type DeliveryQueueDeps = Pick<ServerDeps, "now" | "jobs">;

/** Rows per insert: 12 values each stays far under SQLite's limit of bound values per statement. */
const INSERT_CHUNK = 500;

/** A rule is about every shipment when it has no conditions, or only "All Shipments". */
const needsFacts = (conditions: readonly RuleCondition[]) => conditions.some((condition) => condition.condition_name !== "All Shipments");

function parsedList<T>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

interface RuleChannels {
  id: number;
  sellerId: number;
  contractIds: string[];
  conditions: RuleCondition[];
  /** event id -> channels ticked for it. */
  channels: Map<number, string[]>;
}

async function enabledRules(db: Db, sellerIds: number[], eventIds: number[]): Promise<RuleChannels[]> {
  const rows = await db
    .selectFrom("notification_rules")
    .innerJoin("notification_rule_channels", "notification_rule_channels.rule_id", "notification_rules.id")
    .select(["notification_rules.id", "notification_rules.seller_id", "notification_rules.contract_ids", "notification_rules.conditions", "notification_rule_channels.event_id", "notification_rule_channels.channel"])
    .where("notification_rules.seller_id", "in", sellerIds)
    .where("notification_rules.enabled", "=", 1)
    .where("notification_rule_channels.event_id", "in", eventIds)
    .orderBy("notification_rules.id")
    .execute();
  const rules = new Map<number, RuleChannels>();
  for (const row of rows) {
    let rule = rules.get(row.id);
    if (!rule) {
      rule = { id: row.id, sellerId: row.seller_id, contractIds: parsedList<string>(row.contract_ids), conditions: parsedList<RuleCondition>(row.conditions), channels: new Map() };
      rules.set(row.id, rule);
    }
    const list = rule.channels.get(row.event_id) ?? [];
    list.push(row.channel);
    rule.channels.set(row.event_id, list);
  }
  return [...rules.values()];
}

/** A seller's first user, for a checkpoint nobody recorded (a carrier's event): a job names a user. */
async function fallbackUser(db: Db, sellerId: number): Promise<number | undefined> {
  const row = await db.selectFrom("users").select("id").where("seller_id", "=", sellerId).orderBy("id").limit(1).executeTakeFirst();
  return row?.id;
}

/**
 * Writes the deliveries the enabled rules ask for about these just-written checkpoints, and
 * queues one job per delivery. Answers how many deliveries were queued.
 */
export async function queueNotificationDeliveries(trx: Db, deps: DeliveryQueueDeps, checkpoints: readonly Selectable<CheckpointsTable>[]): Promise<number> {
  const events = checkpoints.map((checkpoint) => ({ checkpoint, event: trackingEventOf(checkpoint) }));
  const eventIds = [...new Set(events.flatMap(({ event }) => (event ? [event.id] : [])))];
  if (eventIds.length === 0) return 0;
  const orderIds = [...new Set(checkpoints.map((checkpoint) => checkpoint.order_id))];
  const orders = await trx.selectFrom("orders").select(["id", "seller_id", "contract_id"]).where("id", "in", orderIds).execute();
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  const rules = await enabledRules(trx, [...new Set(orders.map((order) => order.seller_id))], eventIds);
  if (rules.length === 0) return 0;

  type Match = { checkpoint: Selectable<CheckpointsTable>; eventCode: string; rule: RuleChannels; channel: string };
  const candidates: Match[] = [];
  for (const { checkpoint, event } of events) {
    const order = orderOf.get(checkpoint.order_id);
    if (!event || !order) continue;
    for (const rule of rules) {
      if (rule.sellerId !== order.seller_id || !scopeCoversContract(rule.contractIds, order.contract_id)) continue;
      for (const channel of rule.channels.get(event.id) ?? []) candidates.push({ checkpoint, eventCode: event.tracking_code, rule, channel });
    }
  }
  if (candidates.length === 0) return 0;
  const factOrders = [...new Set(candidates.filter((match) => needsFacts(match.rule.conditions)).map((match) => match.checkpoint.order_id))];
  const facts = await shipmentFactsOf(trx, factOrders);
  const matches = candidates.filter((match) => {
    if (!needsFacts(match.rule.conditions)) return true;
    const orderFacts = facts.get(match.checkpoint.order_id);
    return orderFacts !== undefined && conditionsMatch(match.rule.conditions, orderFacts);
  });
  if (matches.length === 0) return 0;

  const at = deps.now().toISOString();
  const rows = matches.map((match) => ({
    seller_id: match.rule.sellerId,
    rule_id: match.rule.id,
    order_id: match.checkpoint.order_id,
    checkpoint_id: match.checkpoint.id,
    event_code: match.eventCode,
    channel: match.channel,
    recipient: null,
    last_answer: null,
    job_id: null,
    created_at: at,
    updated_at: at,
    sent_at: null,
  }));
  const inserted = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const written = await trx
      .insertInto("notification_deliveries")
      .values(rows.slice(start, start + INSERT_CHUNK))
      // Already matched (the same checkpoint written again): that delivery exists and has its job.
      .onConflict((conflict) => conflict.columns(["checkpoint_id", "rule_id", "channel"]).doNothing())
      .returning(["id", "seller_id", "checkpoint_id"])
      .execute();
    inserted.push(...written);
  }

  const jobs: JobQueue = deps.jobs ?? createTableJobQueue({ db: trx, now: deps.now });
  const createdBy = new Map(checkpoints.map((checkpoint) => [checkpoint.id, checkpoint.created_by]));
  const fallbacks = new Map<number, number | undefined>();
  const queued = [];
  for (const delivery of inserted) {
    let userId = createdBy.get(delivery.checkpoint_id) ?? undefined;
    if (userId === undefined) {
      if (!fallbacks.has(delivery.seller_id)) fallbacks.set(delivery.seller_id, await fallbackUser(trx, delivery.seller_id));
      userId = fallbacks.get(delivery.seller_id);
    }
    if (userId !== undefined) queued.push({ sellerId: delivery.seller_id, userId, payload: { delivery_id: delivery.id }, total: 1 });
  }
  await jobs.enqueueMany(trx, NOTIFICATION_DELIVERY_JOB_KIND, queued);
  return inserted.length;
}
