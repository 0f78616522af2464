import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

/**
 * Several instances of the real server (server/main.ts, each its own process) on ONE database of
 * their own, for the specs that check that instances behind a load balancer act as one (issue 16).
 * The database is a fresh PostgreSQL database when TEST_POSTGRES_URL names a server (npm test
 * starts one), otherwise one SQLite file in a temporary folder that every instance opens (WAL).
 * The instances serve the built app, like the e2e server. `stop()` stops them (SIGTERM, so they
 * shut down gracefully) and removes the database.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface ServerInstances {
  /** http://127.0.0.1:PORT of each instance. */
  urls: string[];
  database: "postgres" | "sqlite";
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

/** Waits until the instance says it takes requests (its readiness), or its process ended. */
async function ready(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The instance at ${url} ended with ${child.exitCode}:\n${output()}`);
    const answer = await fetch(`${url}/v1/health/ready`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((next) => setTimeout(next, 200));
  }
}

function adminQuery(serverUrl: string, text: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: serverUrl });
  return client
    .connect()
    .then(() => client.query(text))
    .finally(() => client.end());
}

export async function startServerInstances(count: number): Promise<ServerInstances> {
  const distDir = process.env.E2E_DIST_DIR ? resolve(process.env.E2E_DIST_DIR) : join(root, "dist");
  if (!existsSync(join(distDir, "index.html"))) throw new Error(`${distDir}/index.html is missing: run "npx vite build" first.`);

  const postgresServer = process.env.TEST_POSTGRES_URL;
  let databaseEnv: Record<string, string>;
  let removeDatabase: () => Promise<void>;
  if (postgresServer) {
    const name = `portal_e2e_${randomBytes(4).toString("hex")}`;
    await adminQuery(postgresServer, `create database ${name}`);
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    databaseEnv = { DATABASE_URL: url.toString() };
    removeDatabase = async () => void (await adminQuery(postgresServer, `drop database if exists ${name} with (force)`));
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), "portal-e2e-instances-"));
    databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: "" };
    removeDatabase = async () => rmSync(dataDir, { recursive: true, force: true });
  }

  const children: ChildProcess[] = [];
  const urls: string[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      ),
    );
    await removeDatabase();
  };
  try {
    // One after the other: the first migrates and seeds, the others find the database ready.
    for (let i = 0; i < count; i += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", join(root, "server", "main.ts")], {
        cwd: root,
        env: {
          ...process.env,
          ...databaseEnv,
          PORT: String(port),
          HOST: "127.0.0.1",
          STATIC_DIR: distDir,
          SEED_DEMO_DATA: "true",
          TRUST_PROXY: "false",
          TRACKING_LOOKUPS_PER_MINUTE: "500",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(child);
      let output = "";
      // Kept (the request log lines too) for the error message if the instance fails to start.
      child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
      child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
      const url = `http://127.0.0.1:${port}`;
      await ready(url, child, () => output);
      urls.push(url);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, database: postgresServer ? "postgres" : "sqlite", stop };
}
