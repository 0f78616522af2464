import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Secrets sealed at rest with AES-256-GCM (decisions 065 and 069): integration credentials, a
 * seller's webhook signing secret and webhook auth key. A fresh 12-byte nonce per sealing, the
 * 16-byte tag checked on opening, and a context (whose secret, which field) as additional data,
 * so that a sealed value copied to another seller's row or another field does not open. Stored as
 * "v1.<nonce>.<tag>.<ciphertext>" in base64url; the version lets a later key rotation tell them apart.
 */

const VERSION = "v1";
const NONCE_BYTES = 12;

export function sealText(key: Buffer, context: string, text: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [VERSION, nonce.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The text, or null when the value was not sealed by this key in this context. */
export function openText(key: Buffer, context: string, stored: string): string | null {
  const [version, nonce, tag, sealed] = stored.split(".");
  if (version !== VERSION || !nonce || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** Whether a stored value has the sealed form (the migration that seals clear values asks). */
export const looksSealed = (stored: string) => stored.startsWith(`${VERSION}.`) && stored.split(".").length === 4;
