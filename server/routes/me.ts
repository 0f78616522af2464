import { requireUser } from "../auth/require-user";
import { Hono } from "hono";
import { UserLanguageRequest } from "../../src/api/schemas/users";
import { groupNamed } from "../auth/groups";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { notFound } from "../http/errors";
import { readJson } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { findSeller, measurementSystemOf } from "../sellers/sellers";
import { setUserLanguage } from "../settings/user-language";

/** Calls about the signed-in user: always their own data, so no id in the path. */
export function meRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  // The shell asks these before the terms dialog can open (decision 068).
  const auth = requireUser(deps, { beforeTerms: true });

  app.get("/current-user-group", auth, async (c) => c.json(one(await groupNamed(deps.db, c.var.user.group))));

  app.get("/current-seller", auth, async (c) => {
    const seller = await findSeller(deps.db, c.var.user.seller_id);
    if (!seller) throw notFound();
    return c.json(one(seller));
  });

  app.get("/measure", auth, async (c) => c.json(one({ measurement_system: await measurementSystemOf(deps.db, c.var.user.seller_id) })));

  app.put("/user_language", auth, async (c) => {
    const input = await readJson(c, UserLanguageRequest);
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      await setUserLanguage(trx, c.var.user.id, input.language);
      return { status: 200, body: one({ language: input.language }) };
    });
  });

  return app;
}
