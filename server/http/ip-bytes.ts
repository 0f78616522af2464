import { isIPv4, isIPv6 } from "node:net";

/**
 * IP addresses as their bytes, for the code that compares prefixes rather than text: the limits'
 * IPv6 /64 (server/limits/address-key.ts), the webhooks' private-address guard
 * (server/notifications/private-address.ts) and the trial CA's name constraints (server/tls).
 */

/** The eight 16-bit groups of a valid IPv6 text ("::", a dotted IPv4 tail and a zone allowed). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  // A dotted IPv4 tail ("64:ff9b::192.0.2.1") is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = rest === undefined || rest === "" ? [] : rest.split(":");
  const zeros = rest === undefined ? [] : new Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/** 4 bytes for IPv4, 16 for IPv6, undefined for anything else. */
export function ipBytes(address: string): Uint8Array | undefined {
  const bare = address.trim().replace(/^\[|\]$/g, "");
  if (isIPv4(bare)) return Uint8Array.from(bare.split(".").map(Number));
  if (!isIPv6(bare.replace(/%.*$/, ""))) return undefined;
  return Uint8Array.from(ipv6Groups(bare).flatMap((group) => [group >> 8, group & 0xff]));
}
