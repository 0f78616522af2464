import { type ChildProcess, spawn } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { get } from "node:https";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import type { TLSSocket } from "node:tls";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SEALING_KEY_REQUIRED } from "../secrets/sealing-key";
import { PLAIN_HTTP_WARNING } from "../start-lines";

/**
 * `npm start` as a person runs it (server/main.ts through tsx, in its own process): with
 * HTTPS=true it answers over TLS with a certificate of the CA it wrote to DATA_DIR; on a network
 * address over plain HTTP it warns that phones get neither camera nor offline use (decision 037).
 * These start a real process on SQLite, so they run in the SQLite half only.
 */

const START_TIMEOUT_MS = 60_000;
const root = join(import.meta.dirname, "..", "..");

let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  child = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server with `env` and answers its output up to the line that says it listens. */
async function startServer(env: Record<string, string>): Promise<{ port: number; output: string }> {
  dataDir = mkdtempSync(join(tmpdir(), "portal-https-"));
  const port = await freePort();
  child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, "no-app"),
      DATABASE_URL: "",
      SEED_DEMO_DATA: "false",
      LOG_REQUESTS: "false",
      JOBS_IN_PROCESS: "false",
      TRUST_PROXY: "false",
      INTEGRATIONS_KEY: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child!.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      // The lines after "listening" are printed in the same turn; wait for the whole block.
      if (/listening on/.test(output) && output.endsWith("\n")) resolve();
    });
    child!.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child!.once("exit", (code) => reject(new Error(`The server stopped (${code}) before listening:\n${output}`)));
  });
  return { port, output };
}

function httpsGet(url: string, ca: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer; peer: X509Certificate }> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (response) => {
      const chunks: Buffer[] = [];
      const peer = new X509Certificate((response.socket as TLSSocket).getPeerCertificate().raw);
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), peer }));
    }).on("error", reject);
  });
}

describe.skipIf(process.env.TEST_DATABASE === "postgres")("npm start", () => {
  it(
    "with HTTPS=true answers over TLS with a certificate of the CA it wrote, prints the https address, and offers the CA at /ca.crt",
    async () => {
      const { port, output } = await startServer({ HTTPS: "true", HOST: "127.0.0.1" });
      expect(output).toContain(`listening on https://localhost:${port}`);
      expect(output).toMatch(/Trial CA fingerprint \(SHA-256\)/);

      const caPem = readFileSync(join(dataDir!, "tls", "ca.crt"), "utf8");
      const ca = new X509Certificate(caPem);
      const health = await httpsGet(`https://localhost:${port}/v1/health`, caPem);
      expect(health.status).toBe(200);
      expect(health.peer.checkIssued(ca) && health.peer.verify(ca.publicKey)).toBe(true);
      // A self-made CA gets no HSTS (decision 037).
      expect(health.headers["strict-transport-security"]).toBeUndefined();
      expect(output).toContain(ca.fingerprint256);

      const download = await httpsGet(`https://127.0.0.1:${port}/ca.crt`, caPem);
      expect(download.status).toBe(200);
      expect(download.headers["content-type"]).toBe("application/x-x509-ca-cert");
      expect(download.body.equals(ca.raw)).toBe(true);

      // Without the CA, a client refuses the certificate: it is the CA that makes it trusted.
      await expect(httpsGet(`https://localhost:${port}/v1/health`, "")).rejects.toThrow(/self.signed|unable to (get|verify)/i);
    },
    START_TIMEOUT_MS,
  );

  it(
    "on a network HOST over plain HTTP warns that phones and tablets get neither camera nor offline use",
    async () => {
      const { output } = await startServer({ HOST: "0.0.0.0", INTEGRATIONS_KEY: "ab".repeat(32) });
      expect(output).toMatch(/listening on http:\/\/localhost/);
      expect(output).toContain(`Warning: ${PLAIN_HTTP_WARNING}`);
      expect(output).toContain("HTTPS=true");
    },
    START_TIMEOUT_MS,
  );

  it(
    "on a loopback HOST over plain HTTP does not warn",
    async () => {
      const { output } = await startServer({ HOST: "127.0.0.1" });
      expect(output).toMatch(/listening on http:\/\/localhost/);
      expect(output).not.toContain(PLAIN_HTTP_WARNING);
    },
    START_TIMEOUT_MS,
  );

  it(
    "on a network HOST without INTEGRATIONS_KEY refuses to start, saying why, before it makes any data",
    async () => {
      const failed = startServer({ HOST: "0.0.0.0" });
      await expect(failed).rejects.toThrow(/stopped \(1\) before listening/);
      await expect(failed).rejects.toThrow(SEALING_KEY_REQUIRED.slice(0, 60));
      expect(readdirSync(dataDir!)).toEqual([]);
    },
    START_TIMEOUT_MS,
  );
});
