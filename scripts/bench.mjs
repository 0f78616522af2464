#!/usr/bin/env node
// `npm run bench`: the server's throughput on GET /v1/my_notifications (the call every signed-in
// screen's bell polls) with autocannon, against a fresh server on localhost only. Figures go in
// the issue note; nothing here asserts a time. Bounded: 10 s per run, then everything stops.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { existsSync } from "node:fs";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 8282);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, STATIC_DIR: join(dataDir, "no-app") },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

async function waitForHealth() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not start within 60 s");
}

function run(title, path, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) => {
      if (error) return reject(error);
      const non2xx = result.non2xx + result.errors;
      console.log(
        `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx/errors ${non2xx}`,
      );
      resolve(result);
    });
  });
}

if (existsSync("dist/.vite/manifest.json")) {
  console.log("JavaScript each route downloads (from the last build):");
  try {
    execFileSync(process.execPath, ["scripts/bundle-budget.mjs"], { stdio: "inherit" });
  } catch {
    // Over a budget: the script has said which; the benchmarks still run.
  }
} else {
  console.log('No build found: run "npm run build" first to see the JavaScript each route downloads.');
}

try {
  await waitForHealth();
  const login = await fetch(`${BASE}/v1/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "demo-password", platform: "nb" }),
  });
  const token = (await login.json()).data.user.auth_token;
  const auth = { Authorization: `Bearer ${token}` };
  console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, server on SQLite (${dataDir})`);
  await run("GET /v1/health", "/v1/health", {});
  await run("GET /v1/my_notifications?is_new=true&limit=10", "/v1/my_notifications?is_new=true&offset=0&limit=10", auth);
  await run("GET /v1/my_notifications?limit=50", "/v1/my_notifications?offset=0&limit=50", auth);
} finally {
  stop();
}

// Issue 4: the outbox draining 1,000 operations and /orders with 10,000 cached orders, both in
// Chromium against the built app on servers of their own (each script starts and stops its own).
for (const script of ["scripts/bench-outbox-drain.mjs", "scripts/bench-orders-list.mjs", "scripts/bench-scanning.mjs"]) {
  if (!existsSync("dist/index.html")) {
    console.log(`Skipped ${script}: run "npm run build" first.`);
    continue;
  }
  try {
    execFileSync(process.execPath, [script], { stdio: "inherit" });
  } catch {
    console.error(`${script} failed (see above).`);
    process.exitCode = 1;
  }
}

// Issue 17: the CSV import's check, in Node on the domain code and in Chromium in its worker
// (bundled on the spot: no build and no server needed).
try {
  execFileSync(process.execPath, ["scripts/bench-import-check.mjs"], { stdio: "inherit" });
} catch {
  console.error("scripts/bench-import-check.mjs failed (see above).");
  process.exitCode = 1;
}

// Issue 22: what shipping rules cost on an import check and on one quote (decision 062), in Node.
try {
  execFileSync(process.execPath, ["scripts/bench-shipping-rules.mjs"], { stdio: "inherit" });
} catch {
  console.error("scripts/bench-shipping-rules.mjs failed (see above).");
  process.exitCode = 1;
}

// Issue 6: the order wizard's step change, in Chromium against the built app (a server of its own).
if (existsSync("dist/index.html")) {
  try {
    execFileSync(process.execPath, ["scripts/bench-wizard.mjs"], { stdio: "inherit" });
  } catch {
    console.error("scripts/bench-wizard.mjs failed (see above).");
    process.exitCode = 1;
  }
} else {
  console.log('Skipped scripts/bench-wizard.mjs: run "npm run build" first.');
}

// Issue 17: the server imports 10,000 rows (about 4,000 orders) through its job, in this process
// on SQLite (no build, no port needed).
try {
  execFileSync(process.execPath, ["scripts/bench-import-server.mjs"], { stdio: "inherit" });
} catch {
  console.error("scripts/bench-import-server.mjs failed (see above).");
  process.exitCode = 1;
}

// Issue 20: a seller's balance summed from 100,000 events (decision 056), in this process on SQLite.
try {
  execFileSync(process.execPath, ["scripts/bench-billing-balance.mjs"], { stdio: "inherit" });
} catch {
  console.error("scripts/bench-billing-balance.mjs failed (see above).");
  process.exitCode = 1;
}

// Issue 6: one PDF of labels for 100 orders, against a server of its own (no build needed).
try {
  execFileSync(process.execPath, ["scripts/bench-labels.mjs"], { stdio: "inherit" });
} catch {
  console.error("scripts/bench-labels.mjs failed (see above).");
  process.exitCode = 1;
}

// One seller's 20,000-row import while another seller lists orders and /v1/health is
// polled, on a server of its own (SQLite; PostgreSQL too with TEST_POSTGRES_URL; decision 066).
try {
  execFileSync(process.execPath, ["scripts/bench-import-fairness.mjs"], { stdio: "inherit" });
} catch {
  console.error("scripts/bench-import-fairness.mjs failed (see above).");
  process.exitCode = 1;
}
