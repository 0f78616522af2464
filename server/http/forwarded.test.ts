import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { Hono } from "hono";
import { serve } from "@hono/node-server";
import { createApp } from "../app";
import { STRICT_TRANSPORT_SECURITY } from "./security-headers";
import { clientAddress, trustedHops, warnAboutUntrustedForwarding } from "./forwarded";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

/** An app answering the client address it sees, believing `trustProxy`. */
function addressEcho(trustProxy: boolean | number) {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, { trustProxy })));
  return async (forwardedFor?: string) => (await app.request("/", { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} })).text();
}

describe("the client address behind trusted proxies", () => {
  it("reads TRUST_PROXY as hops: true is one, false none", () => {
    expect([trustedHops(true), trustedHops(false), trustedHops(0), trustedHops(2)]).toEqual([1, 0, 0, 2]);
  });

  it("takes the entry written by the outermost trusted proxy, never one the client wrote", async () => {
    const oneProxy = addressEcho(1);
    const twoProxies = addressEcho(2);
    // The client wrote "6.6.6.6"; the CDN appended the client, our load balancer the CDN.
    expect(await oneProxy("6.6.6.6, 203.0.113.7, 198.51.100.1")).toBe("198.51.100.1");
    expect(await twoProxies("6.6.6.6, 203.0.113.7, 198.51.100.1")).toBe("203.0.113.7");
    // A request that reached the inner proxy directly carries one entry only: still a trusted one.
    expect(await twoProxies("203.0.113.9")).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await addressEcho(false)("203.0.113.7")).toBe("unknown");
  });
});

describe("Strict-Transport-Security", () => {
  const get = (url: string, headers: Record<string, string> = {}, trustProxy: boolean | number = true) =>
    createApp({ ...server.deps, trustProxy }).request(url, { headers });

  it("is sent on an answer to a request that came over TLS", async () => {
    const answer = await get("https://portal.example/v1/health");
    expect(answer.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it("is sent when the trusted proxy says the browser used https, and not when it says http", async () => {
    expect((await get("http://portal.example/v1/health", { "X-Forwarded-Proto": "https" })).headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await get("http://portal.example/v1/health", { "X-Forwarded-Proto": "http" })).headers.has("strict-transport-security")).toBe(false);
  });

  it("is not sent over the server's own TLS with the trial CA (HTTPS=true), but still for a trusted proxy's https", async () => {
    const trial = createApp({ ...server.deps, trustProxy: 1, trialCa: new Uint8Array([1]) });
    expect((await trial.request("https://192.168.1.20:8080/v1/health")).headers.has("strict-transport-security")).toBe(false);
    const proxied = await trial.request("http://10.0.0.2:8080/v1/health", { headers: { "X-Forwarded-Proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it("is not sent over plain http, nor because an untrusted X-Forwarded-Proto says https", async () => {
    expect((await get("http://localhost/v1/health")).headers.has("strict-transport-security")).toBe(false);
    expect((await get("http://portal.example/v1/health", { "X-Forwarded-Proto": "https" }, false)).headers.has("strict-transport-security")).toBe(false);
  });
});

describe("over a real socket, without a trusted proxy", () => {
  async function listen(trustProxy: boolean | number, warn: (message: string) => void) {
    const app = createApp({ ...server.deps, trustProxy });
    const listening = serve({ fetch: warnAboutUntrustedForwarding(app.fetch, trustProxy, warn), port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => listening.once("listening", () => resolve()));
    const { port } = listening.address() as AddressInfo;
    return {
      base: `http://127.0.0.1:${port}`,
      close: () =>
        new Promise<void>((resolve) => {
          listening.close(() => resolve());
          // fetch keeps its connections open for reuse; close them rather than wait for their timeout.
          if ("closeAllConnections" in listening) listening.closeAllConnections();
        }),
    };
  }

  it("counts 20 parallel wrong passwords by the socket's address: 5 are checked; an ignored X-Forwarded-For warns once", async () => {
    const warn = vi.fn();
    const socket = await listen(false, warn);
    try {
      const signIn = (headers: Record<string, string> = {}) =>
        fetch(`${socket.base}/v1/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
          body: JSON.stringify({ email: "admin@example.com", password: "wrong", platform: "nb" }),
        });
      // Every request names another address; none of them is believed.
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn({ "X-Forwarded-For": `198.51.100.${i + 1}` })));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/X-Forwarded-For.*TRUST_PROXY/);
      const keys = await server.db.selectFrom("rate_counters").select("key").where("key", "like", "sign-in:address:%").execute();
      expect(keys.map((k) => k.key)).toEqual(["sign-in:address:127.0.0.1"]);
    } finally {
      await socket.close();
    }
  });

  it("does not warn when the proxy is trusted", async () => {
    const warn = vi.fn();
    const socket = await listen(1, warn);
    try {
      const answer = await fetch(`${socket.base}/v1/health`, { headers: { "X-Forwarded-For": "203.0.113.7" } });
      expect(answer.status).toBe(200);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await socket.close();
    }
  });
});
