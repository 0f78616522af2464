import { Hono } from "hono";
import { SKIPPED_ORDERS_HEADER } from "../../src/api/schemas/documents";
import { JOB_MESSAGES, JobIdParam, JobsQuery } from "../../src/api/schemas/jobs";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { skippedOrdersValue } from "../documents/bulk-file";
import { fileAnswer } from "../http/file-answer";
import { one } from "../http/answers";
import { HttpError, notFound } from "../http/errors";
import { readParams, readQuery } from "../http/validate";
import { findSellerJob, listSellerJobs } from "../jobs/job-answer";

/**
 * Durable jobs of the user's seller (issue 16, decision 030). Every group of the seller may read
 * them, as it may make the downloads they hold; another seller's job is 404, as a missing one.
 *   GET /jobs?kind=&mine=&limit=&offset=   newest first
 *   GET /jobs/{id}                          state and progress
 *   GET /jobs/{id}/file                     the finished file (409 before it is done)
 */
export function jobRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/jobs", auth, async (c) => {
    const query = readQuery(c, JobsQuery);
    return c.json({ data: await listSellerJobs(deps.db, c.var.user.seller_id, c.var.user.id, query) });
  });

  app.get("/jobs/:id", auth, async (c) => {
    const { id } = readParams(c, JobIdParam);
    const job = await findSellerJob(deps.db, c.var.user.seller_id, id);
    if (!job) throw notFound();
    return c.json(one(job));
  });

  app.get("/jobs/:id/file", auth, async (c) => {
    const { id } = readParams(c, JobIdParam);
    const job = await findSellerJob(deps.db, c.var.user.seller_id, id);
    if (!job) throw notFound();
    if (job.state !== "done") throw new HttpError(409, [JOB_MESSAGES.fileNotReady]);
    const file = await deps.db.selectFrom("job_files").select(["name", "content_type", "bytes"]).where("job_id", "=", job.id).executeTakeFirst();
    if (!file) throw new HttpError(404, [JOB_MESSAGES.noFile]);
    const skipped = job.kind === "order_documents" ? job.details.skipped : [];
    return fileAnswer(file.bytes, file.name, file.content_type, skipped.length > 0 ? { [SKIPPED_ORDERS_HEADER]: skippedOrdersValue(skipped) } : undefined);
  });

  return app;
}
