import { Hono } from "hono";
import { ImportErrorsQuery, NumbersTakenRequest } from "../../src/api/schemas/order-import";
import { requirePermission, requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { HttpError } from "../http/errors";
import { readJson, readQuery, requireJsonType } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { findSellerJob } from "../jobs/job-answer";
import { createTableJobQueue } from "../jobs/table-queue";
import { readImportRequestOffLoop } from "../order-import/import-pool";
import { listRejections } from "../order-import/rejections";
import { queueOrderImport } from "../order-import/start-import";
import { takenOrderNumbers } from "../order-import/taken-numbers";

/**
 * Importing orders from CSV files (issue 17, decision 040); the work is in server/order-import/.
 *   POST /orders/import          (admin and operation; a viewer gets 403; Idempotency-Key required)
 *        the checked rows as JSON → 202 with the job (kind orders-import) that re-checks and
 *        creates them; its own body limit (MAX_IMPORT_BODY_BYTES, server/app.ts), and only a few
 *        read at once (server/http/body-slots.ts)
 *   POST /orders/numbers-taken   which of these numbers the seller already has (every group)
 *   GET  /orders/import/errors   the seller's rejected orders, newest first (every group)
 * Everything is within the user's seller: another seller's numbers and rejections are never seen.
 */
export function orderImportRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");
  const jobs = deps.jobs ?? createTableJobQueue({ db: deps.db, now: deps.now });

  app.post("/orders/import", auth, write, async (c) => {
    // Megabytes of JSON: read, validated and fingerprinted in the import's thread, never on the
    // event loop (decision 066); the request then stores the text the thread wrote.
    requireJsonType(c);
    const read = await readImportRequestOffLoop(new Uint8Array(await c.req.arrayBuffer()));
    if (!read.ok) throw new HttpError(read.status, read.messages);
    const { seller_id: sellerId, id: userId } = c.var.user;
    const { stored, rowCount, orderCount, digest } = read;
    return runMutation(c, deps, { required: true, input: { digest } }, async (trx) => {
      const id = await queueOrderImport(trx, jobs, { sellerId, userId, stored, rowCount, orderCount, now: deps.now() });
      c.header("Location", `/v1/jobs/${id}`);
      return { status: 202, body: one(await findSellerJob(trx, sellerId, id)) };
    });
  });

  app.post("/orders/numbers-taken", auth, async (c) => {
    const { order_numbers } = await readJson(c, NumbersTakenRequest);
    const taken = await takenOrderNumbers(deps.db, c.var.user.seller_id, order_numbers);
    return c.json(one([...taken].sort()));
  });

  app.get("/orders/import/errors", auth, async (c) => {
    const page = readQuery(c, ImportErrorsQuery);
    return c.json({ data: await listRejections(deps.db, c.var.user.seller_id, page) });
  });

  return app;
}
