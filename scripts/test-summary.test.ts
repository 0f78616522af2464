import { describe, expect, it } from "vitest";
import { summarize } from "./test-summary.mjs";

describe("the closing test summary", () => {
  it("adds up both runners", () => {
    const result = summarize({
      // numFailedTestSuites counts the describe block too: it must not add a second failure.
      vitest: { numPassedTests: 10, numFailedTests: 1, numFailedTestSuites: 2, testResults: [{ status: "failed", assertionResults: [{ status: "failed" }] }] },
      playwright: { stats: { expected: 5, unexpected: 2, flaky: 1 }, errors: [] },
    });
    expect(result).toMatchObject({ passed: 16, failed: 3 });
  });

  it("counts a suite file that could not load as a failure", () => {
    const result = summarize({
      vitest: { numPassedTests: 3, numFailedTests: 0, numFailedTestSuites: 1, testResults: [{ status: "failed", assertionResults: [] }] },
      playwright: { stats: { expected: 1, unexpected: 0 }, errors: [] },
    });
    expect(result).toMatchObject({ passed: 4, failed: 1 });
  });

  it("never reads a runner that did not report as green", () => {
    expect(summarize({ vitest: undefined, playwright: undefined })).toMatchObject({ passed: 0, failed: 2 });
  });

  it("counts a Playwright run that errored outside any test", () => {
    const result = summarize({ vitest: { numPassedTests: 1, numFailedTests: 0, numFailedTestSuites: 0 }, playwright: { stats: { expected: 0, unexpected: 0 }, errors: [{ message: "webServer failed" }] } });
    expect(result.failed).toBe(1);
  });
});
