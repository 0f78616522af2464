import { Hono } from "hono";
import { NotificationDeliveriesQuery } from "../../src/api/schemas/notification-deliveries";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readQuery } from "../http/validate";
import { listNotificationDeliveries } from "../notification-delivery/list-deliveries";

/**
 * The notification delivery log (issue 21, decision 060): every group of the seller reads it, per
 * rule or per order; another seller's deliveries are never in it. Deliveries are written by the
 * server alone (when a checkpoint is written), never through this API.
 */
export function notificationDeliveryRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get("/notification_deliveries", requireUser(deps), async (c) => {
    return c.json(one(await listNotificationDeliveries(deps.db, c.var.user.seller_id, readQuery(c, NotificationDeliveriesQuery))));
  });
  return app;
}
