import "reflect-metadata";
import { createPrivateKey, webcrypto } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { type AddressInfo } from "node:net";
import { join } from "node:path";
import { connect, createServer } from "node:tls";
import * as x509 from "@peculiar/x509";
import { issueCertificate } from "../local-ca";
import type { MachineNames } from "../machine-names";
import { NAME_CONSTRAINTS_OID, permitsAll } from "../name-constraints";

/** Helpers of the trial CA's tests (server/tls/local-ca.test.ts). */

/** Whether the CA's name constraints permit every one of `names`. */
export function permittedBy(caPem: string, names: MachineNames): boolean {
  const extension = new x509.X509Certificate(caPem).getExtension(NAME_CONSTRAINTS_OID);
  return extension !== null && extension.critical && permitsAll(new Uint8Array(extension.value), names);
}

/** A certificate for `dns` signed with the CA's key: what a thief of DATA_DIR/tls/ca.key would make. */
export function issueWithCaKey(caPem: string, caKeyPem: string, dns: string) {
  return issueCertificate(new Date(), { certPem: caPem, keyPem: caKeyPem }, { dns: [dns], ips: [] });
}

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" } as const;

/** A CA as the server made them before decision 069: ten years, no name constraints. */
export async function writeUnconstrainedCa(folder: string): Promise<void> {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const now = Date.now();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: "01",
      name: "CN=Logistics portal trial CA (old), O=Logistics portal trial",
      notBefore: new Date(now - 60_000),
      notAfter: new Date(now + 10 * 365 * 24 * 60 * 60 * 1000),
      keys,
      signingAlgorithm: ALGORITHM,
      extensions: [new x509.BasicConstraintsExtension(true, 0, true), new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign, true)],
    },
    webcrypto,
  );
  const der = Buffer.from(await webcrypto.subtle.exportKey("pkcs8", keys.privateKey));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "ca.key"), createPrivateKey({ key: der, format: "der", type: "pkcs8" }).export({ format: "pem", type: "pkcs8" }));
  writeFileSync(join(folder, "ca.crt"), certificate.toString("pem"));
}

/** A TLS handshake with a server holding `served`, by a client that trusts only `caPem`: true, or the client's refusal. */
export async function handshake(served: { cert: string; key: string }, caPem: string, servername: string): Promise<true> {
  const server = createServer({ cert: served.cert, key: served.key }, (socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<true>((resolve, reject) => {
      const socket = connect({ host: "127.0.0.1", port, ca: caPem, servername }, () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", reject);
    });
  } finally {
    server.close();
  }
}
