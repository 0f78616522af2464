import { vi } from "vitest";
import { TERMS_VERSION } from "../../src/domain/terms";

/**
 * Replaces fetch for app tests. Each route answers one "METHOD /v1/path" (query ignored);
 * any other request fails the test, so a screen cannot call something the test did not expect.
 */
export type RouteHandler = (request: Request) => Response | Promise<Response>;

let unexpected: string[] = [];

/** Called after every app test (tests/setup/app-setup.ts): an unexpected request fails it. */
export function assertNoUnexpectedRequests() {
  const seen = unexpected;
  unexpected = [];
  if (seen.length > 0) throw new Error(`The test made requests it did not expect: ${seen.join(", ")}`);
}

/**
 * Calls the signed-in shell makes by itself on every screen, answered unless a test names them:
 * the terms gate asks whether the user has accepted the current terms (yes, here).
 */
const SHELL_ROUTES: Record<string, RouteHandler> = {
  "GET /v1/terms/acceptance": () => json({ data: { version: TERMS_VERSION, accepted: true, accepted_at: "2026-01-01T00:00:00.000Z" } }),
  // The order view's notification log (decision 060), which every test rendering an order would
  // otherwise have to name: empty unless the test answers it.
  "GET /v1/notification_deliveries": () => json({ data: { elements: [], count: 0, ids: [] } }),
};

export function stubFetch(ownRoutes: Record<string, RouteHandler>) {
  const routes = { ...SHELL_ROUTES, ...ownRoutes };
  const calls: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    // The shell's own calls are not the test's: they stay out of `calls` unless it named them.
    if (key in ownRoutes || !(key in SHELL_ROUTES)) calls.push(request.clone());
    const handler = routes[key];
    if (!handler) {
      unexpected.push(key);
      throw new Error(`Unexpected request in test: ${key}`);
    }
    return handler(request);
  });
  vi.stubGlobal("fetch", fetchStub);
  return { calls, unexpected, fetchStub };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
