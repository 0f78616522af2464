import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Credentials sealed with AES-256-GCM (decision 065): a fresh 12-byte nonce per sealing, the
 * 16-byte tag checked on opening, and the seller and integration as additional data, so that a
 * sealed value copied to another seller's row or another integration does not open. Stored as
 * "v1.<nonce>.<tag>.<ciphertext>" in base64url; the version lets a later key rotation tell them apart.
 */

const VERSION = "v1";
const NONCE_BYTES = 12;

const context = (sellerId: number, code: string) => Buffer.from(`${sellerId}:${code}`, "utf8");

export function sealCredentials(key: Buffer, sellerId: number, code: string, credentials: Record<string, string>): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(context(sellerId, code));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), "utf8"), cipher.final()]);
  return [VERSION, nonce.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The credentials, or null when the value was not sealed by this key for this seller and integration. */
export function openCredentials(key: Buffer, sellerId: number, code: string, stored: string): Record<string, string> | null {
  const [version, nonce, tag, sealed] = stored.split(".");
  if (version !== VERSION || !nonce || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
    decipher.setAAD(context(sellerId, code));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
    return JSON.parse(plain) as Record<string, string>;
  } catch {
    return null;
  }
}
