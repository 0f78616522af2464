import { isIP } from "node:net";
import { CA_DOWNLOAD_PATH } from "./tls/ca-download";

/**
 * What the server prints when it starts listening, besides the demo sign-ins: where it is, and
 * what a phone or tablet on the network will and will not get (decision 037).
 */
export interface StartFacts {
  https: boolean;
  port: number;
  /** Whether only this machine can reach the server (config.loopback). */
  loopback: boolean;
  /** Proxies in front of the server: they do TLS, so plain HTTP here is expected. */
  trustProxy: number;
  /** The addresses phones use (HOST itself, or every LAN address when HOST is 0.0.0.0 or ::). */
  lanAddresses: string[];
  /** "data in ...", ", demo data seeded", ...: the details after the address. */
  details: string;
  /** With HTTPS: the trial CA's fingerprint, and whether this start made it. */
  trialCa?: { fingerprint: string; made: boolean; folder: string };
}

const hostInUrl = (address: string) => (isIP(address) === 6 ? `[${address}]` : address);

export const originOf = (https: boolean, address: string, port: number) => `${https ? "https" : "http"}://${hostInUrl(address)}:${port}`;

/** The opening of the warning for plain HTTP on a network, for tests and the README to name. */
export const PLAIN_HTTP_WARNING = "Phones and tablets reaching";

export function startLines(facts: StartFacts): string[] {
  const local = originOf(facts.https, "localhost", facts.port);
  const lines = [`Portal and /v1 listening on ${local} (${facts.details})`];
  const onNetwork = facts.loopback ? [] : facts.lanAddresses.map((address) => originOf(facts.https, address, facts.port));
  if (onNetwork.length > 0) lines.push(`On this network: ${onNetwork.join(", ")}`);
  if (facts.trialCa) {
    const first = onNetwork[0] ?? local;
    if (facts.trialCa.made) lines.push(`Made a new trial certificate authority in ${facts.trialCa.folder}: phones that trusted an earlier one must install this one.`);
    lines.push(
      `Phones and tablets: open ${first}${CA_DOWNLOAD_PATH} (past the warning this once), install it as a CA certificate (README, "Phones and tablets"), then open ${first}.`,
      `Trial CA fingerprint (SHA-256), to compare with what the phone shows: ${facts.trialCa.fingerprint}`,
    );
  } else if (!facts.loopback && facts.trustProxy === 0) {
    // Browsers give the camera, service workers and installation to secure origins only; on a
    // network address that is https, unless a TLS proxy stands in front (then TRUST_PROXY is set).
    const where = onNetwork[0] ?? originOf(false, "<this machine>", facts.port);
    lines.push(
      `Warning: ${PLAIN_HTTP_WARNING} ${where} over plain HTTP get neither the camera nor offline use (browsers allow them on https only). ` +
        `For a trial on this network start with HTTPS=true; in production put a TLS proxy in front (docs/deploy.md) and set TRUST_PROXY.`,
    );
  }
  return lines;
}
