import { describe, expect, it } from "vitest";
import { BUILD, TEST_STEPS, blockingFailure, stagesOf, summarize, type StepResult } from "./test-summary.mjs";

const vitestStep: StepResult = { name: "unit and integration (vitest)", runner: "vitest", outcome: "passed", exitCode: 0 };
const playwrightStep: StepResult = { name: "end to end (playwright)", runner: "playwright", needs: [BUILD], outcome: "passed", exitCode: 0 };
const runners = (overrides: { vitest?: Partial<StepResult>; playwright?: Partial<StepResult> } = {}): StepResult[] => [
  { ...vitestStep, ...overrides.vitest },
  { ...playwrightStep, ...overrides.playwright },
];
const greenVitest = { numPassedTests: 3, numFailedTests: 0, testResults: [] };
const greenPlaywright = { stats: { expected: 2, unexpected: 0 }, errors: [] };

describe("the closing test summary", () => {
  it("adds up both runners", () => {
    const result = summarize({
      steps: runners({ vitest: { outcome: "failed", exitCode: 1 }, playwright: { outcome: "failed", exitCode: 1 } }),
      reports: {
        // numFailedTestSuites counts the describe block too: it must not add a second failure.
        vitest: { numPassedTests: 10, numFailedTests: 1, numFailedTestSuites: 2, testResults: [{ status: "failed", assertionResults: [{ status: "failed" }] }] },
        playwright: { stats: { expected: 5, unexpected: 2, flaky: 1 }, errors: [] },
      },
    });
    expect(result).toMatchObject({ passed: 16, failed: 3 });
  });

  it("counts a suite file that could not load as a failure", () => {
    const result = summarize({
      steps: runners({ vitest: { outcome: "failed", exitCode: 1 } }),
      reports: { vitest: { numPassedTests: 3, numFailedTests: 0, numFailedTestSuites: 1, testResults: [{ status: "failed", assertionResults: [] }] }, playwright: { stats: { expected: 1, unexpected: 0 }, errors: [] } },
    });
    expect(result).toMatchObject({ passed: 4, failed: 1 });
  });

  it("never reads a runner that did not report as green", () => {
    expect(summarize({ steps: runners({ vitest: { outcome: "failed", exitCode: 1 }, playwright: { outcome: "failed", exitCode: 1 } }), reports: {} })).toMatchObject({
      passed: 0,
      failed: 2,
    });
  });

  it("counts a Playwright run that errored outside any test", () => {
    const result = summarize({ steps: runners({ playwright: { outcome: "failed", exitCode: 1 } }), reports: { vitest: greenVitest, playwright: { stats: { expected: 0, unexpected: 0 }, errors: [{ message: "webServer failed" }] } } });
    expect(result.failed).toBe(1);
  });

  it("believes a runner that exited non-zero though its report shows no failure", () => {
    const result = summarize({ steps: runners({ vitest: { outcome: "failed", exitCode: 1 } }), reports: { vitest: greenVitest, playwright: greenPlaywright } });
    expect(result).toMatchObject({ passed: 5, failed: 1 });
    expect(result.details).toContain("vitest: 3 passed, 1 failed (exited with code 1 though its report shows no failure: counted as 1 failed)");
  });

  it("counts each failed check once, and passing checks not at all", () => {
    const result = summarize({
      steps: [
        { name: "typecheck", outcome: "passed", exitCode: 0 },
        { name: "lint", outcome: "failed", exitCode: 1 },
        { name: "bundle budgets", outcome: "failed", exitCode: 1 },
        ...runners(),
      ],
      reports: { vitest: greenVitest, playwright: greenPlaywright },
    });
    expect(result).toMatchObject({ passed: 5, failed: 2 });
    expect(result.details).toEqual(expect.arrayContaining(["lint: failed (counted as 1 failed)", "bundle budgets: failed (counted as 1 failed)"]));
  });
});

describe("when the build fails", () => {
  const step = (name: string) => {
    const found = TEST_STEPS.find((s) => s.name === name);
    if (!found) throw new Error(`no step ${name}`);
    return found;
  };

  it("the end-to-end tests and the budgets do not run, and nothing else is held back", () => {
    const blocked = TEST_STEPS.filter((s) => blockingFailure(s, [BUILD]) === BUILD).map((s) => s.name);
    expect(blocked).toEqual(["bundle budgets", "end to end (playwright)"]);
    expect(blockingFailure(step("end to end (playwright)"), ["typecheck", "lint", "translations", "unit and integration (vitest)"])).toBeUndefined();
  });

  it("the build has ended before every step that needs it starts: earlier in its lane, or in an earlier stage", () => {
    const stages = stagesOf(TEST_STEPS);
    const place = (name: string) => {
      for (const [stage, lanes] of stages.entries())
        for (const [lane, steps] of lanes.entries()) {
          const index = steps.findIndex((s) => s.name === name);
          if (index >= 0) return { stage, lane, index };
        }
      throw new Error(`no step ${name}`);
    };
    for (const s of TEST_STEPS)
      for (const needed of s.needs ?? []) {
        const [before, after] = [place(needed), place(s.name)];
        const endedBefore = before.stage < after.stage || (before.stage === after.stage && before.lane === after.lane && before.index < after.index);
        expect(endedBefore, `${needed} before ${s.name}`).toBe(true);
      }
  });

  it("runs the end-to-end tests alone, after Vitest and the build", () => {
    const stages = stagesOf(TEST_STEPS).map((lanes) => lanes.map((steps) => steps.map((s) => s.name)));
    expect(stages.at(-1)).toEqual([["end to end (playwright)"]]);
    expect(stages[0]?.flat()).toEqual(expect.arrayContaining(["unit and integration (vitest)", BUILD]));
  });

  it("the end-to-end tests that did not run count as failed, even with a report left over", () => {
    const result = summarize({
      steps: [{ name: BUILD, outcome: "failed", exitCode: 1 }, ...runners({ playwright: { outcome: "not run", blockedBy: BUILD } })],
      // A report from an earlier run must not count: the step's outcome decides.
      reports: { vitest: greenVitest, playwright: greenPlaywright },
    });
    expect(result).toMatchObject({ passed: 3, failed: 2 });
    expect(result.details).toEqual(["build: failed (counted as 1 failed)", "vitest: 3 passed, 0 failed", "playwright: not run because build failed (counted as 1 failed)"]);
  });
});
