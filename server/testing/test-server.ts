import { afterEach, beforeEach, vi } from "vitest";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { LoginResponse } from "../../src/api/schemas/auth";
import { createApp } from "../app";
import type { OpenDatabase } from "../db/database";
import type { Database } from "../db/schema";
import type { ServerDeps } from "../deps";
import { createDocumentPool } from "../documents/render-pool";
import { jobHandlers } from "../jobs/handlers";
import type { AttemptEnd } from "../jobs/run-attempt";
import { createTableJobQueue } from "../jobs/table-queue";
import { DEMO_PASSWORD, DEMO_USERS } from "../seed/demo";
import { openSeededTestDatabase } from "./test-database";
import { TEST_START } from "./test-start";

/**
 * A whole server on a private database with the demo data, a clock the test moves, and
 * `app.request` helpers. No socket: requests go straight into the Hono app. The database is an
 * in-memory SQLite one, or in the PostgreSQL project (TEST_DATABASE=postgres) a PostgreSQL
 * database of its own (server/testing/test-database.ts).
 */

export type DemoUserKey = (typeof DEMO_USERS)[number]["key"];

export { TEST_START } from "./test-start";

export interface TestServerOptions {
  /** The clock's starting time (default TEST_START). */
  start?: Date;
  /**
   * Run seedDemoData on this server itself. By default only the first server per start time
   * does; later ones copy the rows it wrote, which spares five scrypt hashes per server.
   */
  freshSeed?: boolean;
  /** The X-Forwarded-For address requests carry unless they name another (default: unique per server). */
  address?: string;
  /** Settings of the server a test needs (private webhook receivers, a DNS stand-in). */
  deps?: Pick<ServerDeps, "webhooksAllowPrivate" | "resolveTxt">;
}

export interface RequestOptions {
  /** Sent as JSON with Content-Type: application/json. */
  body?: unknown;
  /** Sent as it is; give the Content-Type in `headers` if you want one. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** X-Forwarded-For for this request only. */
  address?: string;
}

export interface TestAnswer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  json: T;
  text: string;
}

let serverCount = 0;

export async function createTestServer(options: TestServerOptions = {}) {
  const database = await openSeededTestDatabase(options.start ?? TEST_START, options.freshSeed ?? false);
  return serveTestDatabase(database, options);
}

/**
 * A test server on a database already open and seeded: createTestServer's, or one of two
 * connections to one database, as two instances of the server have (server/two-instances.test.ts).
 * close() closes the database.
 */
export function serveTestDatabase(database: OpenDatabase, options: Omit<TestServerOptions, "freshSeed"> = {}) {
  serverCount += 1;
  let current = (options.start ?? TEST_START).getTime();
  const now = () => new Date(current);
  const db: Kysely<Database> = database.db;
  // Threads start at the first PDF only; no worker loop runs: a test runs due jobs with runJobs().
  const documents = createDocumentPool();
  const jobs = createTableJobQueue({ db, now });
  const deps: ServerDeps = { db, now, trustProxy: true, documents, jobs, ...options.deps };
  const app = createApp(deps);
  const defaultAddress = options.address ?? `10.${Math.floor(serverCount / 250) % 250}.${serverCount % 250}.1`;

  async function request<T = unknown>(method: string, path: string, req: RequestOptions = {}): Promise<TestAnswer<T>> {
    const headers: Record<string, string> = { "X-Forwarded-For": req.address ?? defaultAddress };
    let body: string | undefined;
    if (req.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(req.body);
    } else if (req.rawBody !== undefined) {
      body = req.rawBody;
    }
    if (req.token !== undefined) headers["Authorization"] = `Bearer ${req.token}`;
    Object.assign(headers, req.headers ?? {});
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = text === "" ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json: json as T, text };
  }

  function demoUser(key: DemoUserKey) {
    const user = DEMO_USERS.find((u) => u.key === key);
    if (!user) throw new Error(`No demo user ${key}`);
    return user;
  }

  /** Signs a demo user in with the demo password and returns the bearer token. */
  async function login(key: DemoUserKey): Promise<string> {
    const answer = await request("POST", "/v1/login", {
      body: { email: demoUser(key).email, password: DEMO_PASSWORD, platform: "nb" },
    });
    if (answer.status !== 200) throw new Error(`Login of ${key} answered ${answer.status}: ${answer.text}`);
    return v.parse(LoginResponse, answer.json).data.user.auth_token;
  }

  /** The database id of a demo user (ids follow DEMO_USERS order). */
  async function userId(key: DemoUserKey): Promise<number> {
    const row = await db.selectFrom("users").select("id").where("email", "=", demoUser(key).email).executeTakeFirstOrThrow();
    return row.id;
  }

  return {
    app,
    db,
    deps,
    now,
    address: defaultAddress,
    request,
    login,
    userId,
    demoUser,
    advance(ms: number) {
      current += ms;
    },
    jobs,
    /** Runs the jobs that are due, one attempt each, as a worker would; returns how each attempt ended. */
    async runJobs(): Promise<AttemptEnd[]> {
      const ends: AttemptEnd[] = [];
      const handlers = jobHandlers({ db, documents, now });
      for (let end = await jobs.runNext(handlers); end !== undefined; end = await jobs.runNext(handlers)) ends.push(end);
      return ends;
    },
    close: async () => {
      await documents.close();
      await database.close();
    },
  };
}

export type TestServer = ReturnType<typeof serveTestDatabase>;

/**
 * A fresh server for every test of the calling file, reached through the returned object (which
 * always points at the current test's server). Sign-ins hash with scrypt, slow on a busy
 * 2-core machine: the file's tests get 30 s each.
 */
export function serverPerTest(options: TestServerOptions = {}): TestServer {
  vi.setConfig({ testTimeout: 30_000 });
  let current: TestServer | undefined;
  beforeEach(async () => {
    current = await createTestServer(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!current) throw new Error("The test server exists only while a test runs.");
      const value: unknown = Reflect.get(current, key);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
}
