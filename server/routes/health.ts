import { Hono } from "hono";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { HttpError } from "../http/errors";
import { DATABASE_DOWN_MESSAGE, SHUTTING_DOWN_MESSAGE, databaseAnswers } from "../http/health-checks";

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
