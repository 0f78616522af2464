import { Hono } from "hono";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { quickstartStatus } from "../quickstart/quickstart";

/** GET /v1/quickstart: what the user's own seller has configured (a read: every group). */
export function quickstartRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get("/quickstart", requireUser(deps), async (c) => c.json(one(await quickstartStatus(deps.db, c.var.user.seller_id))));
  return app;
}
