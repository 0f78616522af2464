/**
 * The server the Playwright suite runs against (playwright.config.ts starts it as its webServer).
 *
 * - Serves the BUILT app (dist/) and /v1 from one origin, as in production. Build first:
 *   `npx vite build && npx playwright test`.
 * - Uses a fresh DATA_DIR, so every run starts from an empty database that the server seeds with
 *   the demo data. Its name is fixed by the port, `{tmpdir}/portal-e2e-{port}`, so that a test can
 *   open the same database to set up a precondition (tests/e2e/support/database.ts, e2eDatabaseFile). It is
 *   removed and created again at start (a run killed hard may have left one) and removed at exit.
 *   One port serves one run at a time, so two runs never share the folder.
 * - Runs server/main.ts through tsx in THIS process (tsx's register API), so there is no child
 *   process that could outlive the suite: a signal to this process stops the server itself.
 *
 * Environment: E2E_PORT (default 8181), E2E_DIST_DIR (default dist/), TRACKING_LOOKUPS_PER_MINUTE (default 500 here).
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// E2E_DIST_DIR lets two runs test two builds side by side (default: the build in dist/).
const distDir = process.env.E2E_DIST_DIR ? resolve(process.env.E2E_DIST_DIR) : join(root, "dist");
const port = process.env.E2E_PORT ?? "8181";

if (!existsSync(join(distDir, "index.html"))) {
  console.error(
    `e2e-server: ${join(distDir, "index.html")} is missing. The end-to-end tests run against the built app: ` +
      `run "npx vite build" (or "npm run build") before "npx playwright test".`,
  );
  process.exit(1);
}

const dataDir = join(tmpdir(), `portal-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
// Not recursive, owner only: if something recreated the folder since the line above, fail rather than use it.
mkdirSync(dataDir, { mode: 0o700 });
let removed = false;
function removeDataDir() {
  if (removed) return;
  removed = true;
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`e2e-server: could not remove ${dataDir}:`, error);
  }
}
// server/main.ts closes the server and the database on SIGINT/SIGTERM and then exits; the
// folder goes on that exit. A signal that arrives before main.ts has installed its handlers
// (or a second one while shutting down) ends the process here, still removing the folder.
process.on("exit", removeDataDir);
let signalled = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (signalled || process.listenerCount(signal) === 1) process.exit(0);
    signalled = true;
  });
}

Object.assign(process.env, {
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  STATIC_DIR: distDir,
  SEED_DEMO_DATA: "true",
  TRUST_PROXY: "false",
  // Thousands of requests per run: their log lines would bury the suite's own output.
  LOG_REQUESTS: "false",
  // The suite's fixtures open the SQLite file itself (tests/e2e/support/database.ts): never PostgreSQL here.
  DATABASE_URL: "",
  // Every browser of the suite looks up parcels from 127.0.0.1: the default 10 a minute would
  // refuse the suite itself. The 429 test spends the allowance of another loopback address.
  TRACKING_LOOKUPS_PER_MINUTE: process.env.TRACKING_LOOKUPS_PER_MINUTE ?? "500",
  // The suite's webhook receivers listen on 127.0.0.1 (decision 058).
  WEBHOOKS_ALLOW_PRIVATE: "1",
});

console.log(`e2e-server: data in ${dataDir} (removed on exit), app from ${distDir}, port ${port}`);
const { register } = await import("tsx/esm/api");
register();
await import(pathToFileURL(join(root, "server", "main.ts")).href);
