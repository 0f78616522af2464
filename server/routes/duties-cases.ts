import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { CaseAnswerRequest, CasesQuery } from "../../src/api/schemas/duties-cases";
import { requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { answerCase, caseDocumentBytes } from "../duties-cases/answer-case";
import { findCaseDetail, listCases } from "../duties-cases/case-store";
import { one } from "../http/answers";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";

/**
 * Duties and taxes cases (issue 18, decision 047; calls in src/api/schemas/duties-cases.ts).
 * Every group of the seller reads them; answering is a write (viewer: 403) with a required
 * Idempotency-Key. Another seller's case is 404, as a missing one.
 */
export function dutiesCaseRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/tracking_alert_logs", auth, async (c) => {
    const query = readQuery(c, CasesQuery);
    return c.json(one(await listCases(deps.db, c.var.user.seller_id, query)));
  });

  app.get("/tracking_alert_logs/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await findCaseDetail(deps.db, c.var.user, id)));
  });

  // A replay of a committed answer is answered even after the user's role changed (decision 027).
  app.post("/tracking_alert_logs/:id/answer", auth, requirePermissionOrReplay(deps, "seller:write"), async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, CaseAnswerRequest);
    const bytes = caseDocumentBytes(input.document);
    return runMutation(c, deps, { required: true, input: { id, ...input } }, async (trx) => {
      return { status: 200, body: one(await answerCase(trx, c.var.user, id, input, bytes, isoNow(deps))) };
    });
  });

  return app;
}
