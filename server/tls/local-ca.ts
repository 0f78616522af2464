// @peculiar/x509 resolves its algorithms through tsyringe, which needs the Reflect metadata
// polyfill loaded first. This module is imported only when HTTPS=true (server/main.ts).
import "reflect-metadata";
import { X509Certificate as NodeCertificate, createPrivateKey, randomBytes, webcrypto } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as x509 from "@peculiar/x509";
import type { MachineNames } from "./machine-names";
import { NAME_CONSTRAINTS_OID, nameConstraintsDer, permitsAll } from "./name-constraints";

/**
 * A local certificate authority for trying the portal on phones and tablets (decision 037), the
 * approach of mkcert: the server makes a CA once, keeps it in DATA_DIR/tls, and issues itself a
 * certificate for the names of this machine, signed by that CA. A phone that trusts the CA (the
 * README says how) gets a secure origin, and with it the camera, the service worker and
 * installation. The crypto is Node's own (WebCrypto, OpenSSL); @peculiar/x509 writes the
 * certificates' ASN.1.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A trial lasts weeks, not years (decision 069): a CA left on a phone after the trial stops being
 * trusted by itself within 90 days. The server's certificate ends with its CA (well under the
 * 825 days iOS 13 and later accept).
 */
export const CA_VALIDITY_DAYS = 90;
/** A phone whose clock runs a little behind the machine's still accepts a certificate made just now. */
const BACKDATE_MS = 60 * 60 * 1000;
/** A CA or certificate this close to its end is replaced at the next start (phones then install the new CA). */
export const RENEW_BEFORE_DAYS = 7;

/** ECDSA P-256: every phone and browser in use accepts it, and a key takes milliseconds to make. */
const ALGORITHM = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" } as const;

export const TLS_FOLDER = "tls";
const FILES = { caCert: "ca.crt", caKey: "ca.key", cert: "server.crt", key: "server.key" } as const;

export interface TrialTls {
  /** The server's certificate and key (PEM), for https.createServer. */
  cert: string;
  key: string;
  /** The CA's certificate: PEM as kept on disk, DER as a phone installs it (GET /ca.crt). */
  caPem: string;
  caDer: Uint8Array;
  /** SHA-256 of the CA's certificate (AB:CD:...), for a person to compare with what the phone shows. */
  caFingerprint: string;
  /** Where the files are. */
  folder: string;
  /** Whether this start made the CA (phones must install it) or the certificate. */
  madeCa: boolean;
  madeCertificate: boolean;
}

/** A distinguished name's value with nothing that needs escaping. */
const plainName = (text: string) => text.replace(/[^A-Za-z0-9 .-]/g, "-").slice(0, 60) || "this machine";

/** A random positive serial number (RFC 5280: up to 20 bytes, positive). */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = bytes[0]! & 0x7f;
  return bytes.toString("hex");
}

async function pkcs8Pem(key: webcrypto.CryptoKey): Promise<string> {
  const der = Buffer.from(await webcrypto.subtle.exportKey("pkcs8", key));
  return createPrivateKey({ key: der, format: "der", type: "pkcs8" }).export({ format: "pem", type: "pkcs8" }) as string;
}

async function importSigningKey(pem: string): Promise<webcrypto.CryptoKey> {
  const der = createPrivateKey(pem).export({ format: "der", type: "pkcs8" });
  return webcrypto.subtle.importKey("pkcs8", der, ALGORITHM, false, ["sign"]);
}

/** Writes a file whole or not at all (a crash mid-write leaves the old one), keys readable by the owner only. */
function writeWhole(path: string, text: string, secret: boolean): void {
  const partial = `${path}.partial`;
  writeFileSync(partial, text, { mode: secret ? 0o600 : 0o644 });
  if (secret) chmodSync(partial, 0o600);
  renameSync(partial, path);
}

async function makeCa(now: Date, machine: string, names: MachineNames): Promise<{ certPem: string; keyPem: string }> {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: serialNumber(),
      // The name a phone shows in its list of trusted certificates: whose it is and since when.
      name: `CN=Logistics portal trial CA on ${plainName(machine)} ${now.toISOString().slice(0, 10)}, O=Logistics portal trial`,
      notBefore: new Date(now.getTime() - BACKDATE_MS),
      notAfter: new Date(now.getTime() + CA_VALIDITY_DAYS * DAY_MS),
      keys,
      signingAlgorithm: ALGORITHM,
      extensions: [
        // A CA that signs server certificates only, never another CA.
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, webcrypto),
        // Only this machine's names and addresses (name-constraints.ts); critical, as RFC 5280 asks.
        new x509.Extension(NAME_CONSTRAINTS_OID, true, nameConstraintsDer(names)),
      ],
    },
    webcrypto,
  );
  return { certPem: certificate.toString("pem"), keyPem: await pkcs8Pem(keys.privateKey) };
}

