import { isIPv4, isIPv6 } from "node:net";
import { ipv6Groups } from "../http/ip-bytes";

/**
 * The part of a client address that limits count by. An IPv4 address is one subscriber; an IPv6
 * subscriber usually gets a whole /64 (18 billion billion addresses) and could take a fresh
 * address for every attempt, so IPv6 counts by its first 64 bits. An IPv4 address written as
 * IPv6 (`::ffff:203.0.113.7`, as a dual-stack socket reports it) counts as the IPv4 address.
 */
export function addressKey(address: string): string {
  const bare = address.trim().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare.slice(0, MAX_OTHER_LENGTH);
  const groups = ipv6Groups(bare).map((group) => group.toString(16));
  const mapped = /^(0:){5}ffff:/.test(groups.join(":") + ":") ? mappedIPv4(groups) : null;
  if (mapped) return mapped;
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** Not an address ("unknown" for in-process requests): kept, but never longer than a column allows. */
const MAX_OTHER_LENGTH = 64;

function mappedIPv4(groups: string[]): string {
  const high = parseInt(groups[6] ?? "0", 16);
  const low = parseInt(groups[7] ?? "0", 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}
