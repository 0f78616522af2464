import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { HttpError } from "../http/errors";

/** Public: a load balancer asks it. It answers ok only when the database answers too. */
export function healthRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get("/health", async (c) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch {
      throw new HttpError(503, ["The database is not answering."]);
    }
    return c.json(one({ status: "ok" as const, database: "ok" as const }));
  });
  return app;
}
