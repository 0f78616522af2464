import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { HealthResponse, ReadinessResponse } from "../../src/api/schemas/health";
import { createApp } from "../app";
import { createTestServer, serverPerTest } from "../testing/test-server";
import { DATABASE_DOWN_MESSAGE, SHUTTING_DOWN_MESSAGE } from "../http/health-checks";

const server = serverPerTest();

describe("health and readiness", () => {
  it("answer ok while the database answers", async () => {
    expect(v.parse(HealthResponse, (await server.request("GET", "/v1/health")).json).data).toEqual({ status: "ok", database: "ok" });
    expect(v.parse(ReadinessResponse, (await server.request("GET", "/v1/health/ready")).json).data).toEqual({ status: "ready", database: "ok" });
  });

  it("answer 503 when the database does not", async () => {
    const own = await createTestServer();
    await own.close();
    for (const path of ["/v1/health", "/v1/health/ready"]) {
      const answer = await own.request("GET", path);
      expect(answer.status, path).toBe(503);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual([DATABASE_DOWN_MESSAGE]);
    }
  });

  it("tell a load balancer to send no more once the instance is shutting down, while it still lives", async () => {
    let draining = false;
    const app = createApp({ ...server.deps, isDraining: () => draining });
    expect((await app.request("/v1/health/ready")).status).toBe(200);
    draining = true;
    const ready = await app.request("/v1/health/ready");
    expect(ready.status).toBe(503);
    expect(v.parse(ErrorBody, await ready.json()).messages).toEqual([SHUTTING_DOWN_MESSAGE]);
    expect((await app.request("/v1/health")).status).toBe(200);
  });
});
