/**
 * The decisions of `npm test` (scripts/test-all.mjs), kept pure so they can be tested: which
 * step may run after which failure, and the closing "N passed, N failed" line.
 *
 * Every failure is counted in that line, which is all CI reads: a runner's failed tests, a
 * runner without a report (it did not run: never read as green), a runner that exited non-zero
 * while its report shows no failure, and a failed check (typecheck, lint, translations, build,
 * budgets) as one failure each. Checks that pass add nothing: they are not tests.
 */

/**
 * @typedef {{ name: string; runner?: "vitest" | "playwright"; needs?: string[] }} Step
 * @typedef {Step & { outcome: "passed" | "failed" | "not run"; exitCode?: number | null; blockedBy?: string }} StepResult
 */

export const REPORTS = "reports";
export const BUILD = "build";

/**
 * The steps of `npm test`, in the order that fails fastest to read. `needs`: steps that must
 * have passed in this run first. `stage` and `lane` (decision 070): the steps of one stage run as
 * lanes side by side, each lane's steps one after the other, and a stage starts when the one
 * before it has ended. The checks and the build share the machine with Vitest, which leaves a
 * core idle while its tests wait on PostgreSQL; the end-to-end tests, which need both cores for
 * their two servers and browsers, run alone afterwards. Only the first lane of a stage writes to
 * the terminal as it goes; the others' output is shown whole as each of their steps ends.
 *
 * @type {(Step & { command: string; args: string[]; stage: number; lane: string })[]}
 */
export const TEST_STEPS = [
  {
    name: "unit and integration (vitest)",
    runner: "vitest",
    stage: 1,
    lane: "tests",
    command: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${REPORTS}/vitest.json`],
  },
  { name: "typecheck", stage: 1, lane: "checks", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", stage: 1, lane: "checks", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "translations", stage: 1, lane: "checks", command: "node", args: ["scripts/check-translations.mjs"] },
  { name: BUILD, stage: 1, lane: "checks", command: "npx", args: ["vite", "build"] },
  { name: "bundle budgets", needs: [BUILD], stage: 1, lane: "checks", command: "node", args: ["scripts/bundle-budget.mjs"] },
  { name: "end to end (playwright)", runner: "playwright", needs: [BUILD], stage: 2, lane: "e2e", command: "npx", args: ["playwright", "test"] },
];

/**
 * The steps grouped as they run: stages in order, each a list of lanes, each a list of steps.
 *
 * @template {{ stage: number; lane: string }} S
 * @param {S[]} steps
 * @returns {S[][][]}
 */
export function stagesOf(steps) {
  /** @type {Map<number, Map<string, S[]>>} */
  const stages = new Map();
  for (const step of steps) {
    const lanes = stages.get(step.stage) ?? new Map();
    stages.set(step.stage, lanes);
    lanes.set(step.lane, [...(lanes.get(step.lane) ?? []), step]);
  }
  return [...stages.keys()].sort((a, b) => a - b).map((stage) => [...stages.get(stage).values()]);
}

/**
 * The failed step that keeps `step` from running, if any. The end-to-end tests need the build
 * of this run: against an older `dist/` they would test code that is not the code under test.
 *
 * @param {Step} step
 * @param {Iterable<string>} failedSteps
 * @returns {string | undefined}
 */
export function blockingFailure(step, failedSteps) {
  const failed = new Set(failedSteps);
  return (step.needs ?? []).find((name) => failed.has(name));
}

/**
 * @param {{ steps: StepResult[]; reports: { vitest?: unknown; playwright?: unknown } }} run
 * @returns {{ passed: number; failed: number; details: string[] }}
 */
export function summarize({ steps, reports }) {
  const details = [];
  let passed = 0;
  let failed = 0;

  for (const step of steps) {
    if (!step.runner) {
      if (step.outcome === "passed") continue;
      details.push(`${step.name}: ${step.outcome === "not run" ? `not run because ${step.blockedBy} failed` : "failed"} (counted as 1 failed)`);
      failed += 1;
      continue;
    }
    const label = step.runner;
    if (step.outcome === "not run") {
      details.push(`${label}: not run because ${step.blockedBy} failed (counted as 1 failed)`);
      failed += 1;
      continue;
    }
    const report = reports[step.runner];
    if (!report) {
      details.push(`${label}: no report (counted as 1 failed)`);
      failed += 1;
      continue;
    }
    const counts = step.runner === "vitest" ? vitestCounts(report) : playwrightCounts(report);
    let f = counts.failed;
    let note = counts.note;
    if (step.outcome === "failed" && f === 0) {
      // The runner said it failed (an unhandled error, a crash after writing its report): believe it.
      f = 1;
      note = ` (exited with code ${step.exitCode ?? "unknown"} though its report shows no failure: counted as 1 failed)`;
    }
    details.push(`${label}: ${counts.passed} passed, ${f} failed${note}`);
    passed += counts.passed;
    failed += f;
  }
  return { passed, failed, details };
}

function vitestCounts(vitest) {
  return { passed: vitest.numPassedTests ?? 0, failed: (vitest.numFailedTests ?? 0) + countFilesFailedWithoutFailedTests(vitest), note: "" };
}

function playwrightCounts(playwright) {
  const stats = playwright.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (playwright.errors?.length ?? 0),
    note: stats.flaky ? ` (${stats.flaky} flaky)` : "",
  };
}

/**
 * A file that failed to load (or failed in a hook) has no failed test but did fail: count it
 * once. (numFailedTestSuites also counts describe blocks, so it is not used.)
 */
function countFilesFailedWithoutFailedTests(vitest) {
  return (vitest.testResults ?? []).filter((file) => file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed")).length;
}
