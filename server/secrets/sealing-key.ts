import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The key that seals secrets at rest (server/secrets/secret-box.ts, decision 069): integration
 * credentials, webhook signing secrets and webhook auth keys.
 *
 * - INTEGRATIONS_KEY, 32 bytes as 64 hex characters or base64, wins when set. It is required
 *   outside a loopback demo: the server and the worker refuse to start without it (see
 *   sealingKeyStartProblem), since a key kept beside the data it protects protects nothing once
 *   the data leaves the machine.
 * - In a loopback demo the first instance generates one and keeps it in server_secrets (in
 *   DATA_DIR's SQLite file, or in PostgreSQL), as the verification challenge key is kept
 *   (server/verification/secret.ts), so a restart and a second instance open what was sealed.
 *
 * Losing or changing the key makes the sealed secrets unreadable: sellers connect their
 * integrations again and rotate their webhook secret.
 */

export const SEALING_KEY_NAME = "sealing";
const KEY_BYTES = 32;

/** INTEGRATIONS_KEY parsed, undefined when unset; a malformed value stops the start. */
export function configuredSealingKey(env: NodeJS.ProcessEnv = process.env): Buffer | undefined {
  const value = env.INTEGRATIONS_KEY?.trim() ?? "";
  if (value === "") return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  if (key.length !== KEY_BYTES) throw new Error("Invalid server configuration:\n  INTEGRATIONS_KEY: must be 32 bytes, as 64 hex characters or base64");
  return key;
}

export interface Exposure {
  /** HOST is loopback (config.loopback). */
  loopback: boolean;
  /** Proxies trusted in front of the server: with one, a loopback HOST is reached from outside. */
  trustProxy: number;
}

export const SEALING_KEY_REQUIRED =
  "INTEGRATIONS_KEY is required when the server is reachable from other machines (HOST is not loopback, TRUST_PROXY is on, or NODE_ENV=production): it seals integration credentials and webhook secrets. Set it to 32 random bytes, e.g. INTEGRATIONS_KEY=$(openssl rand -hex 32), and keep it: changing it makes the stored secrets unreadable.";

/** Why the server must not start with this configuration, or null: a loopback demo may keep its own key. */
export function sealingKeyStartProblem(exposure: Exposure, env: NodeJS.ProcessEnv = process.env): string | null {
  if (configuredSealingKey(env)) return null;
  const loopbackDemo = exposure.loopback && exposure.trustProxy === 0 && env.NODE_ENV !== "production";
  return loopbackDemo ? null : SEALING_KEY_REQUIRED;
}

/** The stored key, made by the first instance (or migration) that needs it; two at once agree on the first insert. */
export async function storedSealingKey(db: Kysely<Database>, now: Date = new Date()): Promise<Buffer> {
  await db
    .insertInto("server_secrets")
    .values({ name: SEALING_KEY_NAME, value: randomBytes(KEY_BYTES).toString("hex"), created_at: now.toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", SEALING_KEY_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "hex");
}

const storedKeys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

/**
 * The key for this database: INTEGRATIONS_KEY, else the stored one (read once per database).
 * Call it with the database, not a transaction: the key is read before the transaction starts.
 */
export function sealingKey(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const configured = configuredSealingKey(env);
  if (configured) return Promise.resolve(configured);
  let stored = storedKeys.get(db);
  if (!stored) {
    stored = storedSealingKey(db);
    storedKeys.set(db, stored);
    stored.catch(() => storedKeys.delete(db));
  }
  return stored;
}
