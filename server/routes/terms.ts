import { Hono } from "hono";
import { AcceptTermsRequest } from "../../src/api/schemas/terms";
import { requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { readJson } from "../http/validate";
import { acceptTerms, termsAcceptanceOf } from "../terms/terms-acceptance";

/**
 * The terms of service accepted electronically (spec section 4; decision 053): the signed-in
 * user's answer to the current version, and their acceptance. Every group may accept: the terms
 * bind each person who uses the portal.
 */
export function termsRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps, { beforeTerms: true });

  app.get("/terms/acceptance", auth, async (c) => c.json(one(await termsAcceptanceOf(deps.db, c.var.user.id))));

  // Idempotent by itself (the first acceptance of a version stays), so no Idempotency-Key needed.
  app.post("/terms/acceptance", auth, async (c) => {
    await readJson(c, AcceptTermsRequest);
    return c.json(one(await acceptTerms(deps.db, c.var.user.id, isoNow(deps), c.req.header("user-agent"))));
  });

  return app;
}
