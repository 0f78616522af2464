import type { FaultProxy } from "./fault-proxy";
import { proxyTarget, test } from "./fixtures";
import { SCENARIO_TIMEOUT_MS, closeFaultProxy, runOutboxFaultScenario, startFaultProxy } from "./outbox-fault-scenario";

/**
 * The outbox under faults against the e2e server (issue 4): 200 add-checkpoint operations over 20
 * orders, about 30 % of the sends faulted, three reloads; each effect once, in order
 * (tests/e2e/outbox-fault-scenario.ts).
 */

let proxy: FaultProxy;

test.beforeEach(async ({ baseURL }) => {
  proxy = await startFaultProxy(proxyTarget(baseURL));
});

// eslint-disable-next-line no-empty-pattern -- Playwright hooks take their fixtures as a destructured object
test.afterEach(async ({}, testInfo) => {
  await closeFaultProxy(proxy, testInfo);
});

test("200 operations over 20 orders with 30 % faults and 3 reloads: each effect once, in order", async ({ page, request }, testInfo) => {
  test.setTimeout(SCENARIO_TIMEOUT_MS);
  await runOutboxFaultScenario(page, request, proxy, testInfo);
});
