import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2eBasePort, e2eWorkerPort } from "./tests/e2e/support/ports";

/**
 * End-to-end tests against the real server (server/main.ts) serving the BUILT app, with a fresh
 * seeded database per run (scripts/e2e-server.mjs). Build first: `npx vite build && npx playwright test`.
 *
 * Each worker has a server and a database of its own (decision 070): worker slot N (Playwright's
 * TEST_PARALLEL_INDEX, which this file reads again in every worker process) talks to the server
 * on E2E_PORT + N, so a spec sees only what the specs before it in its own worker did, as with
 * one worker. Two workers by default (E2E_WORKERS): CI's two cores spend much of a test waiting
 * on the browser and the server, so two lanes finish the suite in well under the time of one.
 * Tests wait for visible states, never for time, and timeouts are generous for a busy machine.
 * Chromium is the system one (CHROMIUM_PATH, else /usr/bin/chromium); `playwright install` is not needed.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const basePort = e2eBasePort();
const port = e2eWorkerPort();
const baseURL = `http://localhost:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers,
  retries: 0,
  // A stray test.only fails the run everywhere, not only in CI (scripts/forbid-only.test.ts).
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  outputDir: "test-results",
  use: {
    baseURL,
    locale: "en-US",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The worker would answer navigations from its cache and hide what the server does; the PWA
    // spec turns it on for itself.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath, args: ["--disable-gpu", "--disable-quic"] },
      },
    },
  ],
  // One server per worker slot, each with its own fresh database (scripts/e2e-server.mjs).
  webServer: Array.from({ length: workers }, (_, slot) => ({
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${basePort + slot}/v1/health`,
    env: { E2E_PORT: String(basePort + slot) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    // SIGTERM lets the server close the database and remove its temporary data folder.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
  })),
});
