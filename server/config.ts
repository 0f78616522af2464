import { resolve } from "node:path";
import * as v from "valibot";
import { TRACKING_LOOKUP_LIMIT } from "./verification/lookup-throttle";

const Port = v.pipe(v.string(), v.regex(/^\d{1,5}$/, "PORT must be a number"), v.transform(Number), v.minValue(1), v.maxValue(65535));

const Environment = v.object({
  PORT: v.optional(Port, "8080"),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), "127.0.0.1"),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), "./data"),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), "./dist"),
  SEED_DEMO_DATA: v.optional(v.picklist(["true", "false"]), "true"),
  TRUST_PROXY: v.optional(v.picklist(["true", "false"]), "false"),
  // The end-to-end suite's browsers all look up from 127.0.0.1, so it raises the limit (scripts/e2e-server.mjs).
  TRACKING_LOOKUPS_PER_MINUTE: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, "TRACKING_LOOKUPS_PER_MINUTE must be a number"), v.transform(Number), v.minValue(1)),
    String(TRACKING_LOOKUP_LIMIT),
  ),
});

/** Read once at start; a wrong value stops the server with a message rather than half-working. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = v.safeParse(Environment, env);
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? "?"}: ${i.message}`).join("\n  ");
    throw new Error(`Invalid server configuration:\n  ${problems}`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    staticDir: resolve(e.STATIC_DIR),
    seedDemoData: e.SEED_DEMO_DATA === "true",
    trustProxy: e.TRUST_PROXY === "true",
    trackingLookupsPerMinute: e.TRACKING_LOOKUPS_PER_MINUTE,
  };
}
