import { sql } from "kysely";
import type { ServerDeps } from "../deps";

/** A database that has not answered `select 1` by then is as good as down for a load balancer. */
export const HEALTH_QUERY_TIMEOUT_MS = 2_000;
export const DATABASE_DOWN_MESSAGE = "The database is not answering.";
export const SHUTTING_DOWN_MESSAGE = "This instance is shutting down.";

/** Whether the database answers `select 1` in time (liveness and readiness both ask). */
export async function databaseAnswers(deps: ServerDeps): Promise<boolean> {
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
