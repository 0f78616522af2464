import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { hostname } from "node:os";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { integrationEndpointsFrom } from "./integrations/adapters/adapters";
import { openDatabase } from "./db/database";
import type { ServerDeps } from "./deps";
import { createDocumentPool } from "./documents/render-pool";
import { closeImportPool } from "./order-import/import-pool";
import { warnAboutUntrustedForwarding } from "./http/forwarded";
import { shutDownGracefully } from "./http/graceful-shutdown";
import { jsonLinesToStdout } from "./http/request-log";
import { createJobQueue } from "./jobs/create-job-queue";
import { jobHandlers } from "./jobs/handlers";
import { purgeExpiredRecords } from "./maintenance";
import { sealingKeyStartProblem } from "./secrets/sealing-key";
import { demoSignInLines, seedDemoData } from "./seed/demo";
import { originOf, startLines } from "./start-lines";
import { lanAddresses, machineNames } from "./tls/machine-names";

/** HOST values that listen on every interface: the start line then names each LAN address. */
const isWildcardHost = (host: string) => ["0.0.0.0", "::", "[::]"].includes(host.trim());

const HOUR_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  // Before the database is opened: a server reachable from outside never seals with a key it keeps itself.
  const keyProblem = sealingKeyStartProblem(config);
  if (keyProblem) throw new Error(keyProblem);
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  const now = () => new Date();
  // One document pool for requests and jobs alike (decision 026), one queue for the database (decision 030).
  const documents = createDocumentPool();
  const jobs = await createJobQueue({ dialect: database.dialect, db: database.db, now, connectionString: config.databaseUrl });
  let draining = false;
  const deps: ServerDeps = {
    db: database.db,
    now,
    trustProxy: config.trustProxy,
    trackingLookupsPerMinute: config.trackingLookupsPerMinute,
    webhooksAllowPrivate: config.webhooksAllowPrivate,
    documents,
    jobs,
    log: config.logRequests ? jsonLinesToStdout : undefined,
    isDraining: () => draining,
    integrationEndpoints: integrationEndpointsFrom(),
  };
  const seeded = config.seedDemoData && (await seedDemoData(database.db, deps.now()));
  if (config.jobsInProcess) await jobs.start(jobHandlers({ db: database.db, documents, now, jobs, delivery: config.delivery, webhooksAllowPrivate: config.webhooksAllowPrivate }));

  // Every instance purges; the deletes are idempotent, so several instances doing it is harmless.
  const purge = () => purgeExpiredRecords(deps).catch((error) => console.error("Purging expired records failed:", error));
  await purge();
  const purgeTimer = setInterval(purge, HOUR_MS);
  purgeTimer.unref();

  const names = machineNames();
  // Loaded only for HTTPS: the certificate library and its polyfill stay out of every other start.
  const tls = config.https
    ? await (await import("./tls/local-ca")).ensureTrialCertificates({ dataDir: config.dataDir, names, machine: hostname() })
    : undefined;
  const app = createApp({ ...deps, static: { root: config.staticDir }, trialCa: tls?.caDer });
  const fetch = warnAboutUntrustedForwarding(app.fetch, config.trustProxy);
  const where = database.dialect === "postgres" ? "data in PostgreSQL" : `data in ${config.dataDir}`;
  const listen = { fetch, port: config.port, hostname: config.host };
  const started = () => {
    const jobsNote = config.jobsInProcess ? "" : ", jobs left to `npm run worker`";
    const lines = startLines({
      https: config.https,
      port: config.port,
      loopback: config.loopback,
      trustProxy: config.trustProxy,
      lanAddresses: isWildcardHost(config.host) ? lanAddresses(names) : [config.host],
      details: `${where}${seeded ? ", demo data seeded" : ""}${jobsNote}`,
      trialCa: tls && { fingerprint: tls.caFingerprint, made: tls.madeCa, folder: tls.folder },
    });
    const signIn = `${originOf(config.https, "localhost", config.port)}/nb-login`;
    if (config.seedDemoData) lines.push(...demoSignInLines(signIn));
    // One write, so that a reader of the output (a test, a process manager) gets the block whole.
    console.log(lines.join("\n"));
  };
  const server = (
    tls ? serve({ ...listen, createServer: createHttpsServer, serverOptions: { key: tls.key, cert: tls.cert } }, started) : serve(listen, started)
  ) as Server;

  // Requests under way are answered and the job under way finishes (or is given back) before the database closes.
  let stopping = false;
  const shutdown = (signal: string) => {
    // A second signal means "now": the requests in flight are abandoned.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping.`);
    void shutDownGracefully(server, {
      drain: () => {
        draining = true;
        clearInterval(purgeTimer);
      },
      release: async () => {
        await jobs.stop();
        await documents.close();
        await closeImportPool();
        await database.close();
      },
    }).then(
      (finished) => process.exit(finished ? 0 : 1),
      (error: unknown) => {
        console.error("Stopping failed:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
