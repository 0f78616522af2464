import { Hono } from "hono";
import { DocumentNeededRequest } from "../../src/api/schemas/order-create";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson } from "../http/validate";
import { documentsNeeded } from "../orders/documents-needed";

/**
 * POST /v1/hs_codes/document_needed {codes}: for each code whose goods customs release only with
 * a document, which one (server/orders/documents-needed.ts). A question, not a write: every
 * group may ask.
 */
export function hsCodeRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.post("/hs_codes/document_needed", auth, async (c) => {
    const { codes } = await readJson(c, DocumentNeededRequest);
    return c.json(one(documentsNeeded(codes)));
  });

  return app;
}
