import { Hono } from "hono";
import * as v from "valibot";
import { CredentialsRequest } from "../../src/api/schemas/integrations";
import { requirePermission, requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams } from "../http/validate";
import { connectIntegration, disconnectIntegration, findIntegration, listIntegrations, testCredentials } from "../integrations/connections";

const CodeParam = v.object({ code: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, "Unknown integration")) });

/**
 * Integrations (issue 22, decision 065). Every group of the seller sees the catalogue and its
 * states; admin and operation test, connect and disconnect (viewer 403). Only this seller's
 * connections are ever read or changed. No Idempotency-Key: connecting twice with the same
 * credentials leaves the same state, and the request body (credentials) must not be stored.
 */
export function integrationRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/integrations", auth, async (c) => c.json(one(await listIntegrations(deps.db, c.var.user.seller_id))));

  app.post("/integrations/:code/test", auth, requirePermission("seller:write"), async (c) => {
    const integration = findIntegration(readParams(c, CodeParam).code);
    const { credentials } = await readJson(c, CredentialsRequest);
    await testCredentials(deps, integration, credentials);
    return c.json(one({ connected: true as const }));
  });

  app.put("/integrations/:code", auth, requirePermission("seller:write"), async (c) => {
    const integration = findIntegration(readParams(c, CodeParam).code);
    const { credentials } = await readJson(c, CredentialsRequest);
    return c.json(one(await connectIntegration(deps, c.var.user, integration, credentials)));
  });

  app.delete("/integrations/:code", auth, requirePermission("seller:write"), async (c) => {
    const integration = findIntegration(readParams(c, CodeParam).code);
    return c.json(one(await disconnectIntegration(deps.db, c.var.user.seller_id, integration)));
  });

  return app;
}
