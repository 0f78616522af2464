import { describe, expect, it } from "vitest";
import { httpAdapter } from "./adapters/http-adapter";
import { openCredentials, sealCredentials } from "./credential-box";
import { integrationOf } from "../../src/domain/integrations";

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
