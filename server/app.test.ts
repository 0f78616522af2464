import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { LoginResponse, LogoutResponse, ResetPasswordResponse } from "../src/api/schemas/auth";
import { ColumnsResponse, TableColumnsResponse } from "../src/api/schemas/columns";
import { ErrorBody } from "../src/api/schemas/common";
import { HealthResponse, ReadinessResponse } from "../src/api/schemas/health";
import { JobListResponse } from "../src/api/schemas/jobs";
import { MyNotificationsResponse, NotificationTitlesResponse } from "../src/api/schemas/notifications";
import { SellerResponse } from "../src/api/schemas/sellers";
import { CompanyResponse, SellerAddressListResponse } from "../src/api/schemas/company";
import { GroupListResponse, GroupResponse, MeasureResponse } from "../src/api/schemas/users";
import { DEMO_PASSWORD } from "./seed/demo";
import { serverPerTest } from "./testing/test-server";

const server = serverPerTest();

const PUBLIC_ROUTES = new Set(["POST /v1/login", "POST /v1/reset_password", "POST /v1/reset_password/confirm", "POST /v1/email_change/confirm", "GET /v1/health", "GET /v1/health/ready", "GET /v1/challenge", "POST /v1/trackings/lookup", "GET /v1/trackings/branding/:id", "GET /v1/trackings/branding/:id/ad", "GET /v1/trackings/branding/:id/logo", "GET /v1/openapi.json", "GET /v1/docs", "GET /v1/amazon_files/:id/download"]);

/** Every concrete /v1 route the app has, once per method and path, with `:id` filled in. */
function v1Routes(): { method: string; path: string; key: string }[] {
  const seen = new Map<string, { method: string; path: string; key: string }>();
  for (const route of server.app.routes) {
    // "ALL" entries are middleware (security headers, body limit) and the /v1/* catch-all.
    if (route.method === "ALL" || route.path.includes("*")) continue;
    if (!route.path.startsWith("/v1/")) continue;
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) seen.set(key, { method: route.method, path: route.path.replace(/:id\b/g, "1"), key });
  }
  return [...seen.values()];
}

describe("answer envelopes", () => {
  it("answers every read in the shape the shared schemas describe", async () => {
    const login = await server.request("POST", "/v1/login", {
      body: { email: "admin@example.com", password: DEMO_PASSWORD, platform: "nb" },
    });
    expect(login.status).toBe(200);
    const token = v.parse(LoginResponse, login.json).data.user.auth_token;

    const reads = [
      ["/v1/health", HealthResponse],
      ["/v1/health/ready", ReadinessResponse],
      ["/v1/groups", GroupListResponse],
      ["/v1/groups/1", GroupResponse],
      ["/v1/current-user-group", GroupResponse],
      ["/v1/current-seller", SellerResponse],
      ["/v1/sellers/1", CompanyResponse],
      ["/v1/sellers/1/addresses", SellerAddressListResponse],
      ["/v1/measure", MeasureResponse],
      ["/v1/columns/", ColumnsResponse],
      ["/v1/table_columns/", TableColumnsResponse],
      ["/v1/my_notifications", MyNotificationsResponse],
      ["/v1/my_notifications/fetch_titles", NotificationTitlesResponse],
      ["/v1/notifications/fetch_titles", NotificationTitlesResponse],
      ["/v1/jobs", JobListResponse],
    ] as const;
    for (const [path, schema] of reads) {
      const answer = await server.request("GET", path, { token });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect(() => v.parse(schema, answer.json), path).not.toThrow();
    }

    const reset = await server.request("POST", "/v1/reset_password", { body: { email: "nobody@example.com" } });
    expect(reset.status).toBe(200);
    v.parse(ResetPasswordResponse, reset.json);

    const logout = await server.request("POST", "/v1/logout", { token });
    expect(logout.status).toBe(200);
    expect(v.parse(LogoutResponse, logout.json).data.signed_out).toBe(true);
  });

  it("answers refusals as {messages: [...]}", async () => {
    const answer = await server.request("GET", "/v1/groups");
    expect(answer.status).toBe(401);
    expect(v.parse(ErrorBody, answer.json)).toEqual({ messages: ["Please login again."] });
  });
});

