import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { serverPerTest } from "../testing/test-server";
import { openApiPath } from "./document";
import { OPERATIONS } from "./operations";

const server = serverPerTest();

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; parameters?: { $ref?: string }[]; requestBody?: unknown; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};

async function published(): Promise<Document> {
  const answer = await server.request("GET", "/v1/openapi.json");
  expect(answer.status).toBe(200);
  return answer.json as Document;
}

/** Every method and path the Hono app answers under /v1, as "GET /v1/orders/:id". */
function serverRoutes(): string[] {
  const routes = new Set<string>();
  for (const route of server.app.routes) {
    // "ALL" entries are middleware (body limit, headers) and the /v1/* catch-all.
    if (route.method === "ALL" || route.path.includes("*") || !route.path.startsWith("/v1/")) continue;
    routes.add(`${route.method} ${route.path}`);
  }
  return [...routes].sort();
}

describe("the published contract", () => {
  it("is a valid OpenAPI 3.1 document, by an independent validator", async () => {
    const document = await published();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("names every route the server has, and no route it does not have", async () => {
    const document = await published();
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const routes = serverRoutes();
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.map((route) => route.replace(/ (.*)$/, (_, path: string) => ` ${openApiPath(path)}`)).sort()).toEqual(documented.sort());
    expect(Object.keys(OPERATIONS).sort()).toEqual(routes);
  });

  it("says which routes need the bearer token, as the server enforces it", async () => {
    const document = await published();
    for (const route of serverRoutes()) {
      const [method, path] = route.split(" ") as [string, string];
      const operation = document.paths[openApiPath(path)]![method.toLowerCase()]!;
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      const answer = await server.request(method, path.replace(/:id\b/, "1").replace(/:checkpointId/, "1").replace(/:kind/, "label"));
      if (isPublic) expect(answer.status, route).not.toBe(401);
      else {
        expect(answer.status, route).toBe(401);
        expect(operation.responses["401"], route).toBeDefined();
      }
    }
  });

  it("gives every answer the error shape and every change its Idempotency-Key", async () => {
    const document = await published();
    expect(document.components.schemas.ErrorBody).toMatchObject({ type: "object", required: ["messages"] });
    const dispatch = document.paths["/v1/orders/{id}/dispatch"]!.put!;
    expect(dispatch.parameters).toContainEqual({ $ref: "#/components/parameters/IdempotencyKeyRequired" });
    const createOrder = document.paths["/v1/orders"]!.post!;
    expect(createOrder.parameters).toContainEqual({ $ref: "#/components/parameters/IdempotencyKey" });
    expect(createOrder.requestBody).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/OrderInput" } } } });
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.responses["4XX"], `${method} ${path}`).toEqual({ $ref: "#/components/responses/Error" });
      }
    }
  });

  it("marks the Idempotency-Key required exactly where the server refuses a change without one", async () => {
    const token = await server.login("admin");
    // Without a body the route may refuse the body first; dispatch has none, so it shows the header's rule.
    const answer = await server.request("PUT", "/v1/orders/1/dispatch", { token });
    expect(answer.json).toEqual({ messages: ["The Idempotency-Key header is required for this operation."] });
  });

  it("has a readable page with every route, loading nothing from elsewhere", async () => {
    const answer = await server.request("GET", "/v1/docs");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    const html = answer.text;
    for (const route of serverRoutes()) {
      const [method, path] = route.split(" ") as [string, string];
      expect(html, route).toContain(`<span class="method">${method}</span> <code>${openApiPath(path)}</code>`);
    }
    expect(html).not.toMatch(/<script|<link|src="http|href="http/);
  });
});
