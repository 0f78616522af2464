import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { UpdateSellerRequest } from "../../src/api/schemas/sellers";
import { requirePermission, requireUser } from "../auth/require-user";
import { assertOwnSeller } from "../auth/tenancy";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { notFound } from "../http/errors";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { findSeller, updateSeller } from "../sellers/sellers";

/** The user's own seller (server/sellers/sellers.ts); another seller's id is refused. */
export function sellerRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/sellers/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const seller = await findSeller(deps.db, id);
    if (!seller) throw notFound();
    return c.json(one(seller));
  });

  app.put("/sellers/:id", auth, requirePermission("seller:write"), async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const input = await readJson(c, UpdateSellerRequest);
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => ({ status: 200, body: one(await updateSeller(trx, id, input)) }));
  });

  return app;
}
