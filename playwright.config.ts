import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the real server (server/main.ts) serving the BUILT app, with a fresh
 * seeded database per run (scripts/e2e-server.mjs). Build first: `npx vite build && npx playwright test`.
 *
 * CI has two cores: one worker, generous timeouts; tests wait for visible states, never for time.
 * Chromium is the system one (CHROMIUM_PATH, else /usr/bin/chromium); `playwright install` is not needed.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/v1/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    // SIGTERM lets the server close the database and remove its temporary data folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
