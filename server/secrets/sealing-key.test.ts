import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serverPerTest } from "../testing/test-server";
import { SEALING_KEY_NAME, SEALING_KEY_REQUIRED, configuredSealingKey, sealingKey, sealingKeyStartProblem } from "./sealing-key";

const server = serverPerTest();
const KEY_HEX = "ab".repeat(32);

describe("INTEGRATIONS_KEY", () => {
  it("is read as hex or base64, and a short one stops the start", () => {
    expect(configuredSealingKey({ INTEGRATIONS_KEY: KEY_HEX })).toEqual(Buffer.alloc(32, 0xab));
    expect(configuredSealingKey({ INTEGRATIONS_KEY: Buffer.alloc(32, 1).toString("base64") })).toEqual(Buffer.alloc(32, 1));
    expect(() => configuredSealingKey({ INTEGRATIONS_KEY: "short" })).toThrow(/INTEGRATIONS_KEY/);
    expect(configuredSealingKey({ INTEGRATIONS_KEY: " " })).toBeUndefined();
  });

  it("is required unless the server is a loopback demo", () => {
    const loopback = { loopback: true, trustProxy: 0 };
    expect(sealingKeyStartProblem(loopback, {})).toBeNull();
    expect(sealingKeyStartProblem({ loopback: false, trustProxy: 0 }, {})).toBe(SEALING_KEY_REQUIRED);
    // Behind a proxy a loopback HOST is reached from anywhere; production is never a demo.
    expect(sealingKeyStartProblem({ loopback: true, trustProxy: 1 }, {})).toBe(SEALING_KEY_REQUIRED);
    expect(sealingKeyStartProblem(loopback, { NODE_ENV: "production" })).toBe(SEALING_KEY_REQUIRED);
    expect(sealingKeyStartProblem({ loopback: false, trustProxy: 2 }, { NODE_ENV: "production", INTEGRATIONS_KEY: KEY_HEX })).toBeNull();
    expect(SEALING_KEY_REQUIRED).toContain("openssl rand -hex 32");
  });
});

describe("the key of a demo without INTEGRATIONS_KEY", () => {
  it("is generated once, kept in the database, and is not the published development key of before", async () => {
    const first = await sealingKey(server.db, {});
    expect(first).toHaveLength(32);
    const stored = await server.db.selectFrom("server_secrets").select("value").where("name", "=", SEALING_KEY_NAME).executeTakeFirstOrThrow();
    expect(Buffer.from(stored.value, "hex")).toEqual(first);
    expect(await sealingKey(server.db, {})).toEqual(first);
    const published = createHash("sha256").update("logistics-portal development integrations key (not secret)").digest();
    expect(first.equals(published)).toBe(false);
  });

  it("gives way to INTEGRATIONS_KEY when one is set", async () => {
    expect(await sealingKey(server.db, { INTEGRATIONS_KEY: KEY_HEX })).toEqual(Buffer.alloc(32, 0xab));
  });
});
