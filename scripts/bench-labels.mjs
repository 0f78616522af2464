#!/usr/bin/env node
// Benchmark: one PDF of shipping labels for 100 orders (issue 6's goal: under 5 s). A fresh server
// on localhost only (the demo seed), signed in as the demo admin; POST /v1/orders/documents with
// the first 100 orders of the list, timed from the request to the last byte, a few runs. Figures
// printed, nothing asserted. Environment: BENCH_LABELS_PORT (default 8296), BENCH_LABELS_RUNS (5).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = Number(process.env.BENCH_LABELS_PORT ?? 8296);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_LABELS_RUNS ?? 5);
const ORDERS = 100;
const FORMATS = ["4x6", "letter_full", "letter_half"];

const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-labels-"));
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Pages of a PDF made by pdfkit: each page object is written once with "/Type /Page". */
const pageCount = (bytes) => (Buffer.from(bytes).toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

try {
  await waitForHealth();
  const login = await fetch(`${BASE}/v1/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "demo-password", platform: "nb" }),
  });
  const auth = { Authorization: `Bearer ${(await login.json()).data.user.auth_token}` };
  const list = await (await fetch(`${BASE}/v1/orders?offset=0&limit=${ORDERS}`, { headers: auth })).json();
  const ids = list.data.elements.map((order) => order.id);
  if (ids.length < ORDERS) throw new Error(`The seed has only ${ids.length} orders`);
  console.log(`POST /v1/orders/documents, labels of ${ids.length} orders in one PDF (first run, then the median of ${RUNS} more):`);
  for (const format of FORMATS) {
    const times = [];
    let cold = 0;
    let bytes;
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const res = await fetch(`${BASE}/v1/orders/documents`, {
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ ids, kind: "label", format }),
      });
      if (!res.ok) throw new Error(`${format}: ${res.status} ${await res.text()}`);
      bytes = new Uint8Array(await res.arrayBuffer());
      // The first run of the first format also makes the barcode images (the server keeps recent ones).
      if (run > 0) times.push(performance.now() - started);
      else cold = performance.now() - started;
    }
    console.log(
      `  ${format.padEnd(12)} first ${cold.toFixed(0).padStart(5)} ms   median ${median(times).toFixed(0).padStart(5)} ms   max ${Math.max(...times).toFixed(0).padStart(5)} ms   ${(bytes.length / 1024).toFixed(0)} KB, ${pageCount(bytes)} pages   (goal < 5000 ms)`,
    );
  }
} finally {
  stop();
}
