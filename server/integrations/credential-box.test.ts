import { describe, expect, it } from "vitest";
import { httpAdapter } from "./adapters/http-adapter";
import { openCredentials, sealCredentials } from "./credential-box";
import { INTEGRATIONS_KEY_WARNING, integrationsKeyFrom } from "./credential-key";
import { integrationOf, maskCredential } from "../../src/domain/integrations";

const KEY = Buffer.alloc(32, 7);

describe("sealed credentials", () => {
  it("open with the same key, seller and integration only, and change with every sealing", () => {
    const sealed = sealCredentials(KEY, 1, "shopfront", { token: "shpat_123456789" });
    expect(sealed).not.toContain("shpat");
    expect(openCredentials(KEY, 1, "shopfront", sealed)).toEqual({ token: "shpat_123456789" });
    expect(openCredentials(KEY, 1, "woostore", sealed)).toBeNull();
    expect(openCredentials(Buffer.alloc(32, 8), 1, "shopfront", sealed)).toBeNull();
    const [version, nonce, tag, body] = sealed.split(".");
    const tampered = [version, nonce, tag, `${body!.slice(0, -2)}AA`].join(".");
    expect(openCredentials(KEY, 1, "shopfront", tampered)).toBeNull();
    expect(sealCredentials(KEY, 1, "shopfront", { token: "shpat_123456789" })).not.toBe(sealed);
  });

  it("take INTEGRATIONS_KEY as hex or base64, refuse a short one, and fall back to the development key", () => {
    expect(integrationsKeyFrom({ INTEGRATIONS_KEY: "ab".repeat(32) })).toEqual({ key: Buffer.alloc(32, 0xab), development: false });
    expect(integrationsKeyFrom({ INTEGRATIONS_KEY: Buffer.alloc(32, 1).toString("base64") }).key).toEqual(Buffer.alloc(32, 1));
    expect(() => integrationsKeyFrom({ INTEGRATIONS_KEY: "short" })).toThrow(/INTEGRATIONS_KEY/);
    expect(integrationsKeyFrom({}).development).toBe(true);
    expect(INTEGRATIONS_KEY_WARNING).toContain("INTEGRATIONS_KEY");
  });

  it("mask all but the last four characters, and short values whole", () => {
    expect(maskCredential("sk_live_abcdef1234")).toBe("••••1234");
    expect(maskCredential("12345678")).toBe("••••");
  });
});

describe("an integration's real endpoint", () => {
  const integration = integrationOf("shopfront")!;
  it("is connected on a 2xx answer only, and follows no redirect", async () => {
    const seen: RequestInit[] = [];
    const answering = (status: number) => ((_url: string | URL | Request, init?: RequestInit) => {
      seen.push(init!);
      return Promise.resolve(new Response(null, { status }));
    }) as typeof fetch;
    expect(await httpAdapter("https://api.example/check", answering(204)).testConnection(integration, { token: "t" })).toBe(true);
    expect(await httpAdapter("https://api.example/check", answering(401)).testConnection(integration, { token: "t" })).toBe(false);
    expect(await httpAdapter("https://api.example/check", answering(302)).testConnection(integration, { token: "t" })).toBe(false);
    expect(seen[0]).toMatchObject({ method: "POST", redirect: "manual" });
    const failing = (() => Promise.reject(new Error("ECONNREFUSED"))) as typeof fetch;
    expect(await httpAdapter("https://api.example/check", failing).testConnection(integration, { token: "t" })).toBe(false);
  });
});
