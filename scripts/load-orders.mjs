#!/usr/bin/env node
// The load test of issue 16, run by hand (not part of npm test): ORDERS orders across SELLERS
// sellers, one or two server instances on one database, localhost only, bounded in time. Prints
// requests per second and p50/p95/p99 per route, then the query plans of the orders list.
//
//   node scripts/load-orders.mjs --database postgres --orders 1000000 --sellers 1000 --instances 2
//   node scripts/load-orders.mjs --database sqlite --orders 1000000 --instances 1
//
// Options: --database postgres|sqlite (default postgres), --orders (1000000), --sellers (1000),
// --instances 1|2 (2), --seconds per route (10), --connections (10), --dir where the data is kept
// between runs (default $TMPDIR/portal-load: seeding a million orders is the slow part, so a
// second run reuses it), --pg-port for the kept PostgreSQL cluster (55432), --ports for the
// instances (8305,8306), --explain-only (plans, no load), --only TEXT (only the routes whose title
// contains TEXT, e.g. "customer_full_name": quicker before/after runs of one change),
// --skip-list-plans (only the dashboard's plans after the load: with a few very large sellers the
// orders list's plans take minutes).
//
// The load comes from a small closed-loop driver in this process (keep-alive connections, one
// request at a time each, the connections split evenly over the instances) rather than
// autocannon: one run spreads over two instances, and the percentiles are computed over every
// request of the run, not merged from two reports. Each route is warmed up for 2 s first.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { tsImport } from "tsx/esm/api";
import { LOAD_NEWEST, loadSessions, seedLoad } from "./load-seed.mjs";
import { startPostgresCluster } from "./postgres-cluster.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WARM_UP_S = 2;
const SESSIONS = 100;
const PAGE = 20;

const { values: options } = parseArgs({
  options: {
    database: { type: "string", default: "postgres" },
    orders: { type: "string", default: "1000000" },
    sellers: { type: "string", default: "1000" },
    instances: { type: "string", default: "2" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    dir: { type: "string", default: join(tmpdir(), "portal-load") },
    "pg-port": { type: "string", default: "55432" },
    ports: { type: "string", default: "8305,8306" },
    "explain-only": { type: "boolean", default: false },
    "skip-list-plans": { type: "boolean", default: false },
    only: { type: "string", default: "" },
  },
});
const orders = Number(options.orders);
const sellers = Number(options.sellers);
const instanceCount = Number(options.instances);
const ports = options.ports.split(",").map(Number).slice(0, instanceCount);
const seconds = Number(options.seconds);
const connections = Number(options.connections);
if (!["postgres", "sqlite"].includes(options.database) || ports.length !== instanceCount || !(orders > 0) || !(sellers > 2)) {
  console.error("Usage: see the top of scripts/load-orders.mjs");
  process.exit(2);
}

const { CompiledQuery, analyticsPeriods, dayRowsQuery, openDatabase, orderFilters, orderSort, seedDemoData, sellerAnalytics, sellerOrders, sql, topCustomersQuery } = await tsImport(
  pathToFileURL(join(root, "scripts/load-server-parts.ts")).href,
  import.meta.url,
);

/** Opening includes migrating: a new migration on a large table shows its time here. */
async function timed(open) {
  const began = performance.now();
  const database = await open();
  console.log(`Opened and migrated in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  return database;
}

/** The database as the server opens it (migrated), and the settings that point instances at it. */
async function openLoadDatabase() {
  if (options.database === "sqlite") {
    const dataDir = join(options.dir, `sqlite-${orders}`);
    mkdirSync(dataDir, { recursive: true });
    return { database: await timed(() => openDatabase({ dataDir })), env: { DATA_DIR: dataDir, DATABASE_URL: "" }, stop: () => {} };
  }
  const cluster = await startPostgresCluster({ port: Number(options["pg-port"]), keepIn: join(options.dir, "pg") });
  const name = `portal_load_${orders}`;
  const admin = await openDatabaseAdmin(cluster.url);
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  // As the portal needs it (README, "On PostgreSQL"): UTF-8, C collation, C.UTF-8 ctype.
  if (exists.rowCount === 0) await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`);
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, `/${name}`);
  return { database: await timed(() => openDatabase({ databaseUrl: url, dataDir: options.dir })), env: { DATABASE_URL: url }, stop: cluster.stop };
}

async function openDatabaseAdmin(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

function startInstance(port, env) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", STATIC_DIR: join(options.dir, "no-app"), SEED_DEMO_DATA: "false", LOG_REQUESTS: "false", JOBS_IN_PROCESS: "false", TRUST_PROXY: "false" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((done) => child.once("exit", done));
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    ready: async () => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`The instance on port ${port} stopped`);
        const ok = await fetch(`http://127.0.0.1:${port}/v1/health/ready`).then((r) => r.ok, () => false);
        if (ok) return;
        await new Promise((done) => setTimeout(done, 250));
      }
      throw new Error(`The instance on port ${port} did not start within 60 s`);
    },
  };
}