describe("unknown /v1 paths", () => {
  const unknown = [
    ["GET", "/v1/nothing-here"],
    ["POST", "/v1/orders/1/nothing"],
    ["GET", "/v1/groups/1/members"],
    ["DELETE", "/v1/groups"],
    ["GET", "/v1/"],
  ] as const;

  it("are a JSON 404 with messages without a token", async () => {
    for (const [method, path] of unknown) {
      const answer = await server.request(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual(["There is no such /v1 call."]);
    }
  });

  it("are the same JSON 404 with a valid token", async () => {
    const token = await server.login("admin");
    for (const [method, path] of unknown) {
      const answer = await server.request(method, path, { token });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual(["There is no such /v1 call."]);
    }
  });

  it("outside /v1 are a JSON 404 too when no app is served", async () => {
    const answer = await server.request("GET", "/some/page");
    expect(answer.status).toBe(404);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual(["Not found."]);
  });
});

describe("every route guards itself", () => {
  it("finds the routes it checks", () => {
    const keys = v1Routes().map((r) => r.key);
    // A sanity floor: if route discovery broke, the guard test below would pass vacuously.
    expect(keys.length).toBeGreaterThanOrEqual(20);
    for (const key of [
      ...PUBLIC_ROUTES,
      "POST /v1/logout",
      "GET /v1/my_notifications",
      "PUT /v1/sellers/:id",
      "DELETE /v1/table_columns/:id",
      "PUT /v1/user_notifications/massive_update",
    ]) {
      expect(keys).toContain(key);
    }
  });

  it("refuses every non-public route without a token with 401 and messages", async () => {
    const checked: string[] = [];
    for (const route of v1Routes()) {
      if (PUBLIC_ROUTES.has(route.key)) continue;
      const answer = await server.request(route.method, route.path);
      expect(answer.status, route.key).toBe(401);
      expect(v.parse(ErrorBody, answer.json).messages, route.key).toEqual(["Please login again."]);
      checked.push(route.key);
    }
    expect(checked.length).toBe(v1Routes().length - PUBLIC_ROUTES.size);
  });

  it("refuses every non-public route with a malformed or unknown token", async () => {
    const bad = ["not a token", "x".repeat(43), "Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg"];
    for (const route of v1Routes()) {
      if (PUBLIC_ROUTES.has(route.key)) continue;
      for (const token of bad) {
        const answer = await server.request(route.method, route.path, { token });
        expect(answer.status, `${route.key} with ${token}`).toBe(401);
        v.parse(ErrorBody, answer.json);
      }
      const basic = await server.request(route.method, route.path, { headers: { Authorization: "Basic YWRtaW46cGFzcw==" } });
      expect(basic.status, route.key).toBe(401);
    }
  });

  it("lets the public routes through without a token", async () => {
    const health = await server.request("GET", "/v1/health");
    expect(health.status).toBe(200);
    expect(v.parse(HealthResponse, health.json).data).toEqual({ status: "ok", database: "ok" });
    // Without a body these are validation refusals, not sign-in refusals.
    expect((await server.request("POST", "/v1/login")).status).toBe(422);
    expect((await server.request("POST", "/v1/reset_password")).status).toBe(422);
  });
});

describe("security headers", () => {
  function expectSecurityHeaders(headers: Headers, what: string) {
    const csp = headers.get("content-security-policy");
    expect(csp, what).toBeTruthy();
    const directives = new Map(
      csp!
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map((parts) => [parts[0]!, parts.slice(1)]),
    );
    const scriptSrc = directives.get("script-src") ?? directives.get("default-src");
    expect(scriptSrc, what).toBeDefined();
    expect(scriptSrc, what).not.toContain("'unsafe-inline'");
    expect(scriptSrc, what).not.toContain("'unsafe-eval'");
    expect(directives.get("frame-ancestors"), what).toEqual(["'none'"]);
    expect(headers.get("x-content-type-options"), what).toBe("nosniff");
    expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  }

  it("are on successful, refused, unknown and failed /v1 answers, which are never cached", async () => {
    const token = await server.login("viewer");
    const answers = {
      ok: await server.request("GET", "/v1/health"),
      okWithToken: await server.request("GET", "/v1/groups", { token }),
      unauthorized: await server.request("GET", "/v1/groups"),
      forbidden: await server.request("PUT", "/v1/sellers/1", { token, body: { name: "X" } }),
      unknown: await server.request("GET", "/v1/nothing"),
      invalid: await server.request("POST", "/v1/login", { body: {} }),
      tooLarge: await server.request("POST", "/v1/login", { rawBody: "x".repeat(300 * 1024), headers: { "Content-Type": "application/json" } }),
    };
    expect(answers.ok.status).toBe(200);
    expect(answers.okWithToken.status).toBe(200);
    expect(answers.unauthorized.status).toBe(401);
    expect(answers.forbidden.status).toBe(403);
    expect(answers.unknown.status).toBe(404);
    expect(answers.invalid.status).toBe(422);
    expect(answers.tooLarge.status).toBe(413);
    for (const [what, answer] of Object.entries(answers)) {
      expectSecurityHeaders(answer.headers, what);
      expect(answer.headers.get("cache-control"), what).toBe("no-store");
    }
  });

  it("are on answers outside /v1 as well", async () => {
    const answer = await server.request("GET", "/anything");
    expectSecurityHeaders(answer.headers, "/anything");
  });
});
