import { createHash } from "node:crypto";

/**
 * The key that encrypts integration credentials at rest (AES-256-GCM, decision 065):
 * INTEGRATIONS_KEY, 32 bytes written as 64 hex characters or as base64. Without it the server
 * uses a development key derived from a published phrase, fine for the demo and tests and for
 * nothing else: main.ts warns at start when it is missing in production (NODE_ENV=production).
 * Losing or changing the key makes the stored credentials unreadable: sellers connect again.
 */

export const INTEGRATIONS_KEY_WARNING =
  "Warning: INTEGRATIONS_KEY is not set: integration credentials are encrypted with the published development key. Set INTEGRATIONS_KEY to 32 random bytes (64 hex characters), e.g. `openssl rand -hex 32`.";

const KEY_BYTES = 32;
const DEVELOPMENT_PHRASE = "logistics-portal development integrations key (not secret)";

export interface IntegrationsKey {
  key: Buffer;
  /** True when INTEGRATIONS_KEY was not set and the development key is used. */
  development: boolean;
}

export function integrationsKeyFrom(env: NodeJS.ProcessEnv = process.env): IntegrationsKey {
  const value = env.INTEGRATIONS_KEY?.trim() ?? "";
  if (value === "") return { key: createHash("sha256").update(DEVELOPMENT_PHRASE).digest(), development: true };
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  if (key.length !== KEY_BYTES) throw new Error("Invalid server configuration:\n  INTEGRATIONS_KEY: must be 32 bytes, as 64 hex characters or base64");
  return { key, development: false };
}
