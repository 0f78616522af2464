#!/usr/bin/env node
// Benchmark (decision 066): does one seller's big CSV import leave the server to everyone else?
// The real server (`node --import tsx server/main.ts`, the demo seed, loopback only, its jobs in
// its own process as a default server runs them). The Seller Operation of the demo seller imports
// 5,000 rows, then 20,000 rows (POST /v1/orders/import, then the job until it is done); during
// each, another seller (admin@other.example.com) sends 20 requests/s of GET /v1/orders and
// GET /v1/health is asked 20 times/s, each sent on its own schedule whether the last one was
// answered or not (a stalled server shows as slow answers, not as fewer requests). Printed: the
// p50/p99/max of both (and of a quiet baseline), the import's own time (request and job), the
// server's peak memory. Goals from the issue: orders p99 < 200 ms, health p99 < 100 ms.
// SQLite in a temporary folder; also PostgreSQL when TEST_POSTGRES_URL is set (a throwaway
// database is created there and dropped). Bounded: each import stops being waited for after
// BENCH_FAIRNESS_TIMEOUT_S (300), every request after 30 s. Figures printed, nothing asserted.
// Environment: BENCH_FAIRNESS_PORT (8297), BENCH_FAIRNESS_ROWS (5000,20000), TEST_POSTGRES_URL.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

const PORT = Number(process.env.BENCH_FAIRNESS_PORT ?? 8297);
const BASE = `http://127.0.0.1:${PORT}`;
const ROW_COUNTS = (process.env.BENCH_FAIRNESS_ROWS ?? "5000,20000").split(",").map(Number);
const TIMEOUT_S = Number(process.env.BENCH_FAIRNESS_TIMEOUT_S ?? 300);
const POSTGRES_URL = process.env.TEST_POSTGRES_URL;
const PER_SECOND = 20;
const REQUEST_TIMEOUT_MS = 30_000;
const BASELINE_MS = 3_000;
const JOB_POLL_MS = 250;
const GOALS = { orders: 200, health: 100 };
/** The demo seller 1's sales channel: the fixture's rows name another seller's. */
const CHANNEL = "Shopify";

const root = resolve(import.meta.dirname, "..");
register();
const load = (file) => import(pathToFileURL(resolve(root, file)).href);
const [fixtures, domain, pg] = await Promise.all([load("tests/fixtures/order-import.ts"), load("src/domain/order-import/index.ts"), load("server/testing/postgres-databases.ts")]);

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const ms = (value) => `${value.toFixed(0).padStart(6)} ms`;

