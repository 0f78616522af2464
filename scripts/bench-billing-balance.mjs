#!/usr/bin/env node
// Benchmark: a seller's balance (GET /v1/seller_account_events/{id}/balance, issue 20, decision
// 056) is the SUM of its events, computed on every read. This measures balanceAnswer
// (server/billing/balances.ts, loaded through tsx) over EVENTS events spread over the five
// categories and both methods, on SQLite in memory and, when BENCH_POSTGRES_URL names an empty
// database, on PostgreSQL. Figures printed (median of RUNS), nothing asserted.
//
//   node scripts/bench-billing-balance.mjs            (EVENTS=100000 by default)
//   BENCH_EVENTS=1000000 BENCH_POSTGRES_URL=postgres://... node scripts/bench-billing-balance.mjs
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import { tsImport } from "tsx/esm/api";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const RUNS = 15;
const BATCH = 2_000;

const load = (path) => tsImport(pathToFileURL(resolve(root, path)).href, import.meta.url);

async function fill(db) {
  await db.insertInto("sellers").values({ id: 1, name: "Bench", email: "bench@example.com", website: null, measurement_system: "metric", created_at: "2026-01-01T00:00:00.000Z" }).execute();
  for (let start = 0; start < EVENTS; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(EVENTS, start + BATCH); i++) {
      rows.push({ seller_id: 1, category_id: (i % 5) + 1, event_type: i % 4 === 0 ? "credit" : "service", method: i % 3 === 0 ? "postpaid" : "prepaid", value_cents: i % 4 === 0 ? 1_000 : -((i % 997) + 1), description: "bench", service: null, order_id: null, created_by: null, created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(), source_key: null });
    }
    await db.insertInto("seller_account_events").values(rows).execute();
  }
}

async function measure(label, database, balanceAnswer) {
  await fill(database.db);
  await balanceAnswer(database.db, 1); // warm the statement cache
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await balanceAnswer(database.db, 1);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: balance of ${EVENTS.toLocaleString("en")} events, median ${times[Math.floor(RUNS / 2)].toFixed(1)} ms, worst ${times.at(-1).toFixed(1)} ms`);
  await database.close();
}

const { openSqliteDatabase, openPostgresDatabase } = await load("server/db/database.ts");
const { balanceAnswer } = await load("server/billing/balances.ts");
await measure("SQLite (memory)", await openSqliteDatabase(":memory:"), balanceAnswer);
if (process.env.BENCH_POSTGRES_URL) await measure("PostgreSQL", await openPostgresDatabase(process.env.BENCH_POSTGRES_URL), balanceAnswer);
