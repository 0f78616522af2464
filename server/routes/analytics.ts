import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { sellerAnalytics } from "../analytics/seller-analytics";
import { requireUser } from "../auth/require-user";
import { assertOwnSeller } from "../auth/tenancy";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readParams } from "../http/validate";

/**
 * The dashboard's figures (issue 19, decision 055): every group of the seller reads its own;
 * another seller's id is as unknown as a missing one (404). The period follows the server's clock.
 */
export function analyticsRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/sellers/:id/analytics", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return c.json(one(await sellerAnalytics(deps.db, id, deps.now())));
  });

  return app;
}
