import { describe, expect, it } from "vitest";
import { isLoopbackHost, loadConfig } from "./config";
import { DEMO_PASSWORD, DEMO_USERS, demoSignInLines } from "./seed/demo";

describe("TRUST_PROXY", () => {
  it("is a number of proxies: false none, true one, or the count", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  });

  it("stops the start on anything else", () => {
    for (const value of ["yes", "-1", "1.5", "99"]) expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });
});

describe("demo accounts", () => {
  it("are seeded on a loopback HOST unless SEED_DEMO_DATA=false, with the password in the start message", () => {
    for (const host of [undefined, "127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"]) {
      expect(loadConfig(host === undefined ? {} : { HOST: host }).seedDemoData, String(host)).toBe(true);
      expect(loadConfig(host === undefined ? { SEED_DEMO_DATA: "true" } : { HOST: host, SEED_DEMO_DATA: "true" }).seedDemoData, String(host)).toBe(true);
    }
    expect(loadConfig({ SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
    expect(demoSignInLines("http://localhost:8080/nb-login").join("\n")).toContain(DEMO_PASSWORD);
    for (const user of DEMO_USERS) expect(demoSignInLines("http://localhost:8080/nb-login").join("\n")).toContain(user.email);
  });

  it("are never seeded where others can reach the server: a network HOST, TRUST_PROXY, NODE_ENV=production; asking for them there stops the start", () => {
    const exposed: NodeJS.ProcessEnv[] = [
      ...["0.0.0.0", "::", "192.168.1.20", "portal.example.com"].map((host) => ({ HOST: host })),
      { TRUST_PROXY: "true" },
      { HOST: "127.0.0.1", TRUST_PROXY: "2" },
      { NODE_ENV: "production" },
      { HOST: "localhost", NODE_ENV: "production" },
    ];
    for (const env of exposed) {
      expect(loadConfig(env).seedDemoData, JSON.stringify(env)).toBe(false);
      expect(() => loadConfig({ ...env, SEED_DEMO_DATA: "true" }), JSON.stringify(env)).toThrow(/SEED_DEMO_DATA/);
    }
    // The e2e server's settings (scripts/e2e-server.mjs) keep their demo data.
    expect(loadConfig({ HOST: "127.0.0.1", SEED_DEMO_DATA: "true", TRUST_PROXY: "false", NODE_ENV: "test" }).seedDemoData).toBe(true);
  });

  it("knows which hosts are loopback", () => {
    expect(["127.0.0.1", "127.1.2.3", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "localhost", "tracking.localhost"].every(isLoopbackHost)).toBe(true);
    expect(["0.0.0.0", "::", "10.0.0.1", "example.com", "128.0.0.1"].some(isLoopbackHost)).toBe(false);
  });
});

describe("JOBS_IN_PROCESS", () => {
  it("runs job workers in the server unless it is false", () => {
    expect(loadConfig({}).jobsInProcess).toBe(true);
    expect(loadConfig({ JOBS_IN_PROCESS: "true" }).jobsInProcess).toBe(true);
    expect(loadConfig({ JOBS_IN_PROCESS: "false" }).jobsInProcess).toBe(false);
  });

  it("stops the start on anything else", () => {
    for (const value of ["no", "0", ""]) expect(() => loadConfig({ JOBS_IN_PROCESS: value }), value).toThrow(/JOBS_IN_PROCESS/);
  });
});

describe("database settings", () => {
  it("are SQLite in DATA_DIR without DATABASE_URL (or with an empty one), PostgreSQL with it", () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: "postgres://portal:secret@db.internal:5432/portal" }).databaseUrl).toBe("postgres://portal:secret@db.internal:5432/portal");
    expect(loadConfig({ DATABASE_URL: "postgresql://db/portal" }).databaseUrl).toBe("postgresql://db/portal");
  });

  it("stop the start on a URL that is not PostgreSQL's, without repeating it (it may hold a password)", () => {
    for (const url of ["mysql://root:hunter2@db/portal", "./data/portal.sqlite", "postgres://"]) {
      expect(() => loadConfig({ DATABASE_URL: url }), url).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
    }
    expect(() => loadConfig({ DATABASE_URL: "mysql://root:hunter2@db/portal" })).not.toThrow(/hunter2/);
  });

  it("take a pool size from 1 to 100, 10 by default", () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "25" }).databasePoolSize).toBe(25);
    for (const size of ["0", "101", "ten", "-1"]) expect(() => loadConfig({ DATABASE_POOL_SIZE: size }), size).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe("LOG_REQUESTS", () => {
  it("logs every request unless told false", () => {
    expect(loadConfig({}).logRequests).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: "false" }).logRequests).toBe(false);
    expect(() => loadConfig({ LOG_REQUESTS: "no" })).toThrow(/LOG_REQUESTS/);
  });
});

describe("HTTPS", () => {
  it("is plain HTTP unless HTTPS=true, and stops the start on anything else", () => {
    expect(loadConfig({}).https).toBe(false);
    expect(loadConfig({ HTTPS: "true" }).https).toBe(true);
    expect(loadConfig({ HTTPS: "false" }).https).toBe(false);
    expect(() => loadConfig({ HTTPS: "yes" })).toThrow(/HTTPS must be true or false/);
  });
});

describe("WEBHOOKS_ALLOW_PRIVATE", () => {
  it("keeps webhooks off loopback and private addresses unless set to 1 or true, and stops the start on anything else", () => {
    expect(loadConfig({}).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: "0" }).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: "1" }).webhooksAllowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: "true" }).webhooksAllowPrivate).toBe(true);
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE: "yes" })).toThrow(/WEBHOOKS_ALLOW_PRIVATE must be 1 or 0/);
  });
});
