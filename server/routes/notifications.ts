import { requireUser } from "../auth/require-user";
import { Hono } from "hono";
import type { Kysely, Transaction } from "kysely";
import { MassiveUpdateRequest, MyNotificationsQuery, type Notification } from "../../src/api/schemas/notifications";
import type { Database } from "../db/schema";
import { type AppEnv, type AuthUser, type ServerDeps, isoNow } from "../deps";
import { one, page } from "../http/answers";
import { HttpError } from "../http/errors";
import { readJson, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";

type NotificationType = Notification["type"];

/**
 * A user sees their seller's notifications and their own. Read state is per user, so marking a
 * seller notification read does not hide it from colleagues.
 */
function visibleTo(db: Kysely<Database> | Transaction<Database>, user: AuthUser) {
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

export function notificationRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/my_notifications", auth, async (c) => {
    const query = readQuery(c, MyNotificationsQuery);
    let base = visibleTo(deps.db, c.var.user);
    if (query.is_new !== undefined) base = base.where("r.user_id", query.is_new ? "is" : "is not", null);
    const [rows, total] = await Promise.all([
      base
        .select(["n.id", "n.type", "n.title_key", "n.title", "n.body", "n.created_at", "r.user_id as read_by"])
        .orderBy("n.created_at", "desc")
        .orderBy("n.id", "desc")
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    const elements: Notification[] = rows.map(({ read_by, ...row }) => ({ ...row, type: row.type as NotificationType, is_new: read_by === null }));
    return c.json(page(elements, Number(total.n)));
  });

  app.get("/my_notifications/fetch_titles", auth, async (c) => {
    const rows = await visibleTo(deps.db, c.var.user)
      .innerJoin("notification_titles as t", "t.title_key", "n.title_key")
      .select(["t.title_key", "t.category"])
      .distinct()
      .execute();
    return c.json(one(Object.fromEntries(rows.map((r) => [r.title_key, r.category]))));
  });

  app.get("/notifications/fetch_titles", auth, async (c) => {
    const rows = await deps.db.selectFrom("notification_titles").select(["title_key", "category"]).orderBy("title_key").execute();
    return c.json(one(Object.fromEntries(rows.map((r) => [r.title_key, r.category]))));
  });

  for (const type of ["seller_notifications", "user_notifications"] as const) {
    app.put(`/${type}/massive_update`, auth, async (c) => {
      const input = await readJson(c, MassiveUpdateRequest);
      return runMutation(c, deps, { required: false, input }, async (trx) => {
        const ids = [...new Set(input.ids)];
        const found = await visibleTo(trx, c.var.user).where("n.type", "=", type).where("n.id", "in", ids).select("n.id").execute();
        if (found.length !== ids.length) {
          // All or nothing: never mark some and silently skip the rest.
          throw new HttpError(404, ["Some of these notifications were not found."]);
        }
        if (input.is_new) {
          await trx.deleteFrom("notification_reads").where("user_id", "=", c.var.user.id).where("notification_id", "in", ids).execute();
        } else {
          // Already read stays read at its first time; two devices marking at once both succeed.
          await trx
            .insertInto("notification_reads")
            .values(ids.map((id) => ({ notification_id: id, user_id: c.var.user.id, read_at: isoNow(deps) })))
            .onConflict((oc) => oc.columns(["notification_id", "user_id"]).doNothing())
            .execute();
        }
        return { status: 200, body: one({ updated: ids.length }) };
      });
    });
  }

  return app;
}
