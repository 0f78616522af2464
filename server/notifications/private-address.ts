import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook must never reach on a real platform (decision 058): a seller's URL is typed
 * by the seller, so without this check the server would post, with its own network position, to
 * its own loopback, the cloud's metadata service (169.254.169.254) or the private network behind
 * it (server-side request forgery). Development and the tests' receivers listen on 127.0.0.1,
 * which the server config allows with WEBHOOKS_ALLOW_PRIVATE=1.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:10.0.0.1), which reaches that IPv4 host. */
function mappedIpv4(address: string): string | undefined {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (match) return match[1];
  // The URL parser writes ::ffff:7f00:1 for ::ffff:127.0.0.1.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** Whether an IP address (v4 or v6, without brackets) is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  const v4 = mappedIpv4(bare);
  if (v4 !== undefined) return NOT_PUBLIC.check(v4, "ipv4");
  const family = isIP(bare);
  if (family === 0) return false;
  return NOT_PUBLIC.check(bare, family === 4 ? "ipv4" : "ipv6");
}

/** A host name that names this machine whatever DNS says. */
export function isLocalHostName(hostname: string): boolean {
  const bare = hostname.toLowerCase().replace(/\.$/, "");
  return bare === "localhost" || bare.endsWith(".localhost");
}
