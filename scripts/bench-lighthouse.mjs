#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse's mobile performance score of the public tracking page
// (issue 7 budget: median of 3 runs >= 0.95 with Lighthouse 12.2.3), against a fresh server with
// the demo data on localhost only. Prints each run's score, FCP, LCP, TBT, CLS and JavaScript
// transferred, then the median; exits 1 if the median is below the budget.
//
// Flags: --build   build the app first (`npx vite build`); without it dist/ is used as it is
//                  (and must exist).
//        --no-fail only report, exit 0 whatever the score.
//        --no-result skip the extra run against a result page.
// Env:   CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default 8392),
//        E2E_DIST_DIR (the build to test, default dist/).
//
// The server is scripts/e2e-server.mjs as a child process (fresh seeded database, removed on exit).
// Lighthouse runs with its defaults: mobile form factor, simulated throttling.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const RUNS = 3;
const BUDGET = 0.95;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8392);
const BASE = `http://localhost:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const distDir = process.env.E2E_DIST_DIR ? resolve(process.env.E2E_DIST_DIR) : join(root, "dist");

if (args.has("--build")) {
  console.log("Building the app (npx vite build)...");
  execFileSync("npx", ["vite", "build", ...(process.env.E2E_DIST_DIR ? ["--outDir", distDir] : [])], { cwd: root, stdio: "inherit" });
} else if (existsSync(join(distDir, "tracking.html"))) {
  console.log(`Using the existing build in ${distDir} (nothing built; pass --build to build first).`);
} else {
  console.error(`${join(distDir, "tracking.html")} is missing: run "npm run build" first, or pass --build.`);
  process.exit(1);
}

const server = spawn(process.execPath, [join(root, "scripts", "e2e-server.mjs")], {
  cwd: root,
  env: { ...process.env, E2E_PORT: String(PORT), E2E_DIST_DIR: distDir },
  stdio: ["ignore", "ignore", "inherit"],
});
let chrome;
const stop = () => {
  chrome?.kill();
  // SIGTERM: the server closes the database and e2e-server.mjs removes its data folder.
  if (server.exitCode === null) server.kill("SIGTERM");
};
process.on("exit", stop);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The server did not start within 120 s");
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse report. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: lhr.categories.performance.score,
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsKb: jsBytes / 1024,
    warnings: lhr.runWarnings ?? [],
  };
}

const format = (label, f) =>
  `${label.padEnd(10)} score ${f.score?.toFixed(2) ?? "n/a"}  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  ` +
  `TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  JS ${f.jsKb.toFixed(1)} KB transferred`;

async function runLighthouse(url, extraFlags = {}) {
  const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], ...extraFlags };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return figuresOf(result.lhr);
}

/**
 * A result page needs a stored lookup: the visitor's browser looks up a seeded parcel through the
 * form (puppeteer, lighthouse's own dependency, in the same Chrome profile), and Lighthouse then
 * loads /trackings/{reference} without clearing storage: a returning visitor, whose page files the
 * tracking page's service worker serves (decision 023), so few bytes are transferred.
 */
async function storeAResult() {
  const { register } = await import("tsx/esm/api");
  register();
  const { buildDemoOrderRows } = await import(pathToFileURL(join(root, "server", "seed", "order-plan.ts")).href);
  const order = buildDemoOrderRows(new Date(0), { dispatchers: {} }).orders.find(
    (o) => o.seller_id === 1 && o.customer_country === "BR" && o.customer_document_type === "CPF" && o.current_status_id >= 4,
  );
  const puppeteer = (await import("puppeteer-core")).default;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${BASE}/trackings`, { waitUntil: "networkidle0" });
    await page.locator("::-p-aria(Tracking number[role=\"textbox\"])").fill(order.reference);
    await page.locator("::-p-aria(Tax ID[role=\"textbox\"])").fill(order.customer_document);
    await page.locator("::-p-aria(Track[role=\"button\"])").click();
    await page.waitForFunction((ref) => location.pathname === `/trackings/${ref}`, { timeout: 60_000 }, order.reference);
    await page.close();
  } finally {
    await browser.disconnect();
  }
  return order.reference;
}

async function main() {
  await waitForHealth();
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", "--no-sandbox"] });
  console.log(`Lighthouse ${RUNS} runs, mobile, simulated throttling, against ${BASE}/trackings (Chrome ${CHROME_PATH})`);
  const runs = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const figures = await runLighthouse(`${BASE}/trackings`);
    runs.push(figures);
    console.log(format(`run ${i}`, figures));
    for (const warning of figures.warnings) console.log(`  warning: ${warning}`);
  }
  const scores = runs.map((r) => r.score ?? 0);
  const medianScore = median(scores);
  console.log(`median score ${medianScore.toFixed(2)} (budget ${BUDGET})`);

  if (!args.has("--no-result")) {
    try {
      const reference = await storeAResult();
      console.log(format("result", await runLighthouse(`${BASE}/trackings/${reference}`, { disableStorageReset: true })) + `  (/trackings/${reference}, one run, a returning visitor: storage and the page's service worker kept, so its files come from the worker's cache)`);
    } catch (error) {
      console.log(`result page: not measured (${error instanceof Error ? error.message : error})`);
    }
  }

  if (medianScore < BUDGET && !args.has("--no-fail")) {
    console.error(`The median score ${medianScore.toFixed(2)} is below ${BUDGET}.`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    stop();
    // Chrome and the server are gone; nothing else should keep the process.
    setTimeout(() => process.exit(), 2_000).unref();
  });
