import { vi } from "vitest";

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

export function stubFetch(routes: Record<string, RouteHandler>) {
  const calls: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
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
