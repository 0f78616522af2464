import { randomBytes } from "node:crypto";
import { resolveTxt as dnsResolveTxt } from "node:dns/promises";

/**
 * Proving a sender domain (decision 058): the seller publishes a TXT record whose value only the
 * server knows; "Verify" reads the domain's TXT records and looks for it. A record under a name
 * of its own (an underscore label) leaves the domain's other TXT records (SPF...) alone.
 */
export const TXT_RECORD_LABEL = "_portal-verification";
export const TXT_VALUE_PREFIX = "portal-verification=";
const TOKEN_BYTES = 16;

export type ResolveTxt = (name: string) => Promise<string[][]>;
export const defaultResolveTxt: ResolveTxt = (name) => dnsResolveTxt(name);

export const newDomainToken = () => randomBytes(TOKEN_BYTES).toString("hex");

/** The record the seller publishes: its name and its value. */
export function txtRecordOf(domain: string, token: string): { name: string; value: string } {
  return { name: `${TXT_RECORD_LABEL}.${domain}`, value: `${TXT_VALUE_PREFIX}${token}` };
}

/**
 * Whether the domain publishes the record. A long TXT record arrives in chunks of 255 characters
 * (joined here); a missing name, no TXT record or a failing resolver all mean "not yet".
 */
export async function domainPublishesToken(resolve: ResolveTxt, domain: string, token: string): Promise<boolean> {
  const { name, value } = txtRecordOf(domain, token);
  try {
    const records = await resolve(name);
    return records.some((chunks) => chunks.join("").trim() === value);
  } catch {
    return false;
  }
}
