import type { Kysely } from "kysely";
import type { Dialect } from "../db/portable";
import type { Database } from "../db/schema";
import type { JobQueue } from "./job-types";
import { createTableJobQueue } from "./table-queue";

export interface JobQueueSetup {
  dialect: Dialect;
  db: Kysely<Database>;
  now: () => Date;
  /** PostgreSQL only: the connection string pg-boss opens its own small pool with (DATABASE_URL). */
  connectionString?: string;
}

/**
 * The queue that fits the database (decision 030): the table queue on SQLite, pg-boss on
 * PostgreSQL. pg-boss (and pg) load only on PostgreSQL.
 */
export async function createJobQueue({ dialect, db, now, connectionString }: JobQueueSetup): Promise<JobQueue> {
  if (dialect === "sqlite") return createTableJobQueue({ db, now });
  if (!connectionString) throw new Error("Jobs on PostgreSQL need its connection string (DATABASE_URL).");
  const { createPgBossJobQueue } = await import("./pg-boss-queue");
  return createPgBossJobQueue({ connectionString, db, now });
}
