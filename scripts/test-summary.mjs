/**
 * Sums the runners' JSON reports. A runner without a report counts as one failure: a suite that
 * did not run must never read as green.
 */
export function summarize({ vitest, playwright }) {
  const details = [];
  let passed = 0;
  let failed = 0;

  if (vitest) {
    const p = vitest.numPassedTests ?? 0;
    const f = (vitest.numFailedTests ?? 0) + countFilesFailedWithoutFailedTests(vitest);
    details.push(`vitest: ${p} passed, ${f} failed`);
    passed += p;
    failed += f;
  } else {
    details.push("vitest: no report (counted as 1 failed)");
    failed += 1;
  }

  if (playwright) {
    const stats = playwright.stats ?? {};
    const p = (stats.expected ?? 0) + (stats.flaky ?? 0);
    const f = (stats.unexpected ?? 0) + (playwright.errors?.length ?? 0);
    details.push(`playwright: ${p} passed, ${f} failed${stats.flaky ? ` (${stats.flaky} flaky)` : ""}`);
    passed += p;
    failed += f;
  } else {
    details.push("playwright: no report (counted as 1 failed)");
    failed += 1;
  }
  return { passed, failed, details };
}

/**
 * A file that failed to load (or failed in a hook) has no failed test but did fail: count it
 * once. (numFailedTestSuites also counts describe blocks, so it is not used.)
 */
function countFilesFailedWithoutFailedTests(vitest) {
  return (vitest.testResults ?? []).filter((file) => file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed")).length;
}
