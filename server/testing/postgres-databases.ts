import pg from "pg";
import { type OpenDatabase, openPostgresDatabase } from "../db/database";
import { seedDemoData } from "../seed/demo";

/**
 * Databases of the PostgreSQL half of the server tests (TEST_POSTGRES_URL names a server where
 * they may be created and dropped). One run migrates and seeds a template once (globalSetup);
 * every test server then gets a database of its own as a copy of it, which PostgreSQL makes in a
 * fraction of what migrating and seeding would cost, and drops it when the server closes.
 */

/** Every database of one run starts with this and the run's id, so the run can drop what it left. */
export const TEST_DATABASE_PREFIX = "portal_test_";

/** The two templates of a run: migrated and seeded at `start`, and migrated only (fresh seeds). */
export interface TestTemplates {
  runId: string;
  seeded: string;
  seededAt: string;
  migrated: string;
}

export function requiredPostgresUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error("TEST_POSTGRES_URL is not set: the PostgreSQL tests need a server where they may create databases (npm test starts one: scripts/postgres-cluster.mjs).");
  return url;
}

/** The same server's URL with another database name. */
export function urlOfDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the server's maintenance database (CREATE and DROP DATABASE cannot run in one). */
export async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name ${name}`);
  return `"${name}"`;
};

export async function createDatabase(client: pg.Client, name: string, template?: string): Promise<void> {
  await client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ""}`);
}

export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`drop database if exists ${quoted(name)} with (force)`);
}

/**
 * The schema in the seeded template that keeps a copy of every seeded row, and its function that
 * puts a database back to exactly that state (rows and next ids): emptying and refilling a few
 * tables takes milliseconds where copying a database takes a good part of a second.
 */
const SEED_SCHEMA = "portal_test_seed";

/** Tables in an order where every table comes after the tables it refers to. */
async function tablesParentsFirst(client: pg.Client): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%' order by table_name",
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    "select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace",
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const r of references) if (r.child === name && r.parent !== name) visit(r.parent, path);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

async function addSeedCopy(client: pg.Client): Promise<void> {
  const tables = await tablesParentsFirst(client);
  await client.query(`create schema ${SEED_SCHEMA}`);
  for (const table of tables) await client.query(`create table ${SEED_SCHEMA}."${table}" as table public."${table}"`);
  const { rows: identities } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'id' and is_identity = 'YES'",
  );
  const body = [
    // DELETE, children first: on tables this small it is several times faster than TRUNCATE.
    ...[...tables].reverse().map((t) => `delete from public."${t}";`),
    ...tables.map((t) => `insert into public."${t}" select * from ${SEED_SCHEMA}."${t}";`),
    ...identities.map(({ name }) => `perform setval(pg_get_serial_sequence('public."${name}"', 'id'), coalesce((select max(id) from public."${name}"), 0) + 1, false);`),
  ].join("\n");
  await client.query(`create function ${SEED_SCHEMA}.reset() returns void language plpgsql as $body$ begin\n${body}\nend $body$`);
}

/** Makes the run's two templates; globalSetup calls it once per run. */
export async function createTemplates(serverUrl: string, runId: string, start: Date): Promise<TestTemplates> {
  const templates = { runId, seeded: `${TEST_DATABASE_PREFIX}${runId}_seeded`, seededAt: start.toISOString(), migrated: `${TEST_DATABASE_PREFIX}${runId}_migrated` };
  await withAdmin(serverUrl, async (client) => {
    await createDatabase(client, templates.migrated);
    const migrated = await openPostgresDatabase(urlOfDatabase(serverUrl, templates.migrated), { poolSize: 1 });
    await migrated.close();
    await createDatabase(client, templates.seeded, templates.migrated);
  });
  const seeded = await openPostgresDatabase(urlOfDatabase(serverUrl, templates.seeded), { poolSize: 1, migrate: false });
  try {
    await seedDemoData(seeded.db, start);
  } finally {
    await seeded.close();
  }
  await withAdmin(urlOfDatabase(serverUrl, templates.seeded), addSeedCopy);
  return templates;
}

/** Drops every database the run made, the templates last. */
export async function dropRunDatabases(serverUrl: string, runId: string): Promise<void> {
  await withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1 order by datname desc", [`${TEST_DATABASE_PREFIX}${runId}_%`]);
    for (const { datname } of rows) await dropDatabase(client, datname);
  });
}

let databaseCount = 0;
/** This worker's seeded databases that no test server uses now, each back in its seeded state. */
const idleSeeded: string[] = [];

/**
 * A database of its own for one test server: a copy of the seeded template (or of the migrated
 * one, for the caller to seed). When the server closes, a seeded copy is put back to its seeded
 * state for the worker's next server; any other is dropped. The run drops them all at its end.
 */
export async function openTestPostgresDatabase(templates: TestTemplates, from: "seeded" | "migrated"): Promise<OpenDatabase & { url: string }> {
  const serverUrl = requiredPostgresUrl();
  let name = from === "seeded" ? idleSeeded.pop() : undefined;
  if (name === undefined) {
    databaseCount += 1;
    name = `${TEST_DATABASE_PREFIX}${templates.runId}_${process.pid}_${databaseCount}`;
    const created = name;
    await withAdmin(serverUrl, (client) => createDatabase(client, created, templates[from]));
  }
  const url = urlOfDatabase(serverUrl, name);
  const own = name;
  // Few connections: a test server serves one test's requests.
  const database = await openPostgresDatabase(url, { poolSize: 4, migrate: false });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      if (from === "seeded") {
        await withAdmin(url, (client) => client.query(`select ${SEED_SCHEMA}.reset()`));
        idleSeeded.push(own);
      } else {
        await withAdmin(serverUrl, (client) => dropDatabase(client, own));
      }
    },
  };
}
