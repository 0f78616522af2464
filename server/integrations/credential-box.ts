import { openText, sealText } from "../secrets/secret-box";

/**
 * Integration credentials sealed as one JSON text (server/secrets/secret-box.ts, decision 065),
 * with the seller and integration as the context.
 */

const context = (sellerId: number, code: string) => `${sellerId}:${code}`;

export function sealCredentials(key: Buffer, sellerId: number, code: string, credentials: Record<string, string>): string {
  return sealText(key, context(sellerId, code), JSON.stringify(credentials));
}

/** The credentials, or null when the value was not sealed by this key for this seller and integration. */
export function openCredentials(key: Buffer, sellerId: number, code: string, stored: string): Record<string, string> | null {
  const plain = openText(key, context(sellerId, code), stored);
  if (plain === null) return null;
  try {
    return JSON.parse(plain) as Record<string, string>;
  } catch {
    return null;
  }
}