function send(port, agent, { method = "GET", path, headers, body }) {
  return new Promise((done, fail) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers, agent }, (response) => {
      response.resume();
      response.on("end", () => done(response.statusCode ?? 0));
    });
    request.on("error", fail);
    request.end(body);
  });
}

/** `connections` loops, each sending its next request when the last is answered, for `duration` s. */
async function drive(next, duration) {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const latencies = [];
  let failures = 0;
  /** Status -> count of the answers that were no 2xx (0: no answer), to say what failed. */
  const refused = new Map();
  const end = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      const target = index % ports.length;
      while (performance.now() < end) {
        const request = next();
        const began = performance.now();
        const status = await send(ports[target], agents[target], request).catch(() => 0);
        latencies.push(performance.now() - began);
        if (status < 200 || status >= 300) {
          failures += 1;
          refused.set(status, (refused.get(status) ?? 0) + 1);
        }
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { rps: latencies.length / duration, p50: at(50), p95: at(95), p99: at(99), failures, refused, count: latencies.length };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The routes measured: reads a desk does all day, and the two writes of dispatching. */
function routes(sessions) {
  const auth = (session) => ({ Authorization: `Bearer ${session.token}` });
  const get = (path) => () => {
    const session = pick(sessions);
    return { path: typeof path === "function" ? path(session) : path, headers: auth(session) };
  };
  const write = (method, path, body) => ({
    method,
    path,
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify(body),
  });
  return [
    ["GET /v1/orders (newest first)", get(`/v1/orders?offset=0&limit=${PAGE}`)],
    ["GET /v1/orders?current_status&customer_country, by value", get(`/v1/orders?current_status=600&customer_country=BR&sort=total_value&direction=desc&offset=0&limit=${PAGE}`)],
    ["GET /v1/orders?customer_full_name=silva", get(`/v1/orders?customer_full_name=silva&offset=0&limit=${PAGE}`)],
    ["GET /v1/orders?start..end_registration_date", get(`/v1/orders?start_registration_date=2026-06-01&end_registration_date=2026-06-30&offset=0&limit=${PAGE}`)],
    ["GET /v1/orders?dispatched=false, by order number", get(`/v1/orders?dispatched=false&sort=order_number&direction=asc&offset=0&limit=${PAGE}`)],
    ["GET /v1/orders/:id", get((s) => `/v1/orders/${pick(s.orderIds)}`)],
    // The dashboard (issue 19): the last 30 days by the server's clock.
    ["GET /v1/sellers/:id/analytics", get((s) => `/v1/sellers/${s.sellerId}/analytics`)],
    ["GET /v1/orders/:id/checkpoints", get((s) => `/v1/orders/${pick(s.orderIds)}/checkpoints`)],
    [
      "PUT /v1/orders/:id/dispatch",
      () => {
        const session = pick(sessions.filter((s) => s.undispatched.length > 0));
        const request = write("PUT", `/v1/orders/${session.undispatched.pop()}/dispatch`, {});
        return { ...request, headers: { ...request.headers, ...auth(session) } };
      },
    ],
    [
      "POST /v1/orders/:id/add-checkpoint",
      () => {
        const session = pick(sessions);
        const request = write("POST", `/v1/orders/${pick(session.dispatched)}/add-checkpoint`, { status: "IN_TRANSIT", message: "Load test: left the sorting centre" });
        return { ...request, headers: { ...request.headers, ...auth(session) } };
      },
    ],
  ];
}

const TIMED_RUNS = 21;

/** The query's own time from this process, without HTTP: what the size of the data costs. */
async function medianMs(database, query) {
  const times = [];
  for (let run = 0; run < TIMED_RUNS; run += 1) {
    const began = performance.now();
    await database.db.executeQuery(query);
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b)[Math.floor(TIMED_RUNS / 2)];
}

/** The queries GET /v1/orders runs, as the server builds them, with the plans the database picks. */
async function explainList(database, sellerId) {
  const cases = [
    ["newest first", {}],
    ["status + country, by value", { current_status: 600, customer_country: "BR", sort: "total_value", direction: "desc" }],
    ["name contains", { customer_full_name: "silva" }],
    // A name on one order (the trigram index finds it without reading the seller's orders), and two
    // letters, which hold no trigram: the seller's index serves them (decision 043).
    ["name contains, rare", { customer_full_name: "silva 3001" }],
    ["name contains, two letters", { customer_full_name: "si" }],
    ["registration dates", { start_registration_date: "2026-06-01", end_registration_date: "2026-06-30" }],
    ["not dispatched, by order number", { dispatched: false, sort: "order_number", direction: "asc" }],
  ];
  const prefix = database.dialect === "postgres" ? "explain (analyze, costs off, summary on) " : "explain query plan ";
  for (const [title, filter] of cases) {
    const filtered = sellerOrders(database.db, sellerId).where((eb) => orderFilters(eb, filter));
    const { column, direction } = orderSort({ direction: "asc", ...filter });
    const page = filtered.orderBy(column, direction).orderBy("orders.id", direction).selectAll("orders").limit(PAGE).offset(0).compile();
    const counted = filtered.select((eb) => eb.fn.countAll().as("count")).compile();
    const ids = filtered.orderBy(column, direction).orderBy("orders.id", direction).select("orders.id").limit(1000).compile();
    for (const [what, query] of [["page", page], ["count", counted], ["ids for select-all", ids]]) {
      const { rows } = await database.db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
      console.log(`\n${title}, ${what} (in the database, median of ${TIMED_RUNS}: ${(await medianMs(database, query)).toFixed(2)} ms):`);
      for (const row of rows) console.log(`  ${row["QUERY PLAN"] ?? row.detail}`);
    }
  }
  // The public tracking page's lookup (server/routes/trackings.ts), across every seller.
  const number = "LD100500000BR";
  const lookup = database.db
    .selectFrom("orders")
    .select(["id", "seller_id"])
    .where((eb) => eb.or([eb(eb.fn("upper", ["reference"]), "=", number), eb(eb.fn("upper", ["last_mile_tracking_number"]), "=", number)]))
    .orderBy("id", "desc")
    .limit(10)
    .compile();
  const { rows } = await database.db.executeQuery(CompiledQuery.raw(prefix + lookup.sql, [...lookup.parameters]));
  console.log(`\ntracking lookup of ${number} (POST /v1/trackings/lookup; median of ${TIMED_RUNS}: ${(await medianMs(database, lookup)).toFixed(2)} ms):`);
  for (const row of rows) console.log(`  ${row["QUERY PLAN"] ?? row.detail}`);
}

/**
 * The dashboard's queries (GET /v1/sellers/{id}/analytics, decision 055) as of the newest loaded
 * order, so that both periods are full of orders, whatever today's date: the plans, each query's
 * median, and the whole call's (three queries and the answer) in this process.
 */
async function explainAnalytics(database, sellerId) {
  const prefix = database.dialect === "postgres" ? "explain (analyze, costs off, summary on) " : "explain query plan ";
  const asOf = new Date(LOAD_NEWEST);
  const { from, to, previousFrom } = analyticsPeriods(asOf);
  const queries = [
    ["days of both periods", dayRowsQuery(database.db, sellerId, previousFrom, to).compile()],
    ["top customers", topCustomersQuery(database.db, sellerId, from, to).compile()],
  ];
  for (const [title, query] of queries) {
    const { rows } = await database.db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
    console.log(`\nanalytics, ${title} (median of ${TIMED_RUNS}: ${(await medianMs(database, query)).toFixed(2)} ms):`);
    for (const row of rows) console.log(`  ${row["QUERY PLAN"] ?? row.detail}`);
  }
  const times = [];
  let answer;
  for (let run = 0; run < TIMED_RUNS; run += 1) {
    const began = performance.now();
    answer = await sellerAnalytics(database.db, sellerId, asOf);
    times.push(performance.now() - began);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(TIMED_RUNS / 2)];
  console.log(`\nanalytics of seller ${sellerId} as of ${LOAD_NEWEST}: ${answer.period.created} orders in the period, ${answer.previous_period.created} in the previous; whole call median of ${TIMED_RUNS}: ${median.toFixed(2)} ms`);
}

const { database, env, stop: stopDatabase } = await openLoadDatabase();
const instances = [];
try {
  console.log(`Seeding ${orders.toLocaleString("en")} orders across ${sellers.toLocaleString("en")} sellers on ${database.dialect} (kept in ${options.dir}):`);
  await seedDemoData(database.db, new Date());
  const seeded = await seedLoad(database.db, database.dialect, { sellers, orders, sql });
  if (!seeded) console.log("  already there");
  const sessions = await loadSessions(database.db, { howMany: SESSIONS, now: new Date(), sql });
  const version = database.dialect === "postgres" ? (await sql`select version() as v`.execute(database.db)).rows[0].v.split(" on ")[0] : "SQLite (better-sqlite3)";
  if (!options["explain-only"]) {
    for (const port of ports) instances.push(startInstance(port, env));
    await Promise.all(instances.map((instance) => instance.ready()));
    // The machine may be shared: its load before the run says how much of it the run had.
    const load = loadavg().map((n) => n.toFixed(1)).join(" ");
    console.log(`\n${version}, ${instanceCount} instance(s), ${connections} connections, ${seconds} s per route after ${WARM_UP_S} s of warm-up, ${SESSIONS} sellers signed in`);
    console.log(`${cpus().length} cores, load average before the run ${load}:`);
    console.log(`${"route".padEnd(58)} ${"req/s".padStart(7)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}  failed`);
    for (const [title, next] of routes(sessions).filter(([name]) => name.includes(options.only))) {
      await drive(next, WARM_UP_S);
      const r = await drive(next, seconds);
      console.log(`${title.padEnd(58)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}  ${r.failures}/${r.count}${r.failures ? ` (${[...r.refused].map(([s, n]) => `${n}× ${s || "no answer"}`).join(", ")})` : ""}`);
    }
  }
  console.log(`\nPlans of GET /v1/orders for seller ${sessions[0].sellerId} (${sessions[0].orderIds.length} orders):`);
  if (!options["skip-list-plans"]) await explainList(database, sessions[0].sellerId);
  await explainAnalytics(database, sessions[0].sellerId);
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database.close();
  stopDatabase();
}
