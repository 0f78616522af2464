import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { MassiveUpdateRequest, MyNotificationsQuery } from "../../src/api/schemas/notifications";
import { requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one, page } from "../http/answers";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { allNotificationTitles, findMyNotification, listMyNotifications, markNotifications, myNotificationTitles } from "../notifications/notifications";

export function notificationRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/my_notifications", auth, async (c) => {
    const query = readQuery(c, MyNotificationsQuery);
    const { elements, count } = await listMyNotifications(deps.db, c.var.user, query);
    return c.json(page(elements, count));
  });

  app.get("/my_notifications/fetch_titles", auth, async (c) => c.json(one(await myNotificationTitles(deps.db, c.var.user))));

  // After fetch_titles: the id must be a number, so "fetch_titles" never reaches here anyway.
  app.get("/my_notifications/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await findMyNotification(deps.db, c.var.user, id)));
  });

  app.get("/notifications/fetch_titles", auth, async (c) => c.json(one(await allNotificationTitles(deps.db))));

  for (const type of ["seller_notifications", "user_notifications"] as const) {
    app.put(`/${type}/massive_update`, auth, async (c) => {
      const input = await readJson(c, MassiveUpdateRequest);
      return runMutation(c, deps, { required: false, input }, async (trx) => {
        return { status: 200, body: one(await markNotifications(trx, c.var.user, type, input, isoNow(deps))) };
      });
    });
  }

  return app;
}
