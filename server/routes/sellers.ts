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
import { sellerAnswer } from "../sellers/seller-answer";


export function sellerRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/sellers/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const row = await deps.db.selectFrom("sellers").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound();
    return c.json(one(sellerAnswer(row)));
  });

  app.put("/sellers/:id", auth, requirePermission("seller:write"), async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const input = await readJson(c, UpdateSellerRequest);
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => {
      if (Object.keys(input).length > 0) await trx.updateTable("sellers").set(input).where("id", "=", id).execute();
      const row = await trx.selectFrom("sellers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return { status: 200, body: one(sellerAnswer(row)) };
    });
  });

  return app;
}
