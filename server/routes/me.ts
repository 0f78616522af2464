import { requireUser } from "../auth/require-user";
import { Hono } from "hono";
import { UserLanguageRequest } from "../../src/api/schemas/users";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { notFound } from "../http/errors";
import { readJson } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { sellerAnswer } from "../sellers/seller-answer";

/** Calls about the signed-in user: always their own data, so no id in the path. */
export function meRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/current-user-group", auth, async (c) => {
    const group = await deps.db.selectFrom("groups").select(["id", "name"]).where("name", "=", c.var.user.group).executeTakeFirstOrThrow();
    return c.json(one(group));
  });

  app.get("/current-seller", auth, async (c) => {
    const seller = await deps.db.selectFrom("sellers").selectAll().where("id", "=", c.var.user.seller_id).executeTakeFirst();
    if (!seller) throw notFound();
    return c.json(one(sellerAnswer(seller)));
  });

  app.get("/measure", auth, async (c) => {
    const seller = await deps.db.selectFrom("sellers").select("measurement_system").where("id", "=", c.var.user.seller_id).executeTakeFirstOrThrow();
    return c.json(one({ measurement_system: seller.measurement_system }));
  });

  app.put("/user_language", auth, async (c) => {
    const input = await readJson(c, UserLanguageRequest);
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      await trx.updateTable("users").set({ language: input.language }).where("id", "=", c.var.user.id).execute();
      return { status: 200, body: one({ language: input.language }) };
    });
  });

  return app;
}