/** The server's certificate for `names`, signed by the CA (exported for the tests' rogue certificate). */
export async function issueCertificate(now: Date, ca: { certPem: string; keyPem: string }, names: MachineNames): Promise<{ certPem: string; keyPem: string }> {
  const caCertificate = new x509.X509Certificate(ca.certPem);
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const certificate = await x509.X509CertificateGenerator.create(
    {
      serialNumber: serialNumber(),
      subject: `CN=${plainName(names.dns.find((name) => name !== "localhost") ?? "localhost")}, O=Logistics portal trial`,
      issuer: caCertificate.subject,
      notBefore: new Date(now.getTime() - BACKDATE_MS),
      // Never past its CA: a chain is only as valid as its shortest link.
      notAfter: caCertificate.notAfter,
      publicKey: keys.publicKey,
      signingKey: await importSigningKey(ca.keyPem),
      signingAlgorithm: ALGORITHM,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        // iOS requires the server-authentication purpose and the names in subjectAltName.
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth], false),
        new x509.SubjectAlternativeNameExtension([...names.dns.map((value) => ({ type: "dns" as const, value })), ...names.ips.map((value) => ({ type: "ip" as const, value }))], false),
        await x509.AuthorityKeyIdentifierExtension.create(caCertificate.publicKey, false, webcrypto),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, webcrypto),
      ],
    },
    webcrypto,
  );
  return { certPem: certificate.toString("pem"), keyPem: await pkcs8Pem(keys.privateKey) };
}

/** Whether a kept certificate still serves: signed by this CA, valid for a while yet, naming every current name. */
function stillServes(certPem: string, caPem: string, names: MachineNames, now: Date): boolean {
  const certificate = new NodeCertificate(certPem);
  const ca = new NodeCertificate(caPem);
  if (!certificate.checkIssued(ca) || !certificate.verify(ca.publicKey)) return false;
  if (new Date(certificate.validTo).getTime() - now.getTime() < RENEW_BEFORE_DAYS * DAY_MS) return false;
  return names.dns.every((name) => certificate.checkHost(name, { wildcards: false }) !== undefined) && names.ips.every((ip) => certificate.checkIP(ip) !== undefined);
}

/**
 * Whether the kept CA may go on: not near its end, and constrained to names that include every
 * current one. A CA made before decision 069 (ten years, no constraints), or one whose machine
 * took a new name or address, is replaced, and the phones install the new one.
 */
function caUsable(caPem: string, names: MachineNames, now: Date): boolean {
  if (new Date(new NodeCertificate(caPem).validTo).getTime() - now.getTime() <= RENEW_BEFORE_DAYS * DAY_MS) return false;
  const constraints = new x509.X509Certificate(caPem).getExtension(NAME_CONSTRAINTS_OID);
  return constraints !== null && permitsAll(new Uint8Array(constraints.value), names);
}

/**
 * The trial CA and this server's certificate, from `dataDir`/tls: made the first time, kept and
 * reused after. Both are made again near the CA's end, or when the machine's names changed
 * (another network, another address) beyond what the CA may vouch for. Checked at each start
 * only: a server left running past its CA's end is restarted to get a new one.
 */
export async function ensureTrialCertificates(options: { dataDir: string; names: MachineNames; machine: string; now?: Date }): Promise<TrialTls> {
  const now = options.now ?? new Date();
  const folder = join(options.dataDir, TLS_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const path = (file: keyof typeof FILES) => join(folder, FILES[file]);
  const read = (file: keyof typeof FILES) => (existsSync(path(file)) ? readFileSync(path(file), "utf8") : undefined);

  let ca = { certPem: read("caCert"), keyPem: read("caKey") };
  let madeCa = false;
  if (!ca.certPem || !ca.keyPem || !caUsable(ca.certPem, options.names, now)) {
    const made = await makeCa(now, options.machine, options.names);
    writeWhole(path("caKey"), made.keyPem, true);
    writeWhole(path("caCert"), made.certPem, false);
    ca = made;
    madeCa = true;
  }
  const caPem = ca.certPem as string;

  let server = { certPem: read("cert"), keyPem: read("key") };
  let madeCertificate = false;
  if (madeCa || !server.certPem || !server.keyPem || !stillServes(server.certPem, caPem, options.names, now)) {
    const issued = await issueCertificate(now, { certPem: caPem, keyPem: ca.keyPem as string }, options.names);
    writeWhole(path("key"), issued.keyPem, true);
    writeWhole(path("cert"), issued.certPem, false);
    server = issued;
    madeCertificate = true;
  }

  const caCertificate = new NodeCertificate(caPem);
  return {
    cert: server.certPem as string,
    key: server.keyPem as string,
    caPem,
    caDer: new Uint8Array(caCertificate.raw),
    caFingerprint: caCertificate.fingerprint256,
    folder,
    madeCa,
    madeCertificate,
  };
}
