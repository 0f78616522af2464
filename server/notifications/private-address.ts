import { BlockList, isIP } from "node:net";
import { ipBytes } from "../http/ip-bytes";

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

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);
const ipv4At = (bytes: Uint8Array, offset: number) => Array.from(bytes.subarray(offset, offset + 4)).join(".");

/**
 * The IPv4 address an IPv6 one reaches, for the forms that carry one: IPv4-mapped
 * (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96), NAT64's
 * well-known prefix (64:ff9b::/96, RFC 6052) and 6to4 (2002::/16, the IPv4 in bits 16-47). A
 * gateway on the way turns each into that IPv4 host, so each is judged as the IPv4 it embeds.
 */
function embeddedIpv4(bytes: Uint8Array): string | undefined {
  const zeros = (count: number) => Array<number>(count).fill(0);
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return ipv4At(bytes, 12);
  if (startsWith(bytes, [...zeros(8), 0xff, 0xff, 0, 0])) return ipv4At(bytes, 12);
  if (startsWith(bytes, zeros(12))) return ipv4At(bytes, 12);
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, ...zeros(8)])) return ipv4At(bytes, 12);
  if (startsWith(bytes, [0x20, 0x02])) return ipv4At(bytes, 2);
  return undefined;
}

/**
 * NAT64's local-use prefix (64:ff9b:1::/48, RFC 8215) is a network's own translator, whose
 * prefix length (and so where the IPv4 sits) only that network knows: never a public destination.
 */
const isLocalNat64 = (bytes: Uint8Array) => startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01]);

/** Whether an IP address (v4 or v6, without brackets) is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 4) return NOT_PUBLIC.check(bare, "ipv4");
  const bytes = ipBytes(bare)!;
  if (isLocalNat64(bytes)) return true;
  const v4 = embeddedIpv4(bytes);
  // :: and ::1 are IPv4-compatible in form but are IPv6's own unspecified and loopback addresses.
  if (v4 !== undefined && NOT_PUBLIC.check(v4, "ipv4")) return true;
  return NOT_PUBLIC.check(bare, "ipv6");
}

/** A host name that names this machine whatever DNS says. */
export function isLocalHostName(hostname: string): boolean {
  const bare = hostname.toLowerCase().replace(/\.$/, "");
  return bare === "localhost" || bare.endsWith(".localhost");
}
