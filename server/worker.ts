import { mkdirSync } from "node:fs";
import { loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { createDocumentPool } from "./documents/render-pool";
import { createJobQueue } from "./jobs/create-job-queue";
import { jobHandlers } from "./jobs/handlers";
import { closeImportPool } from "./order-import/import-pool";
import { sealingKeyStartProblem } from "./secrets/sealing-key";

/**
 * `npm run worker`: runs only the workers of durable jobs against the server's database
 * (decision 030), for when the jobs should not share the servers' processes: start the servers
 * with JOBS_IN_PROCESS=false and as many of these as the work needs. On SIGTERM a worker finishes
 * the job under way within JOB_STOP_GRACE_MS or gives it back for another worker.
 */
async function main() {
  const config = loadConfig();
  // The same rule as the server's (main.ts): the worker opens the secrets the server sealed.
  const keyProblem = sealingKeyStartProblem(config);
  if (keyProblem) throw new Error(keyProblem);
  // The same database as the servers', opened the same way (main.ts).
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  const documents = createDocumentPool();
  const jobs = await createJobQueue({ dialect: database.dialect, db: database.db, now: () => new Date(), connectionString: config.databaseUrl });
  await jobs.start(jobHandlers({ db: database.db, documents, jobs, delivery: config.delivery, webhooksAllowPrivate: config.webhooksAllowPrivate }));
  console.log(`Job worker running (${database.dialect === "postgres" ? "data in PostgreSQL" : `data in ${config.dataDir}`})`);

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void jobs
      .stop()
      .then(() => documents.close())
      .then(() => closeImportPool())
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
