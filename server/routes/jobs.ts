import { Hono } from "hono";
import { JobIdParam, JobsQuery } from "../../src/api/schemas/jobs";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { fileAnswer } from "../http/file-answer";
import { one } from "../http/answers";
import { notFound } from "../http/errors";
import { readParams, readQuery } from "../http/validate";
import { findSellerJob, listSellerJobs } from "../jobs/job-answer";
import { sellerJobFile } from "../jobs/job-file";

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
    const file = await sellerJobFile(deps.db, c.var.user.seller_id, id);
    return fileAnswer(file.bytes, file.name, file.contentType, file.headers);
  });

  return app;
}
