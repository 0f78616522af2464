import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CA_VALIDITY_DAYS, RENEW_BEFORE_DAYS, TLS_FOLDER, ensureTrialCertificates } from "./local-ca";
import { handshake, issueWithCaKey, permittedBy, writeUnconstrainedCa } from "./testing/trial-ca-fixtures";
import { lanAddresses, machineNames } from "./machine-names";

const DAY_MS = 24 * 60 * 60 * 1000;
const NAMES = { dns: ["localhost", "portal-box", "portal-box.local"], ips: ["127.0.0.1", "::1", "192.168.1.20"] };
const NOW = new Date("2026-11-26T12:00:00.000Z");

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "portal-tls-"));
  dataDirs.push(dir);
  return dir;
};

describe("the trial certificate authority", () => {
  it("makes a CA and a certificate for every name of the machine, signed by it, that iOS accepts", async () => {
    const tls = await ensureTrialCertificates({ dataDir: freshDataDir(), names: NAMES, machine: "portal-box", now: NOW });
    const ca = new X509Certificate(tls.caPem);
    const certificate = new X509Certificate(tls.cert);

    expect(tls.madeCa && tls.madeCertificate).toBe(true);
    expect(ca.ca).toBe(true);
    expect(certificate.ca).toBe(false);
    expect(certificate.checkIssued(ca)).toBe(true);
    expect(certificate.verify(ca.publicKey)).toBe(true);
    for (const name of NAMES.dns) expect(certificate.checkHost(name), name).toBe(name);
    for (const ip of NAMES.ips) expect(certificate.checkIP(ip), ip).toBe(ip);
    expect(certificate.checkHost("example.com")).toBeUndefined();
    expect(permittedBy(tls.caPem, NAMES)).toBe(true);
    expect(permittedBy(tls.caPem, { dns: ["example.com"], ips: [] })).toBe(false);
    // iOS 13+: at most 825 days, the server-authentication purpose, names in subjectAltName.
    expect(new Date(certificate.validTo).getTime() - new Date(certificate.validFrom).getTime()).toBeLessThanOrEqual(825 * DAY_MS);
    expect(certificate.keyUsage).toEqual(["1.3.6.1.5.5.7.3.1"]);
    expect(ca.subject).toContain("portal-box");
    expect(tls.caFingerprint).toBe(ca.fingerprint256);
    expect(Buffer.from(tls.caDer).equals(ca.raw)).toBe(true);
  });

  it("keeps the CA and the certificate in DATA_DIR/tls, keys readable by their owner only, and reuses them", async () => {
    const dir = freshDataDir();
    const first = await ensureTrialCertificates({ dataDir: dir, names: NAMES, machine: "portal-box", now: NOW });
    const folder = join(dir, TLS_FOLDER);
    expect(readFileSync(join(folder, "ca.crt"), "utf8")).toBe(first.caPem);
    expect(readFileSync(join(folder, "server.crt"), "utf8")).toBe(first.cert);
    for (const key of ["ca.key", "server.key"]) expect(statSync(join(folder, key)).mode & 0o777, key).toBe(0o600);

    const again = await ensureTrialCertificates({ dataDir: dir, names: NAMES, machine: "portal-box", now: new Date(NOW.getTime() + DAY_MS) });
    expect(again.madeCa || again.madeCertificate).toBe(false);
    expect(again.caPem).toBe(first.caPem);
    expect(again.cert).toBe(first.cert);
    expect(again.key).toBe(first.key);
  });

  it("keeps the CA when the machine's names shrink, and makes a new one when they grow past its constraints", async () => {
    const dir = freshDataDir();
    const first = await ensureTrialCertificates({ dataDir: dir, names: NAMES, machine: "portal-box", now: NOW });

    // Fewer names (a network left): the CA and the certificate still cover all of them.
    const fewer = { ...NAMES, ips: ["127.0.0.1", "::1"] };
    const offline = await ensureTrialCertificates({ dataDir: dir, names: fewer, machine: "portal-box", now: NOW });
    expect([offline.madeCa, offline.madeCertificate]).toEqual([false, false]);
    expect(offline.caPem).toBe(first.caPem);

    // A new address is outside the CA's constraints: a new CA (the phones install it again).
    const moved = { ...NAMES, ips: ["127.0.0.1", "::1", "10.0.0.7"] };
    const onOtherNetwork = await ensureTrialCertificates({ dataDir: dir, names: moved, machine: "portal-box", now: NOW });
    expect([onOtherNetwork.madeCa, onOtherNetwork.madeCertificate]).toEqual([true, true]);
    expect(new X509Certificate(onOtherNetwork.cert).checkIP("10.0.0.7")).toBe("10.0.0.7");
    expect(permittedBy(onOtherNetwork.caPem, moved)).toBe(true);
  });

  it("lives 90 days, its certificate no longer, and is made again at the first start in its last week", async () => {
    const dir = freshDataDir();
    const first = await ensureTrialCertificates({ dataDir: dir, names: NAMES, machine: "portal-box", now: NOW });
    const ca = new X509Certificate(first.caPem);
    expect(new Date(ca.validTo).getTime() - NOW.getTime()).toBe(CA_VALIDITY_DAYS * DAY_MS);
    expect(new X509Certificate(first.cert).validTo).toBe(ca.validTo);

    const stillGood = await ensureTrialCertificates({ dataDir: dir, names: NAMES, machine: "portal-box", now: new Date(NOW.getTime() + (CA_VALIDITY_DAYS - RENEW_BEFORE_DAYS - 1) * DAY_MS) });
    expect(stillGood.madeCa || stillGood.madeCertificate).toBe(false);
    // In its last week, and long expired (a server not started for months).
    for (const days of [CA_VALIDITY_DAYS - RENEW_BEFORE_DAYS, CA_VALIDITY_DAYS + 30]) {
      const kept = freshDataDir();
      await ensureTrialCertificates({ dataDir: kept, names: NAMES, machine: "portal-box", now: NOW });
      const later = new Date(NOW.getTime() + days * DAY_MS);
      const renewed = await ensureTrialCertificates({ dataDir: kept, names: NAMES, machine: "portal-box", now: later });
      expect([renewed.madeCa, renewed.madeCertificate], `day ${days}`).toEqual([true, true]);
      expect(new Date(new X509Certificate(renewed.caPem).validTo).getTime()).toBe(later.getTime() + CA_VALIDITY_DAYS * DAY_MS);
    }
  });

  it("replaces a CA made before name constraints (ten years, unconstrained)", async () => {
    const dir = freshDataDir();
    await writeUnconstrainedCa(join(dir, TLS_FOLDER));
    const tls = await ensureTrialCertificates({ dataDir: dir, names: NAMES, machine: "portal-box", now: NOW });
    expect(tls.madeCa).toBe(true);
    expect(permittedBy(tls.caPem, NAMES)).toBe(true);
  });

  it("makes a CA whose key cannot vouch for another name: a TLS client that trusts it refuses such a certificate", async () => {
    const dir = freshDataDir();
    const tls = await ensureTrialCertificates({ dataDir: dir, names: NAMES, machine: "portal-box", now: new Date() });
    const caKey = readFileSync(join(dir, TLS_FOLDER, "ca.key"), "utf8");
    const rogue = await issueWithCaKey(tls.caPem, caKey, "bank.example");
    await expect(handshake({ cert: rogue.certPem, key: rogue.keyPem }, tls.caPem, "bank.example")).rejects.toThrow(/permitted subtree|name constraint/i);
    // The server's own certificate passes the same client.
    await expect(handshake({ cert: tls.cert, key: tls.key }, tls.caPem, "portal-box")).resolves.toBe(true);
  });
});

