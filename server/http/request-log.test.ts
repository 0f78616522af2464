import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEMO_PASSWORD } from "../seed/demo";
import { createTestServer, serverPerTest } from "../testing/test-server";
import { REQUEST_ID_HEADER, type RequestLogLine } from "./request-log";

const server = serverPerTest();

/** The test server's app again, with a log the test reads. */
function loggedApp() {
  const lines: RequestLogLine[] = [];
  const app = createApp({ ...server.deps, log: (line) => lines.push(line) });
  const request = (path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { "X-Forwarded-For": server.address, ...(init.headers as Record<string, string>) } });
  return { lines, request };
}

describe("request log", () => {
  it("writes one line per request with its id, method, path, status, duration and user, and echoes the id", async () => {
    const { lines, request } = loggedApp();
    const token = await server.login("viewer");
    const answer = await request("/v1/groups", { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/v1/groups", status: 200, user_id: await server.userId("viewer") });
    expect(answer.headers.get(REQUEST_ID_HEADER)).toBe(line.request_id);
    expect(line.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line.duration_ms).toBe("number");
    expect(Date.parse(line.time)).not.toBeNaN();
    // The line is one line of JSON.
    expect(JSON.stringify(line)).not.toContain("\n");
  });

  it("keeps a sane X-Request-Id from the caller and replaces anything else", async () => {
    const { lines, request } = loggedApp();
    const kept = await request("/v1/health", { headers: { [REQUEST_ID_HEADER]: "lb-7f3a.2025:01" } });
    expect(kept.headers.get(REQUEST_ID_HEADER)).toBe("lb-7f3a.2025:01");
    const replaced = await request("/v1/health", { headers: { [REQUEST_ID_HEADER]: `<script>${"x".repeat(200)}` } });
    expect(replaced.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((l) => l.request_id)).toEqual(["lb-7f3a.2025:01", replaced.headers.get(REQUEST_ID_HEADER)]);
  });

  it("never writes tokens, passwords, bodies or query values", async () => {
    const { lines, request } = loggedApp();
    const signIn = await request("/v1/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD, platform: "nb" }) });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { data: { user: { auth_token: string } } }).data.user.auth_token;
    await request("/v1/orders?customer_full_name=Maria%20Secreta&limit=10", { headers: { Authorization: `Bearer ${token}` } });
    const written = JSON.stringify(lines);
    for (const secret of [DEMO_PASSWORD, token, "Maria", "Secreta", "admin@example.com"]) expect(written).not.toContain(secret);
    expect(lines[1]).toMatchObject({ path: "/v1/orders", query_keys: ["customer_full_name", "limit"], status: 200 });
  });

  it("marks a failed request as an error, with what failed", async () => {
    const own = await createTestServer();
    const token = await own.login("viewer");
    await own.close();
    const lines: RequestLogLine[] = [];
    const app = createApp({ ...own.deps, log: (line) => lines.push(line) });
    const answer = await app.request("/v1/groups", { headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": own.address } });
    expect(answer.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", status: 500, path: "/v1/groups" });
    expect(lines[0]?.error).toBeTruthy();
  });
});
