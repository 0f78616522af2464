import AxeBuilder from "@axe-core/playwright";
import { type Page, type TestInfo, expect } from "@playwright/test";

/** Runs axe on the page as it is now and fails on any serious or critical violation, listing them (attached in full). */
export async function expectNoSeriousAxeViolations(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (blocking.length === 0) return;
  await testInfo.attach(`axe violations on ${label}`, { body: JSON.stringify(blocking, null, 2), contentType: "application/json" });
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n` + v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n"));
  expect(report, `serious or critical axe violations on ${label}:\n${report.join("\n")}`).toEqual([]);
}
