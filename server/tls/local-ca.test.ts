import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TLS_FOLDER, ensureTrialCertificates } from "./local-ca";
import { lanAddresses, machineNames } from "./machine-names";

const DAY_MS = 24 * 60 * 60 * 1000;
const NAMES = { dns: ["localhost", "portal-box", "portal-box.local"], ips: ["127.0.0.1", "::1", "192.168.1.20"] };
const NOW = new Date("2026-11-26T12:00:00.000Z");

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});
const freshDataDir = () => (dataDir = mkdtempSync(join(tmpdir(), "portal-tls-")));

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

  it("issues a new certificate from the same CA when the machine's address changes or the certificate nears its end", async () => {
    const dir = freshDataDir();
    const first = await ensureTrialCertificates({ dataDir: dir, names: NAMES, machine: "portal-box", now: NOW });

    const moved = { ...NAMES, ips: ["127.0.0.1", "::1", "10.0.0.7"] };
    const onOtherNetwork = await ensureTrialCertificates({ dataDir: dir, names: moved, machine: "portal-box", now: NOW });
    expect(onOtherNetwork.madeCa).toBe(false);
    expect(onOtherNetwork.madeCertificate).toBe(true);
    expect(onOtherNetwork.caPem).toBe(first.caPem);
    expect(new X509Certificate(onOtherNetwork.cert).checkIP("10.0.0.7")).toBe("10.0.0.7");

    const nearItsEnd = new Date(NOW.getTime() + 790 * DAY_MS);
    const renewed = await ensureTrialCertificates({ dataDir: dir, names: moved, machine: "portal-box", now: nearItsEnd });
    expect(renewed.madeCa).toBe(false);
    expect(renewed.madeCertificate).toBe(true);
    expect(new Date(new X509Certificate(renewed.cert).validTo).getTime()).toBeGreaterThan(nearItsEnd.getTime() + 700 * DAY_MS);
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