describe("the machine's names", () => {
  it("are localhost, the host name bare and .local, loopback and every LAN address but IPv6 link-local", () => {
    const names = machineNames("Portal-Box", {
      lo: [{ address: "127.0.0.1", family: "IPv4", internal: true, netmask: "255.0.0.0", mac: "00:00:00:00:00:00", cidr: null }],
      wlan0: [
        { address: "192.168.1.20", family: "IPv4", internal: false, netmask: "255.255.255.0", mac: "aa:bb:cc:dd:ee:ff", cidr: null },
        { address: "fe80::1", family: "IPv6", internal: false, netmask: "ffff:ffff:ffff:ffff::", mac: "aa:bb:cc:dd:ee:ff", cidr: null, scopeid: 2 },
        { address: "2001:db8::20", family: "IPv6", internal: false, netmask: "ffff:ffff:ffff:ffff::", mac: "aa:bb:cc:dd:ee:ff", cidr: null, scopeid: 0 },
      ],
    });
    expect(names.dns).toEqual(["localhost", "portal-box", "portal-box.local"]);
    expect(names.ips).toEqual(["127.0.0.1", "::1", "192.168.1.20", "2001:db8::20"]);
    expect(lanAddresses(names)).toEqual(["192.168.1.20", "2001:db8::20"]);
  });
});
