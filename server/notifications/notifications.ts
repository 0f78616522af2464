import type { Kysely, Transaction } from "kysely";
import type * as v from "valibot";
import type { MassiveUpdateRequest, MyNotificationsQuery, Notification } from "../../src/api/schemas/notifications";
import type { Database } from "../db/schema";
import type { AuthUser } from "../deps";
import { HttpError, notFound } from "../http/errors";

type Db = Kysely<Database> | Transaction<Database>;
type NotificationType = Notification["type"];

export const SOME_NOTIFICATIONS_NOT_FOUND = "Some of these notifications were not found.";

/**
 * A user sees their seller's notifications and their own. Read state is per user, so marking a
 * seller notification read does not hide it from colleagues.
 */
function visibleTo(db: Db, user: AuthUser) {
  return db
    .selectFrom("notifications as n")
    .leftJoin("notification_reads as r", (join) => join.onRef("r.notification_id", "=", "n.id").on("r.user_id", "=", user.id))
    .where("n.seller_id", "=", user.seller_id)
    .where((eb) =>
      eb.or([
        eb.and([eb("n.type", "=", "seller_notifications"), eb("n.user_id", "is", null)]),
        eb.and([eb("n.type", "=", "user_notifications"), eb("n.user_id", "=", user.id)]),
      ]),
    );
}

/** One page of the notifications the user sees, newest first, with the count of all. */
export async function listMyNotifications(db: Db, user: AuthUser, query: v.InferOutput<typeof MyNotificationsQuery>): Promise<{ elements: Notification[]; count: number }> {
  let base = visibleTo(db, user);
  if (query.is_new !== undefined) base = base.where("r.user_id", query.is_new ? "is" : "is not", null);
  if (query.type !== undefined) base = base.where("n.type", "=", query.type);
  const [rows, total] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy("n.created_at", "desc")
      .orderBy("n.id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { elements: rows.map(notificationOf), count: Number(total.n) };
}

const COLUMNS = ["n.id", "n.type", "n.title_key", "n.title", "n.body", "n.created_at", "r.user_id as read_by"] as const;

function notificationOf({ read_by, ...row }: { id: number; type: string; title_key: string; title: string; body: string; created_at: string; read_by: number | null }): Notification {
  return { ...row, type: row.type as NotificationType, is_new: read_by === null };
}

/** One notification the user sees; another seller's, or a colleague's own, is not found (404). */
export async function findMyNotification(db: Db, user: AuthUser, id: number): Promise<Notification> {
  const row = await visibleTo(db, user).where("n.id", "=", id).select(COLUMNS).executeTakeFirst();
  if (!row) throw notFound();
  return notificationOf(row);
}

/** Title key to category, for the titles of the notifications the user sees. */
export async function myNotificationTitles(db: Db, user: AuthUser): Promise<Record<string, string>> {
  const rows = await visibleTo(db, user).innerJoin("notification_titles as t", "t.title_key", "n.title_key").select(["t.title_key", "t.category"]).distinct().execute();
  return Object.fromEntries(rows.map((r) => [r.title_key, r.category]));
}

/** Title key to category, for every title there is. */
export async function allNotificationTitles(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom("notification_titles").select(["title_key", "category"]).orderBy("title_key").execute();
  return Object.fromEntries(rows.map((r) => [r.title_key, r.category]));
}

/**
 * Marks notifications of one type read or new for the user, in the caller's transaction. All or
 * nothing: an id the user does not see refuses the whole request (404).
 */
export async function markNotifications(trx: Db, user: AuthUser, type: NotificationType, input: v.InferOutput<typeof MassiveUpdateRequest>, at: string): Promise<{ updated: number }> {
  const ids = [...new Set(input.ids)];
  const found = await visibleTo(trx, user).where("n.type", "=", type).where("n.id", "in", ids).select("n.id").execute();
  if (found.length !== ids.length) throw new HttpError(404, [SOME_NOTIFICATIONS_NOT_FOUND]);
  if (input.is_new) {
    await trx.deleteFrom("notification_reads").where("user_id", "=", user.id).where("notification_id", "in", ids).execute();
  } else {
    // Already read stays read at its first time; two devices marking at once both succeed.
    await trx
      .insertInto("notification_reads")
      .values(ids.map((id) => ({ notification_id: id, user_id: user.id, read_at: at })))
      .onConflict((oc) => oc.columns(["notification_id", "user_id"]).doNothing())
      .execute();
  }
  return { updated: ids.length };
}
