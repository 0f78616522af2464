import { hostname, networkInterfaces } from "node:os";
import { isIP } from "node:net";

/**
 * The names a phone or tablet on the local network may use to reach this machine, and the ones
 * the machine itself uses: what the trial certificate must name (server/tls/local-ca.ts).
 */
export interface MachineNames {
  dns: string[];
  ips: string[];
}

/** An IPv6 link-local address needs a zone (fe80::1%wlan0) that no URL on a phone carries. */
const isLinkLocalV6 = (address: string) => /^fe[89ab]/i.test(address);

/** localhost, the host name (bare and `.local`, as mDNS announces it), loopback and every LAN address. */
export function machineNames(host = hostname(), interfaces = networkInterfaces()): MachineNames {
  const dns = new Set(["localhost"]);
  const name = host.trim().toLowerCase();
  // A host name is a DNS name only when it is one label or more of letters, digits and hyphens.
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(name) && isIP(name) === 0) {
    dns.add(name);
    if (!name.includes(".")) dns.add(`${name}.local`);
  }
  const ips = new Set(["127.0.0.1", "::1"]);
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.internal) continue;
      if (entry.family === "IPv6" && isLinkLocalV6(entry.address)) continue;
      ips.add(entry.address);
    }
  }
  return { dns: [...dns], ips: [...ips] };
}

/** The addresses a person types on a phone: the LAN's IPv4 addresses first, then the rest but loopback. */
export function lanAddresses(names: MachineNames): string[] {
  const lan = names.ips.filter((ip) => ip !== "127.0.0.1" && ip !== "::1");
  return [...lan.filter((ip) => isIP(ip) === 4), ...lan.filter((ip) => isIP(ip) === 6)];
}
