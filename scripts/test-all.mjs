#!/usr/bin/env node
// `npm test`: every check and every test (scripts/test-summary.mjs lists the steps), then one
// line "N passed, N failed" counting every failure (CI reads it). Every step runs even after a
// failure, so one run shows everything that is wrong, except those that need a step that failed:
// the end-to-end tests and the budgets never run against a `dist/` older than this run's code.
// The exit code is 1 if anything failed.
//
// The server tests run on SQLite and on PostgreSQL (decision 029): TEST_POSTGRES_URL names a
// PostgreSQL server where they may create databases; without it, this script starts a throwaway
// cluster from Debian's postgresql package (scripts/postgres-cluster.mjs) and stops it at the end.
// Without either, the run fails: the PostgreSQL half is never skipped in silence.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { findPostgresBinaries, startPostgresCluster } from "./postgres-cluster.mjs";
import { BUILD, REPORTS, TEST_STEPS, blockingFailure, stagesOf, summarize } from "./test-summary.mjs";

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const failedSteps = [];
const results = [];

// Ctrl+C or a CI timeout: exit through process.exit, so the cluster is stopped and removed.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(1));

const POSTGRES_STEP = "PostgreSQL for the server tests";
const env = { ...process.env };
console.log(`\n=== ${POSTGRES_STEP} ===`);
if (env.TEST_POSTGRES_URL) {
  console.log("Using TEST_POSTGRES_URL.");
} else if (findPostgresBinaries()) {
  try {
    env.TEST_POSTGRES_URL = (await startPostgresCluster()).url;
  } catch (error) {
    console.log(`=== ${POSTGRES_STEP}: FAILED: ${error instanceof Error ? error.message : error} ===`);
    failedSteps.push(POSTGRES_STEP);
    results.push({ name: POSTGRES_STEP, outcome: "failed" });
  }
} else {
  console.log(
    `=== ${POSTGRES_STEP}: FAILED: no PostgreSQL. Install Debian's postgresql package (apt-get install postgresql; ` +
      "npm test then starts a throwaway cluster itself) or set TEST_POSTGRES_URL to a server where the tests may create databases. " +
      "The server tests run on SQLite only in this run. ===",
  );
  failedSteps.push(POSTGRES_STEP);
  results.push({ name: POSTGRES_STEP, outcome: "failed" });
}

/**
 * Runs one step; `echo` false keeps its output until it ends, so lanes running side by side do
 * not interleave line by line.
 */
function runStep(step, echo) {
  return new Promise((done) => {
    const started = Date.now();
    const output = [];
    const child = spawn(step.command, step.args, { stdio: echo ? "inherit" : ["ignore", "pipe", "pipe"], env });
    if (!echo) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = status === 0;
      if (!echo) process.stdout.write(`\n=== ${step.name} (output) ===\n${Buffer.concat(output).toString("utf8")}`);
      console.log(`=== ${step.name}: ${ok ? "ok" : "FAILED"} (${seconds} s) ===`);
      done({ ok, status });
    };
    child.on("error", (error) => {
      output.push(Buffer.from(String(error)));
      finish(null);
    });
    child.on("close", finish);
  });
}

async function runLane(steps, echo) {
  for (const step of steps) {
    console.log(`\n=== ${step.name} ===`);
    const blockedBy = blockingFailure(step, failedSteps);
    if (blockedBy) {
      failedSteps.push(step.name);
      results.push({ ...step, outcome: "not run", blockedBy });
      console.log(`=== ${step.name}: NOT RUN because ${blockedBy} failed (counted as failed) ===`);
      continue;
    }
    // A failed build must not leave the previous build in place for anything to run against.
    if (step.name === BUILD) rmSync("dist", { recursive: true, force: true });
    const { ok, status } = await runStep(step, echo);
    if (!ok) failedSteps.push(step.name);
    results.push({ ...step, outcome: ok ? "passed" : "failed", exitCode: status });
  }
}

const runStarted = Date.now();
for (const lanes of stagesOf(TEST_STEPS)) {
  await Promise.all(lanes.map((steps, index) => runLane(steps, index === 0)));
}
console.log(`\nAll steps took ${((Date.now() - runStarted) / 1000).toFixed(0)} s.`);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const summary = summarize({ steps: results, reports: { vitest: readJson(`${REPORTS}/vitest.json`), playwright: readJson(`${REPORTS}/playwright.json`) } });
console.log("");
for (const line of summary.details) console.log(line);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(", ")}`);
console.log(`${summary.passed} passed, ${summary.failed} failed`);
process.exit(failedSteps.length > 0 || summary.failed > 0 ? 1 : 0);
