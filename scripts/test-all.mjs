#!/usr/bin/env node
// `npm test`: every check and every test (scripts/test-summary.mjs lists the steps), then one
// line "N passed, N failed" counting every failure (CI reads it). Every step runs even after a
// failure, so one run shows everything that is wrong, except those that need a step that failed:
// the end-to-end tests and the budgets never run against a `dist/` older than this run's code.
// The exit code is 1 if anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { BUILD, REPORTS, TEST_STEPS, blockingFailure, summarize } from "./test-summary.mjs";

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const failedSteps = [];
const results = [];
for (const step of TEST_STEPS) {
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
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  if (!ok) failedSteps.push(step.name);
  results.push({ ...step, outcome: ok ? "passed" : "failed", exitCode: result.status });
  console.log(`=== ${step.name}: ${ok ? "ok" : "FAILED"} (${seconds} s) ===`);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const summary = summarize({ steps: results, reports: { vitest: readJson(`${REPORTS}/vitest.json`), playwright: readJson(`${REPORTS}/playwright.json`) } });
console.log("");
for (const line of summary.details) console.log(line);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(", ")}`);
console.log(`${summary.passed} passed, ${summary.failed} failed`);
process.exit(failedSteps.length > 0 || summary.failed > 0 ? 1 : 0);
