#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests, benchmarks and trials, made the way a fresh Debian
// machine can: Debian's `postgresql` package (its binaries in /usr/lib/postgresql/<version>/bin),
// `initdb` in a temporary folder, trust authentication on 127.0.0.1 only, a free port. Nothing
// of it outlives its use: stop() (or the end of this process) stops it and removes the folder.
//
//   node scripts/postgres-cluster.mjs                  start, print the URL, run until Ctrl+C
//   node scripts/postgres-cluster.mjs --port 55431     the same on a chosen port
//   node scripts/postgres-cluster.mjs -- CMD ARGS...   run CMD with TEST_POSTGRES_URL set, then stop
//
// As a module: `const cluster = await startPostgresCluster(); ... cluster.url ...; cluster.stop()`.
//
// `initdb` refuses to run as root: as root the cluster belongs to the `postgres` user (which the
// package creates) and every server binary runs through `runuser -u postgres`.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const DEBIAN_ROOT = "/usr/lib/postgresql";
const SERVER_USER = "postgres";

/**
 * Settings of a cluster whose data may be lost: no waiting for the disk at all (tests create and
 * drop a database per test server), and room for every test worker's pools.
 */
const THROWAWAY_SETTINGS = [
  "fsync=off",
  "synchronous_commit=off",
  "full_page_writes=off",
  "max_connections=400",
  // A database per test server: the WAL of CREATE DATABASE ... TEMPLATE should not force checkpoints.
  "max_wal_size=1GB",
];

/** The newest installed server's binary folder (POSTGRES_BIN_DIR wins), or undefined. */
export function findPostgresBinaries(env = process.env) {
  if (env.POSTGRES_BIN_DIR) return existsSync(join(env.POSTGRES_BIN_DIR, "initdb")) ? env.POSTGRES_BIN_DIR : undefined;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(DEBIAN_ROOT, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(DEBIAN_ROOT, versions[0], "bin") : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Settings of a cluster kept between runs for measurements (the load benchmark): durable as a
 * real server (PostgreSQL's defaults for fsync and commits), with memory for a large table.
 */
const MEASURED_SETTINGS = ["max_connections=400", "shared_buffers=1GB", "max_wal_size=4GB"];

/**
 * Starts a cluster and answers `{ url, port, dir, stop }`. `url` names the `postgres` database of
 * the superuser `postgres`, where tests may create and drop their own databases.
 *
 * With `keepIn` (a folder) the cluster is not throwaway: it is made there the first time, started
 * again from there later, durable (MEASURED_SETTINGS), and stop() leaves the folder.
 */
export async function startPostgresCluster({ port, quiet = false, keepIn } = {}) {
  const bin = findPostgresBinaries();
  if (!bin) {
    throw new Error(`No PostgreSQL server binaries in ${DEBIAN_ROOT}/*/bin: install Debian's postgresql package (apt-get install postgresql) or set POSTGRES_BIN_DIR.`);
  }
  const asRoot = userInfo().uid === 0;
  const dir = keepIn ?? mkdtempSync(join(tmpdir(), "portal-pg-"));
  if (keepIn) mkdirSync(keepIn, { recursive: true });
  const data = join(dir, "data");
  const made = existsSync(join(data, "PG_VERSION"));
  if (asRoot) chownSync(dir, Number(idOf("-u")), Number(idOf("-g")));
  const run = (command, args, options = {}) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", SERVER_USER, "--", join(bin, command), ...args]] : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8", ...options });
    if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener("exit", stop);
    // Immediate: a throwaway cluster has nothing worth a clean shutdown, and tests may hold connections.
    // A kept cluster stops cleanly ("fast"), so that its next start needs no recovery.
    const mode = keepIn ? "fast" : "immediate";
    if (existsSync(join(data, "postmaster.pid"))) spawnSync(asRoot ? "runuser" : join(bin, "pg_ctl"), [...(asRoot ? ["-u", SERVER_USER, "--", join(bin, "pg_ctl")] : []), "-D", data, "-m", mode, "-w", "stop"], { stdio: "ignore" });
    if (!keepIn) rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  try {
    // As the portal needs its database (server/db/portable.ts, decision 029): lower() folds every
    // letter (C.UTF-8), text sorts by code point like SQLite (C).
    if (!made) run("initdb", ["-D", data, "-U", SERVER_USER, "--auth=trust", "--encoding=UTF8", "--lc-collate=C", "--lc-ctype=C.UTF-8", "--no-sync"]);
    const chosen = port ?? (await freePort());
    const settings = keepIn ? MEASURED_SETTINGS : THROWAWAY_SETTINGS;
    const options = ["-c listen_addresses=127.0.0.1", `-c port=${chosen}`, `-c unix_socket_directories=${dir}`, ...settings.map((s) => `-c ${s}`)].join(" ");
    run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "-t", "60", "start"], { stdio: ["ignore", "pipe", "pipe"] });
    const url = `postgres://${SERVER_USER}@127.0.0.1:${chosen}/postgres`;
    if (!quiet) console.log(`PostgreSQL ${bin.split("/").at(-2)} cluster at ${url} (in ${dir})`);
    return { url, port: chosen, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The postgres user's uid or gid (as root only). */
function idOf(flag) {
  const result = spawnSync("id", [flag, SERVER_USER], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`There is no ${SERVER_USER} user to run the cluster as (Debian's postgresql package creates it).`);
  return result.stdout.trim();
}

async function main(argv) {
  const dash = argv.indexOf("--");
  const own = dash >= 0 ? argv.slice(0, dash) : argv;
  const command = dash >= 0 ? argv.slice(dash + 1) : [];
  const portAt = own.indexOf("--port");
  const port = portAt >= 0 ? Number(own[portAt + 1]) : undefined;
  const cluster = await startPostgresCluster({ port });
  const end = (code) => {
    cluster.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => end(130));
  process.on("SIGTERM", () => end(143));
  if (command.length === 0) {
    console.log("Running until Ctrl+C; the cluster and its folder go with it.");
    // Nothing else keeps this process (and so the cluster) alive.
    setInterval(() => {}, 1 << 30);
    return;
  }
  const child = spawn(command[0], command.slice(1), { stdio: "inherit", env: { ...process.env, TEST_POSTGRES_URL: cluster.url } });
  child.on("exit", (code, signal) => end(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
