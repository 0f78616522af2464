import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { type Kysely, sql } from "kysely";
import { type OpenDatabase, openPostgresDatabase, openSqliteDatabase } from "../db/database";
import type { Dialect } from "../db/portable";
import type { Database } from "../db/schema";
import { seedDemoData } from "../seed/demo";
import { openTestPostgresDatabase } from "./postgres-databases";
import { everyTable } from "./tables";

/**
 * The database under a test server. The server tests run twice by `npm test`: on SQLite (the
 * `server` project) and on PostgreSQL (the `server-postgres` project, which sets
 * TEST_DATABASE=postgres); the tests themselves do not know which.
 */
export function testDialect(): Dialect {
  return process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";
}

/** A private database with the demo data as seeded at `start`. */
export async function openSeededTestDatabase(start: Date, freshSeed: boolean): Promise<OpenDatabase> {
  return testDialect() === "postgres" ? openPostgresCopy(start, freshSeed) : openSqliteCopy(start, freshSeed);
}

/** A private database with every table and no rows. */
export async function openEmptyTestDatabase(): Promise<OpenDatabase> {
  return testDialect() === "postgres" ? openTestPostgresDatabase(inject("postgresTemplates"), "migrated") : openSqliteDatabase(":memory:");
}

/**
 * Two connections to one seeded database, as two instances of the server have: two pools to one
 * PostgreSQL database, or two connections to one SQLite file (WAL mode, as in production).
 * close() closes both and removes the database.
 */
export async function openSharedTestDatabase(start: Date): Promise<{ first: OpenDatabase; second: OpenDatabase; close(): Promise<void> }> {
  if (testDialect() === "postgres") {
    const first = await openTestPostgresDatabase(inject("postgresTemplates"), "seeded");
    const second = await openPostgresDatabase(first.url, { poolSize: 4, migrate: false });
    return { first, second, close: async () => (await second.close(), await first.close()) };
  }
  const dir = mkdtempSync(join(tmpdir(), "portal-two-instances-"));
  const file = join(dir, "portal.sqlite");
  const first = await openSqliteDatabase(file);
  await seedDemoData(first.db, start);
  const second = await openSqliteDatabase(file);
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgresCopy(start: Date, freshSeed: boolean): Promise<OpenDatabase> {
  const templates = inject("postgresTemplates");
  if (!freshSeed && templates.seededAt === start.toISOString()) return openTestPostgresDatabase(templates, "seeded");
  const database = await openTestPostgresDatabase(templates, "migrated");
  await seedDemoData(database.db, start);
  return database;
}

/** SQLite binds at most 32,766 values per statement: wide tables are inserted in slices. */
const SQLITE_MAX_BOUND_VALUES = 32_000;

/** The rows seedDemoData wrote, per table in creation order (so parents come before children). */
type Snapshot = { table: string; rows: Record<string, unknown>[] }[];
const snapshots = new Map<number, Promise<Snapshot>>();

async function takeSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const snapshot: Snapshot = [];
  for (const table of await everyTable(db, "creation")) {
    const rows = await db.selectFrom(table as keyof Database).selectAll().execute();
    if (rows.length > 0) snapshot.push({ table, rows: rows as Record<string, unknown>[] });
  }
  return snapshot;
}

async function restoreSnapshot(db: Kysely<Database>, snapshot: Snapshot): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { table, rows } of snapshot) {
      // Reference data the migrations write (billing categories, migration 024) is there already.
      if (await trx.selectFrom(table as keyof Database).select(sql`1`.as("one")).limit(1).executeTakeFirst()) continue;
      const perStatement = Math.max(1, Math.floor(SQLITE_MAX_BOUND_VALUES / Object.keys(rows[0] ?? {}).length));
      for (let start = 0; start < rows.length; start += perStatement) {
        await trx.insertInto(table as keyof Database).values(rows.slice(start, start + perStatement) as never).execute();
      }
    }
  });
}

/**
 * An in-memory SQLite database. Seeding hashes five passwords with scrypt: the first server per
 * start time and worker seeds, later ones get a copy of the rows it wrote.
 */
async function openSqliteCopy(start: Date, freshSeed: boolean): Promise<OpenDatabase> {
  const database = await openSqliteDatabase(":memory:");
  const cached = freshSeed ? undefined : snapshots.get(start.getTime());
  if (cached) {
    await restoreSnapshot(database.db, await cached);
    return database;
  }
  const seeded = seedDemoData(database.db, start).then(() => takeSnapshot(database.db));
  if (!freshSeed) {
    snapshots.set(start.getTime(), seeded);
    seeded.catch(() => snapshots.delete(start.getTime()));
  }
  await seeded;
  return database;
}
