import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { appPlugins } from "./vite.plugins.ts";

/**
 * A stray `.only` fails the run, on a laptop as in CI (Vitest allows it unless CI is set): a
 * focused test would otherwise skip the rest and still read as green. Inline projects do not
 * inherit the root's test options, so each project sets it too. scripts/forbid-only.test.ts proves it.
 */
const allowOnly = false;

/**
 * The server tests run on SQLite (project "server") and, when TEST_POSTGRES_URL names a
 * PostgreSQL server where they may create databases, once more on PostgreSQL ("server-postgres",
 * decision 029). `npm test` always sets it (scripts/test-all.mjs starts a throwaway cluster).
 */
const postgresUrl = process.env.TEST_POSTGRES_URL;

/**
 * Vitest's default is one worker fewer than the cores: one worker on CI's two cores, which then
 * sit half idle while a server test waits on PostgreSQL or SQLite's disk. Two at least (decision 070).
 * A busy machine makes a test slow, not wrong: the timeouts are a safety net for a hung test,
 * never a measure (benchmarks measure).
 */
const maxWorkers = Math.max(2, availableParallelism() - 1);
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * Projects: the server and the shared contract run in Node; the app runs in jsdom with the same
 * plugins as the build (the Lingui macro needs them); the server's own tests again on PostgreSQL.
 */
export default defineConfig({
  test: {
    allowOnly,
    maxWorkers,
    ...timeouts,
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          allowOnly,
          ...timeouts,
          include: ["server/**/*.test.ts", "src/domain/**/*.test.ts", "src/api/schemas/**/*.test.ts", "scripts/**/*.test.ts", "sw/**/*.test.ts"],
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: "server-postgres",
                environment: "node",
                allowOnly,
                ...timeouts,
                include: ["server/**/*.test.ts"],
                env: { TEST_DATABASE: "postgres" },
                globalSetup: ["server/testing/postgres-global-setup.ts"],
              },
            },
          ]
        : []),
      {
        plugins: appPlugins(),
        test: {
          name: "app",
          environment: "jsdom",
          allowOnly,
          ...timeouts,
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/domain/**", "src/api/schemas/**"],
          setupFiles: ["./tests/setup/app-setup.ts"],
        },
      },
    ],
  },
});
