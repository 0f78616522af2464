import type { APIRequestContext } from "@playwright/test";
import type { FaultProxy } from "./fault-proxy";
import { expect, test } from "./fixtures";
import { SCENARIO_TIMEOUT_MS, closeFaultProxy, runOutboxFaultScenario, startFaultProxy } from "./outbox-fault-scenario";
import { type ServerInstances, startServerInstances } from "./server-instances";

/**
 * The outbox fault scenario (lost replies, 500s, dropped connections, reloads) with the app
 * pointed at two instances of the server on one database, alternately: the proxy sends each
 * request to the other instance than the one before, so a send and its retry, a sign-in and the
 * next call, land on different processes (issue 16). Each effect must still happen once, in order.
 * The database is PostgreSQL when TEST_POSTGRES_URL is set (npm test sets it), else one SQLite file.
 */

let instances: ServerInstances;
let proxy: FaultProxy;
let api: APIRequestContext;

test.beforeEach(async ({ playwright }) => {
  instances = await startServerInstances(2);
  proxy = await startFaultProxy(instances.urls);
  api = await playwright.request.newContext({ baseURL: instances.urls[0] });
});

// eslint-disable-next-line no-empty-pattern -- Playwright hooks take their fixtures as a destructured object
test.afterEach(async ({}, testInfo) => {
  await api.dispose();
  await closeFaultProxy(proxy, testInfo);
  await instances.stop();
});

test("200 operations with 30 % faults and 3 reloads through two instances in turn: each effect once, in order", async ({ page }, testInfo) => {
  test.setTimeout(SCENARIO_TIMEOUT_MS);
  testInfo.annotations.push({ type: "database", description: instances.database });
  await runOutboxFaultScenario(page, api, proxy, testInfo);

  // Both instances did the work: committed operations, and answers lost after one committed.
  const committed = proxy.mutations().filter((entry) => entry.upstreamStatus !== undefined && entry.upstreamStatus < 300);
  for (const instance of [0, 1]) expect(committed.filter((entry) => entry.instance === instance).length, `operations committed by instance ${instance}`).toBeGreaterThan(0);
  // A key whose answer was lost on one instance was replayed by the other at least once.
  const crossed = committed.filter((entry) => entry.fault === "lost-reply" && proxy.mutations().some((later) => later.seq > entry.seq && later.idempotencyKey === entry.idempotencyKey && later.instance !== entry.instance));
  expect(crossed.length, "lost answers whose retry reached the other instance").toBeGreaterThan(0);
});