function startServer(env) {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-fairness-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, STATIC_DIR: join(dataDir, "no-app"), LOG_REQUESTS: "false" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((done) => child.once("exit", done));
  return {
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(15_000)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server process's peak resident memory so far (Linux), in MB. */
function peakRssMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function waitForHealth() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error("The server did not start within 90 s");
}

async function signIn(email) {
  const res = await fetch(`${BASE}/v1/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password: "demo-password", platform: "nb" }) });
  if (!res.ok) throw new Error(`Signing in as ${email}: ${res.status} ${await res.text()}`);
  return { Authorization: `Bearer ${(await res.json()).data.user.auth_token}` };
}

/** Sends GET `path` PER_SECOND times a second until stopped; answers the round trips in ms. */
function steadyLoad(path, headers) {
  const times = [];
  const pending = new Set();
  let failures = 0;
  const once = async () => {
    const started = performance.now();
    try {
      const res = await fetch(`${BASE}${path}`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
    } catch {
      failures += 1;
    }
    times.push(performance.now() - started);
  };
  const timer = setInterval(() => {
    const request = once().finally(() => pending.delete(request));
    pending.add(request);
  }, 1000 / PER_SECOND);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    const sorted = [...times].sort((a, b) => a - b);
    return { count: sorted.length, failures, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
  };
}

function importBody(rowCount, prefix) {
  const numberIndex = domain.IMPORT_COLUMNS.indexOf("order_number");
  const channelIndex = domain.IMPORT_COLUMNS.indexOf("sales_channel");
  const rows = fixtures.generatedRows(rowCount).map((values, index) => {
    values[numberIndex] = `${prefix}-${values[numberIndex]}`;
    values[channelIndex] = CHANNEL;
    return { line: index + 2, values };
  });
  return JSON.stringify({ file_name: `bench-${rowCount}.csv`, columns: [...domain.IMPORT_COLUMNS], rows, sender: fixtures.TEST_SENDER });
}

/** One import, from the request to the job's end, while the other seller and the health probe load the server. */
async function importUnderLoad(operation, other, rowCount, prefix) {
  // Built before the load starts: making megabytes of JSON would stall this process's own timers.
  const body = importBody(rowCount, prefix);
  await sleep(100);
  const stopOrders = steadyLoad("/v1/orders?offset=0&limit=20", other);
  const stopHealth = steadyLoad("/v1/health", {});
  const started = performance.now();
  const res = await fetch(`${BASE}/v1/orders/import`, { method: "POST", headers: { ...operation, "Content-Type": "application/json", "Idempotency-Key": `bench-fairness-${prefix}` }, body });
  const requestMs = performance.now() - started;
  const queued = await res.json();
  if (res.status !== 202) throw new Error(`POST /v1/orders/import answered ${res.status}: ${JSON.stringify(queued)}`);
  let job = queued.data;
  const deadline = Date.now() + TIMEOUT_S * 1000;
  while (job.state !== "done" && job.state !== "failed" && Date.now() < deadline) {
    await sleep(JOB_POLL_MS);
    job = (await (await fetch(`${BASE}/v1/jobs/${job.id}`, { headers: operation })).json()).data;
  }
  const totalMs = performance.now() - started;
  const [orders, health] = [await stopOrders(), await stopHealth()];
  return { mb: body.length / 1024 / 1024, requestMs, totalMs, job, orders, health };
}

function printLoad(title, { count, failures, p50, p99, max }, goal) {
  const verdict = goal === undefined ? "" : p99 < goal ? `   (goal p99 < ${goal} ms: met)` : `   (goal p99 < ${goal} ms: MISSED)`;
  console.log(`    ${title.padEnd(22)} p50 ${ms(p50)}   p99 ${ms(p99)}   max ${ms(max)}   ${count} requests, ${failures} failed${verdict}`);
}

async function benchOn(where, env) {
  const server = startServer(env);
  try {
    await waitForHealth();
    const [operation, other] = [await signIn("operation@example.com"), await signIn("admin@other.example.com")];
    console.log(`${where}: ${PER_SECOND} GET /v1/orders/s from another seller and ${PER_SECOND} GET /v1/health/s`);
    const stopOrders = steadyLoad("/v1/orders?offset=0&limit=20", other);
    const stopHealth = steadyLoad("/v1/health", {});
    await sleep(BASELINE_MS);
    console.log(`  no import (${BASELINE_MS / 1000} s):`);
    printLoad("GET /v1/orders", await stopOrders());
    printLoad("GET /v1/health", await stopHealth());
    for (const rowCount of ROW_COUNTS) {
      const run = await importUnderLoad(operation, other, rowCount, `FAIR${rowCount}`);
      const result = run.job.details?.result;
      const outcome = run.job.state === "done" ? `${result?.valid} orders created, ${result?.rejected} rejected` : `job ${run.job.state}${run.job.error ? `: ${run.job.error}` : ""} after ${TIMEOUT_S} s at most`;
      console.log(`  import of ${rowCount.toLocaleString("en")} rows (${run.mb.toFixed(1)} MB of JSON) by the Seller Operation: request ${(run.requestMs / 1000).toFixed(2)} s, request and job ${(run.totalMs / 1000).toFixed(1)} s; ${outcome}`);
      printLoad("GET /v1/orders", run.orders, GOALS.orders);
      printLoad("GET /v1/health", run.health, GOALS.health);
    }
    console.log(`  server peak memory (VmHWM): ${peakRssMb(server.pid).toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
}

await benchOn("SQLite (a file, WAL)", {});
if (POSTGRES_URL) {
  const name = `portal_bench_fairness_${process.pid}`;
  await pg.withAdmin(POSTGRES_URL, (client) => pg.createDatabase(client, name));
  try {
    await benchOn("PostgreSQL", { DATABASE_URL: pg.urlOfDatabase(POSTGRES_URL, name) });
  } finally {
    await pg.withAdmin(POSTGRES_URL, (client) => pg.dropDatabase(client, name));
  }
} else {
  console.log("PostgreSQL: skipped (set TEST_POSTGRES_URL to a server where a throwaway database may be created).");
}
