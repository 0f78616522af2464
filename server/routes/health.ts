import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { HttpError } from "../http/errors";

/** A database that has not answered `select 1` by then is as good as down for a load balancer. */
export const HEALTH_QUERY_TIMEOUT_MS = 2_000;
export const DATABASE_DOWN_MESSAGE = "The database is not answering.";
export const SHUTTING_DOWN_MESSAGE = "This instance is shutting down.";

async function databaseAnswers(deps: ServerDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_QUERY_TIMEOUT_MS)));
  const query = sql`select 1`.execute(deps.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Public: load balancers and the app's connectivity probe ask them.
 * - `/health` (liveness): ok only when the database answers too.
 * - `/health/ready` (readiness): the same, and 503 once the instance is shutting down, so that a
 *   load balancer sends its new requests elsewhere while this one finishes those in flight.
 */
export function healthRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get("/health", async (c) => {
    if (!(await databaseAnswers(deps))) throw new HttpError(503, [DATABASE_DOWN_MESSAGE]);
    return c.json(one({ status: "ok" as const, database: "ok" as const }));
  });
  app.get("/health/ready", async (c) => {
    if (deps.isDraining?.()) throw new HttpError(503, [SHUTTING_DOWN_MESSAGE]);
    if (!(await databaseAnswers(deps))) throw new HttpError(503, [DATABASE_DOWN_MESSAGE]);
    return c.json(one({ status: "ready" as const, database: "ok" as const }));
  });
  return app;
}
