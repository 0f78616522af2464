import { BlockList, isIP } from "node:net";
import { resolve } from "node:path";
import * as v from "valibot";
import { DEFAULT_POOL_SIZE } from "./db/postgres-pool";
import { loadDeliveryConfig } from "./notification-delivery/delivery-config";
import { TRACKING_LOOKUP_LIMIT } from "./verification/lookup-throttle";

const Port = v.pipe(v.string(), v.regex(/^\d{1,5}$/, "PORT must be a number"), v.transform(Number), v.minValue(1), v.maxValue(65535));

/** A pool larger than this per instance is a mistake in the setting (PostgreSQL allows 100 connections by default). */
const MAX_POOL_SIZE = 100;

/** postgres:// or postgresql://, as libpq and `pg` read them; anything else is a typo, never SQLite. */
const DatabaseUrl = v.pipe(
  v.string(),
  v.regex(/^postgres(ql)?:\/\/\S+$/, "DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), or be left unset for SQLite in DATA_DIR"),
);

const PoolSize = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}$/, "DATABASE_POOL_SIZE must be a number"),
  v.transform(Number),
  v.minValue(1, "DATABASE_POOL_SIZE must be at least 1"),
  v.maxValue(MAX_POOL_SIZE, `DATABASE_POOL_SIZE must be at most ${MAX_POOL_SIZE}`),
);

/** More proxies than this in front of one server is a mistake in the setting, not a setup. */
const MAX_PROXY_HOPS = 10;

/** "false" (none), "true" (one proxy) or how many proxies stand in front of the server. */
const TrustProxy = v.pipe(
  v.string(),
  v.regex(/^(true|false|\d{1,2})$/, "TRUST_PROXY must be false, true or the number of proxies in front of the server"),
  v.transform((text) => (text === "true" ? 1 : text === "false" ? 0 : Number(text))),
  v.maxValue(MAX_PROXY_HOPS, `TRUST_PROXY must be at most ${MAX_PROXY_HOPS}`),
);

const Environment = v.object({
  PORT: v.optional(Port, "8080"),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), "127.0.0.1"),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), "./data"),
  // An empty value is as good as unset, so `DATABASE_URL= npm start` is SQLite.
  DATABASE_URL: v.optional(v.union([v.literal(""), DatabaseUrl])),
  DATABASE_POOL_SIZE: v.optional(PoolSize, String(DEFAULT_POOL_SIZE)),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), "./dist"),
  // No default here: it depends on HOST (see seedDemoData below).
  SEED_DEMO_DATA: v.optional(v.picklist(["true", "false"], "SEED_DEMO_DATA must be true or false")),
  TRUST_PROXY: v.optional(TrustProxy, "false"),
  // One JSON line per request on standard output; the e2e server turns it off to keep its output short.
  LOG_REQUESTS: v.optional(v.picklist(["true", "false"], "LOG_REQUESTS must be true or false"), "true"),
  // TLS with a certificate from a local CA the server makes in DATA_DIR/tls, for phones on a local network (decision 037).
  HTTPS: v.optional(v.picklist(["true", "false"], "HTTPS must be true or false"), "false"),
  // Durable jobs run in the server process unless this is false: then `npm run worker` processes run
  // them (decision 030). True by default (decision 066): a server started alone must run its jobs,
  // and the jobs' heavy work no longer holds the event loop (threads, time slices).
  JOBS_IN_PROCESS: v.optional(v.picklist(["true", "false"], "JOBS_IN_PROCESS must be true or false"), "true"),
  // The end-to-end suite's browsers all look up from 127.0.0.1, so it raises the limit (scripts/e2e-server.mjs).
  TRACKING_LOOKUPS_PER_MINUTE: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, "TRACKING_LOOKUPS_PER_MINUTE must be a number"), v.transform(Number), v.minValue(1)),
    String(TRACKING_LOOKUP_LIMIT),
  ),
  // Webhooks may reach loopback and private addresses (and plain http): development and the e2e
  // suite's receivers only; a real platform leaves it unset (decision 058).
  WEBHOOKS_ALLOW_PRIVATE: v.optional(v.picklist(["1", "0", "true", "false"], "WEBHOOKS_ALLOW_PRIVATE must be 1 or 0"), "0"),
});

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether only this machine can reach a server listening on `host` (0.0.0.0 and :: are every interface). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[|\]$/g, "");
  if (bare === "localhost" || bare.endsWith(".localhost")) return true;
  const family = isIP(bare);
  return family !== 0 && LOOPBACK.check(bare, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Why other people may reach this server (a network HOST, a proxy in front, a production
 * deployment), said as the end of a sentence; undefined when only this machine can.
 */
function demoExposure(server: { loopback: boolean; trustProxy: number; production: boolean }): string | undefined {
  if (!server.loopback) return "listening on a network HOST";
  if (server.trustProxy > 0) return "behind a proxy (TRUST_PROXY)";
  if (server.production) return "with NODE_ENV=production";
  return undefined;
}

/** Read once at start; a wrong value stops the server with a message rather than half-working. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = v.safeParse(Environment, env);
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? "?"}: ${i.message}`).join("\n  ");
    throw new Error(`Invalid server configuration:\n  ${problems}`);
  }
  const e = result.output;
  const loopback = isLoopbackHost(e.HOST);
  const exposed = demoExposure({ loopback, trustProxy: e.TRUST_PROXY, production: env.NODE_ENV === "production" });
  if (exposed && e.SEED_DEMO_DATA === "true") {
    throw new Error(`Invalid server configuration:\n  SEED_DEMO_DATA: the demo accounts (administrators included) share a published password and are never seeded on a server ${exposed}; start it on a loopback HOST without TRUST_PROXY and NODE_ENV=production for a demo`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    /** PostgreSQL when set (decision 029); otherwise SQLite in dataDir. */
    databaseUrl: e.DATABASE_URL === "" ? undefined : e.DATABASE_URL,
    /** Connections this instance keeps to PostgreSQL. */
    databasePoolSize: e.DATABASE_POOL_SIZE,
    staticDir: resolve(e.STATIC_DIR),
    /**
     * Demo accounts (two administrators among them) share a published password: they are for a
     * machine's own use. Seeded unless SEED_DEMO_DATA=false on a loopback HOST without TRUST_PROXY
     * and outside NODE_ENV=production; anywhere else never (decision 068), and asking for them
     * there stops the start above.
     */
    seedDemoData: !exposed && e.SEED_DEMO_DATA !== "false",
    /** Proxies in front of the server whose X-Forwarded-* headers are believed (0: none). */
    trustProxy: e.TRUST_PROXY,
    trackingLookupsPerMinute: e.TRACKING_LOOKUPS_PER_MINUTE,
    /** Whether this server also runs the workers of durable jobs (default true). */
    jobsInProcess: e.JOBS_IN_PROCESS === "true",
    logRequests: e.LOG_REQUESTS === "true",
    /** Serve TLS with the trial CA's certificate (server/tls/local-ca.ts) instead of plain HTTP. */
    https: e.HTTPS === "true",
    /** Whether only this machine can reach the server (start message: demo password, the phone warning). */
    loopback,
    /** Webhooks may go to loopback or private addresses over http (server/notifications/webhook-send.ts). */
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === "1" || e.WEBHOOKS_ALLOW_PRIVATE === "true",
    /** SMTP, the default sender, the administrator's webhook and the SMS provider of notification deliveries (decision 060). */
    delivery: loadDeliveryConfig(env),
  };
}
