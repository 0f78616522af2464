#!/usr/bin/env node
// Benchmark (issue 17): the server imports a CSV file of 10,000 rows (about 4,000 orders) in at
// most 10 s. The whole server in this process (no port): a fresh database with the demo seed,
// signed in as the demo admin, POST /v1/orders/import with the rows as the device sends them,
// then the orders-import job run as a worker runs it (it re-checks the rows with the seller's data
// and creates each order in its own transaction through createOrder). Printed: the request (JSON
// read, validated and stored with the job), the job (check and creations), and the check alone.
// The job's CPU time is printed beside its wall time: on a machine shared with other work the wall
// time also counts the waits for a core. On PostgreSQL the job creates 4 orders side by side.
// Figures printed, nothing asserted.
// Environment: BENCH_IMPORT_ROWS (10000), BENCH_IMPORT_SQLITE_SYNCHRONOUS (normal: commits without
// waiting for the disk, to see what the disk costs), BENCH_IMPORT_POSTGRES_URL (a PostgreSQL server where a
// throwaway database may be created, e.g. from `node scripts/postgres-cluster.mjs`; without it,
// SQLite in a temporary file, as a default server runs).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { register } from "tsx/esm/api";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const POSTGRES_URL = process.env.BENCH_IMPORT_POSTGRES_URL;
const SYNCHRONOUS = process.env.BENCH_IMPORT_SQLITE_SYNCHRONOUS;
const GOAL_S = 10;
/** The demo seller 1's sales channel: the fixture's rows name another seller's. */
const CHANNEL = "Shopify";

const root = resolve(import.meta.dirname, "..");
// One loader for every module, so that they share one Kysely (the database code tells the
// dialect apart with instanceof; separate tsImport namespaces would each load their own).
register();
const load = (file) => import(pathToFileURL(resolve(root, file)).href);
const [{ openSqliteDatabase, openPostgresDatabase }, { seedDemoData, DEMO_PASSWORD }, { createApp }, { createTableJobQueue }, { jobHandlers }, { createDocumentPool }, fixtures, domain, context, pg] =
  await Promise.all([
    load("server/db/database.ts"),
    load("server/seed/demo.ts"),
    load("server/app.ts"),
    load("server/jobs/table-queue.ts"),
    load("server/jobs/handlers.ts"),
    load("server/documents/render-pool.ts"),
    load("tests/fixtures/order-import.ts"),
    load("src/domain/order-import/index.ts"),
    load("server/order-import/import-context.ts"),
    load("server/testing/postgres-databases.ts"),
  ]);

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function openBenchDatabase() {
  if (POSTGRES_URL) {
    const name = `portal_bench_import_${process.pid}`;
    await pg.withAdmin(POSTGRES_URL, (client) => pg.createDatabase(client, name));
    const database = await openPostgresDatabase(pg.urlOfDatabase(POSTGRES_URL, name));
    return { ...database, where: "PostgreSQL", dispose: () => pg.withAdmin(POSTGRES_URL, (client) => pg.dropDatabase(client, name)) };
  }
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-import-"));
  const database = await openSqliteDatabase(join(dir, "portal.sqlite"));
  return { ...database, where: `SQLite (a file, WAL, synchronous=${SYNCHRONOUS === "normal" ? "NORMAL" : "FULL"})`, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

const database = await openBenchDatabase();
// The server keeps SQLite's default, synchronous=FULL: every commit waits for the disk (fsync), one
// per order here. BENCH_IMPORT_SQLITE_SYNCHRONOUS=normal shows what the job costs without it.
if (SYNCHRONOUS && !POSTGRES_URL) await sql.raw(`pragma synchronous = ${SYNCHRONOUS === "normal" ? "normal" : "full"}`).execute(database.db);
const documents = createDocumentPool();
try {
  const now = () => new Date();
  await seedDemoData(database.db, now());
  const jobs = createTableJobQueue({ db: database.db, now });
  const app = createApp({ db: database.db, now, trustProxy: false, jobs, documents });
  const call = async (method, path, { body, token, headers = {} } = {}) => {
    const res = await app.request(path, {
      method,
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  };
  const login = await call("POST", "/v1/login", { body: { email: "admin@example.com", password: DEMO_PASSWORD, platform: "nb" } });
  const token = login.json.data.user.auth_token;

  const channelIndex = domain.IMPORT_COLUMNS.indexOf("sales_channel");
  const rows = fixtures.generatedRows(ROWS).map((values, index) => {
    values[channelIndex] = CHANNEL;
    return { line: index + 2, values };
  });
  const body = { file_name: "bench.csv", columns: [...domain.IMPORT_COLUMNS], rows, sender: fixtures.TEST_SENDER };
  console.log(`Import of ${ROWS.toLocaleString("en")} rows (${(JSON.stringify(body).length / 1024 / 1024).toFixed(1)} MB of JSON) on ${database.where}`);

  // The check alone, with the seller's data as the job reads it (the job runs it too).
  const checkContext = await context.buildImportContext(database.db, { sellerId: 1, columns: body.columns, rows, sender: fixtures.TEST_SENDER, createdBefore: new Set() });
  let started = performance.now();
  const checked = domain.checkImport(body.columns, rows, checkContext);
  console.log(`  check alone (context read once):         ${seconds(performance.now() - started)}   ${checked.totals.orders} orders, ${checked.totals.valid} valid`);

  started = performance.now();
  const queued = await call("POST", "/v1/orders/import", { body, token, headers: { "Idempotency-Key": `bench-import-${process.pid}` } });
  const requestMs = performance.now() - started;
  if (queued.status !== 202) throw new Error(`POST /v1/orders/import answered ${queued.status}: ${JSON.stringify(queued.json)}`);
  console.log(`  POST /v1/orders/import (202, job queued): ${seconds(requestMs)}`);

  started = performance.now();
  const cpuBefore = process.cpuUsage();
  const end = await jobs.runNext(jobHandlers({ db: database.db, documents, now }));
  const jobMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const job = (await call("GET", `/v1/jobs/${queued.json.data.id}`, { token })).json.data;
  const { orders, valid, rejected, products } = job.details.result ?? {};
  console.log(`  the job (${end}): check and ${valid} orders created: ${seconds(jobMs)}   ${(valid / (jobMs / 1000)).toFixed(0)} orders/s (CPU ${seconds((cpu.user + cpu.system) / 1000)})   orders ${orders}, rejected ${rejected}, products ${products}`);
  if (rejected > 0) {
    const first = (await call("GET", "/v1/orders/import/errors?limit=1", { token })).json.data.elements[0];
    console.log(`  first rejection: ${first?.order_number}: ${first?.messages.map((m) => `${m.column ?? ""} ${m.code} ${m.text}`).join("; ")}`);
  }
  console.log(`  request and job: ${seconds(requestMs + jobMs)} (goal: at most ${GOAL_S} s)`);
} finally {
  await documents.close();
  await database.close();
  await database.dispose();
}
