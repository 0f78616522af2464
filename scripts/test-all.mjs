#!/usr/bin/env node
// `npm test`: every check and every test, in the order that fails fastest to read, then one line
// "N passed, N failed" summing the runners (CI reads it). Every step runs even after a failure,
// so one run shows everything that is wrong; the exit code is 1 if anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { summarize } from "./test-summary.mjs";

const REPORTS = "reports";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["translations", "node", ["scripts/check-translations.mjs"]],
  ["unit and integration (vitest)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${REPORTS}/vitest.json`]],
  ["build", "npx", ["vite", "build"]],
  ["end to end (playwright)", "npx", ["playwright", "test"]],
];

const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failedSteps.push(name);
  console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} (${seconds} s) ===`);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const summary = summarize({ vitest: readJson(`${REPORTS}/vitest.json`), playwright: readJson(`${REPORTS}/playwright.json`) });
console.log("");
for (const line of summary.details) console.log(line);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(", ")}`);
console.log(`${summary.passed} passed, ${summary.failed} failed`);
process.exit(failedSteps.length > 0 || summary.failed > 0 ? 1 : 0);
