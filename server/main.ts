import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openSqliteDatabase } from "./db/database";
import type { ServerDeps } from "./deps";
import { purgeExpiredRecords } from "./maintenance";
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from "./seed/demo";

const HOUR_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openSqliteDatabase(join(config.dataDir, "portal.sqlite"));
  const deps: ServerDeps = {
    db: database.db,
    now: () => new Date(),
    trustProxy: config.trustProxy,
    trackingLookupsPerMinute: config.trackingLookupsPerMinute,
  };
  const seeded = config.seedDemoData && (await seedDemoData(database.db, deps.now()));

  const purge = () => purgeExpiredRecords(deps).catch((error) => console.error("Purging expired records failed:", error));
  await purge();
  setInterval(purge, HOUR_MS).unref();

  const app = createApp({ ...deps, static: { root: config.staticDir } });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    const url = `http://localhost:${config.port}`;
    console.log(`Portal and /v1 listening on ${url} (data in ${config.dataDir}${seeded ? ", demo data seeded" : ""})`);
    console.log(`Demo sign-ins (password "${DEMO_PASSWORD}") at ${url}/nb-login:`);
    for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(26)} ${user.group} of seller ${user.seller}${user.blocked ? " (blocked)" : ""}`);
  });

  const shutdown = () => {
    server.close(() => void database.close().then(() => process.exit(0)));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
