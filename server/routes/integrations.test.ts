import { afterEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { CONNECTION_FAILED, IntegrationListResponse, IntegrationResponse } from "../../src/api/schemas/integrations";
import { INTEGRATIONS, integrationOf } from "../../src/domain/integrations";
import { demoCredentials } from "../integrations/adapters/stand-in";
import { openCredentials } from "../integrations/credential-box";
import { sealingKey } from "../secrets/sealing-key";
import { createApp } from "../app";
import type { RequestLogLine } from "../http/request-log";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const GLOBAL_EXPRESS = integrationOf("global-express")!;
/** Demo credentials with a password long enough that its last four characters may show. */
const GOOD = { ...demoCredentials(GLOBAL_EXPRESS), password: "demo-password" };

/** Every row of every table, as text: where a credential in clear would be found. */
async function wholeDatabase(): Promise<string> {
  const tables = await server.db.introspection.getTables();
  const dumps = await Promise.all(tables.map(async (table) => JSON.stringify(await server.db.selectFrom(table.name as "users").selectAll().execute())));
  return dumps.join("\n");
}

afterEach(() => vi.restoreAllMocks());

describe("GET /v1/integrations", () => {
  it("lists the twenty integrations, couriers and channels, all disconnected at first", async () => {
    const list = v.parse(IntegrationListResponse, (await server.request("GET", "/v1/integrations", { token: await server.login("viewer") })).json).data;
    expect(list).toHaveLength(20);
    expect(new Set(list.map((i) => i.state))).toEqual(new Set(["disconnected"]));
    expect(list.filter((i) => i.group === "couriers").length).toBe(11);
    expect(list.find((i) => i.kind === "erp")).toMatchObject({ name: "Ledger ERP", group: "channels", fields: ["account_nickname", "token"] });
  });
});

describe("connecting an integration", () => {
  it("tests, stores sealed and answers masked; the credentials appear in no answer, log or table in clear", async () => {
    const printed: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(" ")));
    const token = await server.login("operation");
    const answers: string[] = [];
    const tested = await server.request("POST", "/v1/integrations/global-express/test", { token, body: { credentials: GOOD } });
    answers.push(tested.text);
    expect(tested.status).toBe(200);
    expect(tested.json).toEqual({ data: { connected: true } });

    const connected = await server.request("PUT", "/v1/integrations/global-express", { token, body: { credentials: GOOD } });
    answers.push(connected.text);
    expect(connected.status).toBe(200);
    expect(v.parse(IntegrationResponse, connected.json).data).toMatchObject({ state: "connected", masked: { site_id: "••••", password: "••••", account_number: "••••" } });
    const listed = await server.request("GET", "/v1/integrations", { token: await server.login("viewer") });
    answers.push(listed.text);
    expect(v.parse(IntegrationListResponse, listed.json).data.find((i) => i.code === "global-express")?.state).toBe("connected");

    // The same connect through an app that logs every request, as main.ts runs it.
    const logged: RequestLogLine[] = [];
    const logging = createApp({ ...server.deps, log: (line) => logged.push(line) });
    const relogged = await logging.request("/v1/integrations/global-express", {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ credentials: GOOD }),
    });
    answers.push(await relogged.text());
    expect(logged.map((line) => [line.method, line.path, line.status])).toEqual([["PUT", "/v1/integrations/global-express", 200]]);

    const secrets = Object.values(GOOD);
    const everything = [...answers, ...printed, JSON.stringify(logged), await wholeDatabase()].join("\n");
    for (const secret of secrets) expect(everything).not.toContain(secret);

    // Sealed, not hashed: the server can open them again with its key, for this seller only.
    const row = await server.db.selectFrom("integration_connections").selectAll().executeTakeFirstOrThrow();
    const key = await sealingKey(server.db);
    expect(openCredentials(key, 1, "global-express", row.credentials_sealed)).toEqual(GOOD);
    expect(openCredentials(key, 2, "global-express", row.credentials_sealed)).toBeNull();
  });

  it("answers the spec's words when the service refuses the credentials, and stores nothing", async () => {
    const token = await server.login("admin");
    const wrong = { ...GOOD, password: "not-the-password" };
    for (const [method, path] of [["POST", "/v1/integrations/global-express/test"], ["PUT", "/v1/integrations/global-express"]] as const) {
      const answer = await server.request(method, path, { token, body: { credentials: wrong } });
      expect(answer.status).toBe(422);
      expect(answer.json).toEqual({ messages: [CONNECTION_FAILED] });
      expect(answer.text).not.toContain("not-the-password");
    }
    expect(await server.db.selectFrom("integration_connections").selectAll().execute()).toEqual([]);
  });

  it("names a missing or foreign field, and refuses an unknown integration", async () => {
    const token = await server.login("admin");
    const missing = await server.request("PUT", "/v1/integrations/global-express", { token, body: { credentials: { site_id: "demo-site-id", password: "demo-password" } } });
    expect(missing.status).toBe(422);
    expect(missing.json).toEqual({ messages: [{ account_number: ["Can't be blank"] }] });
    const foreign = await server.request("PUT", "/v1/integrations/global-express", { token, body: { credentials: { ...GOOD, token: "demo-token" } } });
    expect(foreign.json).toEqual({ messages: [{ token: ["Not a credential of this integration"] }] });
    expect((await server.request("PUT", "/v1/integrations/nope", { token, body: { credentials: GOOD } })).status).toBe(404);
  });

  it("accepts every integration's demo credentials through its kind's stand-in", async () => {
    const token = await server.login("admin");
    for (const integration of INTEGRATIONS) {
      const answer = await server.request("POST", `/v1/integrations/${integration.code}/test`, { token, body: { credentials: demoCredentials(integration) } });
      expect([integration.code, answer.status]).toEqual([integration.code, 200]);
    }
  });

  it("refuses a viewer's test, connect and disconnect, and keeps sellers apart", async () => {
    const viewer = await server.login("viewer");
    expect((await server.request("POST", "/v1/integrations/global-express/test", { token: viewer, body: { credentials: GOOD } })).status).toBe(403);
    expect((await server.request("PUT", "/v1/integrations/global-express", { token: viewer, body: { credentials: GOOD } })).status).toBe(403);
    expect((await server.request("DELETE", "/v1/integrations/global-express", { token: viewer })).status).toBe(403);

    await server.request("PUT", "/v1/integrations/global-express", { token: await server.login("admin"), body: { credentials: GOOD } });
    const other = await server.login("otherAdmin");
    const theirs = v.parse(IntegrationListResponse, (await server.request("GET", "/v1/integrations", { token: other })).json).data;
    expect(theirs.find((i) => i.code === "global-express")?.state).toBe("disconnected");
    // Another seller's disconnect touches only its own (absent) connection.
    await server.request("DELETE", "/v1/integrations/global-express", { token: other });
    expect((await server.db.selectFrom("integration_connections").select("seller_id").execute()).map((r) => r.seller_id)).toEqual([1]);
  });

  it("disconnects: the stored credentials are deleted", async () => {
    const token = await server.login("operation");
    await server.request("PUT", "/v1/integrations/global-express", { token, body: { credentials: GOOD } });
    const answer = await server.request("DELETE", "/v1/integrations/global-express", { token });
    expect(v.parse(IntegrationResponse, answer.json).data).toMatchObject({ state: "disconnected", masked: {} });
    expect(await server.db.selectFrom("integration_connections").selectAll().execute()).toEqual([]);
  });
});
