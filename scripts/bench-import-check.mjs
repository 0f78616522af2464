#!/usr/bin/env node
// Benchmark: the CSV import check of issue 17 (goal: 10,000 rows, about 4,000 orders, parsed and
// checked in at most 2 s in the worker, no main-thread task over 50 ms while it runs; 50,000 rows
// without running out of memory). Figures printed, nothing asserted. Three measures:
//
// 1. In Node, the domain code (src/domain/order-import, through tsx) on a generated file of
//    10,000 rows (tests/fixtures/order-import.ts): decoding and parsing (readImportFile) and the
//    check (checkImport), median of several runs.
// 2. In Node, 50,000 rows once in a fresh process: the time, the heap peak (sampled at each
//    progress report of the check) and the process's peak resident memory.
// 3. In Chromium, the real worker (src/features/order-import/check/import-check-worker.ts bundled
//    with esbuild, started from a blob URL on a blank page, no server nor port): the time from posting
//    the file to the worker's answer, and the longest main-thread task meanwhile (Long Tasks
//    API: tasks over 50 ms), for 10,000 and 50,000 rows.
//
// Environment: BENCH_IMPORT_RUNS (default 5), CHROMIUM_PATH (default /usr/bin/chromium),
// BENCH_IMPORT_BROWSER=0 to skip the Chromium part.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 5);
const ROWS = 10_000;
const MAX_ROWS = 50_000;
const GOAL_MS = 2000;
const load = (file) => tsImport(pathToFileURL(resolve(root, file)).href, import.meta.url);

const fixtures = await load("tests/fixtures/order-import.ts");
const { readImportFile } = await load("src/domain/order-import/read-file.ts");
const { checkImport } = await load("src/domain/order-import/check.ts");
const csvBytes = (rows) => new TextEncoder().encode(fixtures.importCsv(fixtures.generatedRows(rows)));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

if (process.env.BENCH_IMPORT_CHILD) {
  // Part 2, in its own process so that the peaks are this check's alone.
  const bytes = csvBytes(MAX_ROWS);
  let heapPeak = process.memoryUsage().heapUsed;
  const sample = () => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed));
  const start = performance.now();
  const file = readImportFile(bytes);
  sample();
  const result = checkImport(file.columns, file.rows, fixtures.importContext(), sample);
  const ms = performance.now() - start;
  console.log(
    `Node, ${MAX_ROWS} rows (${mb(bytes.length)}, ${result.totals.orders} orders, ${result.totals.valid} valid): ${ms.toFixed(0)} ms; heap peak ${mb(heapPeak)}, peak resident ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
  process.exit(0);
}

// Part 1.
const bytes = csvBytes(ROWS);
const parse = [];
const check = [];
let totals;
for (let run = 0; run < RUNS + 1; run++) {
  const t0 = performance.now();
  const file = readImportFile(bytes);
  const t1 = performance.now();
  totals = checkImport(file.columns, file.rows, fixtures.importContext()).totals;
  const t2 = performance.now();
  // The first run warms the JIT up and is not counted.
  if (run > 0) {
    parse.push(t1 - t0);
    check.push(t2 - t1);
  }
}
const total = median(parse.map((p, i) => p + check[i]));
console.log(
  `Node, ${ROWS} rows (${mb(bytes.length)}, ${totals.orders} orders): decode and parse ${median(parse).toFixed(0)} ms, check ${median(check).toFixed(0)} ms, together ${total.toFixed(0)} ms (median of ${RUNS}; goal ${GOAL_MS} ms)`,
);

// Part 2.
execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { stdio: "inherit", env: { ...process.env, BENCH_IMPORT_CHILD: "1" } });

// Part 3.
if (process.env.BENCH_IMPORT_BROWSER !== "0") {
  const { build } = await import("esbuild");
  const { launchChromium } = await import("./bench-outbox-drain.mjs");
  const outDir = mkdtempSync(join(tmpdir(), "bench-import-"));
  try {
    await build({ entryPoints: [join(root, "src/features/order-import/check/import-check-worker.ts")], bundle: true, format: "iife", minify: true, outfile: join(outDir, "worker.js"), logLevel: "error" });
    const workerCode = readFileSync(join(outDir, "worker.js"), "utf8");
    const { serialiseContext } = await load("src/features/order-import/check/protocol.ts");
    const context = serialiseContext(fixtures.importContext());
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setContent("<!doctype html><title>import check</title>");
      for (const rows of [ROWS, MAX_ROWS]) {
        const text = fixtures.importCsv(fixtures.generatedRows(rows));
        const times = [];
        let longest = 0;
        let answer;
        for (let run = 0; run < (rows === ROWS ? RUNS : 1); run++) {
          // The file is made in a task of its own: a user's file comes from the file field, not from a string.
          await page.evaluate((text) => {
            window.benchFile = new File([text], "orders.csv", { type: "text/csv" });
          }, text);
          const figures = await page.evaluate(
            ({ workerCode, context }) =>
              new Promise((done) => {
                const longTasks = [];
                const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((entry) => entry.duration)));
                observer.observe({ type: "longtask" });
                const file = window.benchFile;
                // A classic worker of the bundled code: a blank page cannot start a module worker from a blob.
                const worker = new Worker(URL.createObjectURL(new Blob([workerCode], { type: "text/javascript" })));
                const start = performance.now();
                worker.onmessage = (event) => {
                  if (event.data.kind === "progress" || event.data.kind === "rows-chunk") return;
                  const ms = performance.now() - start;
                  worker.terminate();
                  // Long tasks are reported after they end: one frame later, every one is in.
                  requestAnimationFrame(() =>
                    setTimeout(() => {
                      observer.disconnect();
                      const result = event.data.check?.result;
                      done({ ms, longest: Math.max(0, ...longTasks), kind: event.data.kind, orders: result?.totals.orders, message: event.data.message });
                    }, 0),
                  );
                };
                worker.onerror = (event) => done({ kind: "error", message: event.message || "the worker did not start" });
                worker.postMessage({ kind: "file", file, context });
              }),
            { workerCode, context },
          );
          if (figures.kind !== "file") throw new Error(`The worker answered ${figures.kind}: ${figures.message}`);
          // The first 10,000-row run starts the worker's code cold: counted, as a user's first file is.
          times.push(figures.ms);
          longest = Math.max(longest, figures.longest);
          answer = figures;
        }
        const longText = longest === 0 ? "no main-thread task over 50 ms" : `longest main-thread task ${longest.toFixed(0)} ms`;
        console.log(`Chromium worker, ${rows} rows (${answer.orders} orders): ${median(times).toFixed(0)} ms${times.length > 1 ? ` (median of ${times.length}, slowest ${Math.max(...times).toFixed(0)} ms)` : ""}; ${longText}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
