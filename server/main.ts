import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openSqliteDatabase } from "./db/database";
import type { ServerDeps } from "./deps";
import { createDocumentPool } from "./documents/render-pool";
import { warnAboutUntrustedForwarding } from "./http/forwarded";
import { createJobQueue } from "./jobs/create-job-queue";
import { jobHandlers } from "./jobs/handlers";
import { purgeExpiredRecords } from "./maintenance";
import { demoSignInLines, seedDemoData } from "./seed/demo";

const HOUR_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openSqliteDatabase(join(config.dataDir, "portal.sqlite"));
  const now = () => new Date();
  // One document pool for requests and jobs alike (decision 026), one queue for the database (decision 030).
  const documents = createDocumentPool();
  const jobs = await createJobQueue({ dialect: database.dialect, db: database.db, now });
  const deps: ServerDeps = {
    db: database.db,
    now,
    trustProxy: config.trustProxy,
    trackingLookupsPerMinute: config.trackingLookupsPerMinute,
    documents,
    jobs,
  };
  const seeded = config.seedDemoData && (await seedDemoData(database.db, deps.now()));
  if (config.jobsInProcess) await jobs.start(jobHandlers({ db: database.db, documents }));

  const purge = () => purgeExpiredRecords(deps).catch((error) => console.error("Purging expired records failed:", error));
  await purge();
  setInterval(purge, HOUR_MS).unref();

  const app = createApp({ ...deps, static: { root: config.staticDir } });
  const fetch = warnAboutUntrustedForwarding(app.fetch, config.trustProxy);
  const server = serve({ fetch, port: config.port, hostname: config.host }, () => {
    const url = `http://localhost:${config.port}`;
    const jobsNote = config.jobsInProcess ? "" : ", jobs left to `npm run worker`";
    console.log(`Portal and /v1 listening on ${url} (data in ${config.dataDir}${seeded ? ", demo data seeded" : ""}${jobsNote})`);
    if (config.seedDemoData) for (const line of demoSignInLines(`${url}/nb-login`, config.showDemoPassword)) console.log(line);
  });

  // Requests under way are answered and the job under way finishes (or is given back) before the database closes.
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    void Promise.all([closed, jobs.stop()])
      .then(() => database.close())
      .then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
