import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openSqliteDatabase } from "./db/database";
import type { ServerDeps } from "./deps";
import { warnAboutUntrustedForwarding } from "./http/forwarded";
import { purgeExpiredRecords } from "./maintenance";
import { demoSignInLines, seedDemoData } from "./seed/demo";

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
  const fetch = warnAboutUntrustedForwarding(app.fetch, config.trustProxy);
  const server = serve({ fetch, port: config.port, hostname: config.host }, () => {
    const url = `http://localhost:${config.port}`;
    console.log(`Portal and /v1 listening on ${url} (data in ${config.dataDir}${seeded ? ", demo data seeded" : ""})`);
    if (config.seedDemoData) for (const line of demoSignInLines(`${url}/nb-login`, config.showDemoPassword)) console.log(line);
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
