import { type IncomingMessage, type ServerResponse, Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { seededRandom } from "../../server/seed/random";

/**
 * A fault-injecting HTTP proxy that a test starts in front of the e2e server (DESIGN.md section 6).
 * Every request is forwarded, the app's files too, so the page's origin IS the proxy and the app's
 * same-origin /v1 calls pass through it. Mutating /v1 requests (PUT, POST, DELETE) meet faults
 * chosen by a seeded PRNG, so a failing run can be replayed with the same seed:
 *
 * - "drop":       the connection is destroyed before anything is forwarded (nothing committed);
 * - "error500":   a 500 answer, nothing forwarded (nothing committed);
 * - "lost-reply": forwarded, the server commits and answers, then the client's connection is
 *                 destroyed instead of replying (committed, but the client cannot know);
 * - "delay":      forwarded after a pause (widens the window in which two senders would overlap).
 *
 * Every request is logged (method, path, Idempotency-Key, fault, upstream status, start and end):
 * these are the "server's records" the specs read, e.g. that no two mutating requests overlapped
 * in time while one sender ran. Sign-in (POST /v1/login) and sign-out are never faulted: they are
 * the test's own steps, not operations of the outbox.
 *
 * Given several targets (instances of the server on one database), it sends each request to the
 * next one in turn, so that consecutive requests of one client reach different instances.
 *
 * Bounded by design: it talks only to the loopback targets it was given and stops with `close()`.
 */

export type FaultKind = "drop" | "error500" | "lost-reply" | "delay";
export const FAULT_KINDS: readonly FaultKind[] = ["drop", "error500", "lost-reply", "delay"];

export interface FaultProxyOptions {
  /** The server behind the proxy, e.g. http://127.0.0.1:8291; or several, taken in turn per request. */
  target: string | readonly string[];
  /** Seed of the PRNG choosing faults; the same seed gives the same sequence of choices. */
  seed?: number;
  /** Share of mutating /v1 requests that meet a fault, 0..1 (0 = none). */
  faultRate?: number;
  /** Relative weights of the kinds when a fault happens (default: equal). */
  weights?: Partial<Record<FaultKind, number>>;
  /** Bounds of the "delay" fault in ms. */
  delayMs?: readonly [number, number];
}

export type Outcome = "answered" | "dropped" | "lost-reply" | "client-closed" | "upstream-error" | "refused-401";

export interface ProxyLogEntry {
  /** 1, 2, 3... in arrival order. */
  seq: number;
  method: string;
  /** Path and query as the client asked. */
  path: string;
  mutating: boolean;
  /** Which target (0, 1...) the request was for. */
  instance: number;
  idempotencyKey: string | undefined;
  fault: FaultKind | "none";
  /** The server's status when the request reached it; undefined when it never did. */
  upstreamStatus: number | undefined;
  /** What the client got. */
  outcome: Outcome | undefined;
  /** Epoch ms (fractional) when the proxy got the request and when it was done with the client. */
  start: number;
  end: number | undefined;
}

const MUTATING = new Set(["PUT", "POST", "DELETE", "PATCH"]);
/** The test's own session steps: never faulted, never counted as outbox traffic. */
const SESSION_PATHS = new Set(["/v1/login", "/v1/logout"]);
const DEFAULT_DELAY_MS = [50, 400] as const;


const now = () => performance.timeOrigin + performance.now();

export class FaultProxy {
  readonly log: ProxyLogEntry[] = [];
  private random: () => number;
  private faultRate: number;
  private weights: Record<FaultKind, number>;
  private delayMs: readonly [number, number];
  private unauthorized = false;
  private revokeAfter: number | undefined;
  private answeredMutations = 0;
  private readonly agent = new Agent({ keepAlive: true });
  private readonly targetUrls: URL[];
  private nextTarget = 0;
  private server = createServer((req, res) => void this.handle(req, res));
  private sockets = new Set<Socket>();
  port = 0;

  private constructor(options: FaultProxyOptions) {
    this.targetUrls = (typeof options.target === "string" ? [options.target] : options.target).map((target) => new URL(target));
    this.random = seededRandom(options.seed ?? 1);
    this.faultRate = options.faultRate ?? 0;
    this.weights = { drop: 1, error500: 1, "lost-reply": 1, delay: 1, ...options.weights };
    this.delayMs = options.delayMs ?? DEFAULT_DELAY_MS;
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
  }

  /** Starts a proxy on a free loopback port. */
  static async start(options: FaultProxyOptions): Promise<FaultProxy> {
    const proxy = new FaultProxy(options);
    await new Promise<void>((resolve, reject) => {
      proxy.server.once("error", reject);
      proxy.server.listen(0, "127.0.0.1", () => resolve());
    });
    proxy.port = (proxy.server.address() as AddressInfo).port;
    return proxy;
  }

  /** The proxy's origin. `localhost` (not 127.0.0.1) so it is a secure context like the e2e server's. */
  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** Changes the share of faulted mutating requests (0 turns faults off). */
  setFaultRate(rate: number): void {
    this.faultRate = rate;
  }

  disableFaults(): void {
    this.faultRate = 0;
  }

  /**
   * While on, every /v1 request that carries a token is answered 401 without reaching the server,
   * as if the session had been revoked; sign-in passes.
   */
  setUnauthorized(on: boolean): void {
    this.unauthorized = on;
  }

  /**
   * Revokes the session for real once `count` more mutating requests have been answered 2xx: the
   * proxy signs that request's token out at the server (POST /v1/logout) before replying, so the
   * next mutating request meets the server's own 401 "in the middle of the queue".
   */
  revokeSessionAfter(count: number): void {
    this.revokeAfter = this.answeredMutations + count;
  }

  /** Mutating /v1 requests other than sign-in/out: the outbox's traffic. */
  mutations(): ProxyLogEntry[] {
    return this.log.filter((entry) => entry.mutating);
  }

  /** How often each fault happened on mutating requests. */
  faultCounts(): Record<FaultKind, number> {
    const counts: Record<FaultKind, number> = { drop: 0, error500: 0, "lost-reply": 0, delay: 0 };
    for (const entry of this.mutations()) if (entry.fault !== "none") counts[entry.fault] += 1;
    return counts;
  }

  /**
   * Pairs of mutating requests whose [start, end] intervals overlap (two requests at once). With
   * `sameGroup`, only pairs it puts in one group (e.g. one Idempotency-Key, or one order).
   */
  overlappingMutations(sameGroup: (entry: ProxyLogEntry) => string | undefined = () => "all"): [ProxyLogEntry, ProxyLogEntry][] {
    const done = this.mutations()
      .filter((entry) => entry.end !== undefined)
      .sort((a, b) => a.start - b.start);
    const pairs: [ProxyLogEntry, ProxyLogEntry][] = [];
    for (let i = 1; i < done.length; i += 1) {
      const group = sameGroup(done[i]!);
      for (let j = i - 1; j >= 0; j -= 1) {
        if (done[j]!.end! > done[i]!.start && group !== undefined && sameGroup(done[j]!) === group) pairs.push([done[j]!, done[i]!]);
      }
    }
    return pairs;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.agent.destroy();
  }

  private chooseFault(): FaultKind | "none" {
    if (this.faultRate <= 0 || this.random() >= this.faultRate) return "none";
    const total = FAULT_KINDS.reduce((sum, kind) => sum + this.weights[kind], 0);
    let pick = this.random() * total;
    for (const kind of FAULT_KINDS) {
      pick -= this.weights[kind];
      if (pick < 0) return kind;
    }
    return "delay";
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    const pathname = new URL(path, "http://proxy").pathname;
    const isApi = pathname === "/v1" || pathname.startsWith("/v1/");
    const mutating = isApi && MUTATING.has(method) && !SESSION_PATHS.has(pathname.replace(/\/+$/, ""));
    const header = req.headers["idempotency-key"];
    const instance = this.nextTarget;
    this.nextTarget = (this.nextTarget + 1) % this.targetUrls.length;
    const entry: ProxyLogEntry = {
      seq: this.log.length + 1,
      method,
      path,
      mutating,
      instance,
      idempotencyKey: Array.isArray(header) ? header[0] : header,
      fault: "none",
      upstreamStatus: undefined,
      outcome: undefined,
      start: now(),
      end: undefined,
    };
    this.log.push(entry);
    const finish = (outcome: Outcome) => {
      if (entry.end !== undefined) return;
      entry.outcome = outcome;
      entry.end = now();
    };
    // The browser may give up first (a reload mid-request): the request is over for the client.
    res.on("close", () => finish(res.writableFinished ? "answered" : "client-closed"));

    if (isApi && this.unauthorized && req.headers.authorization && !SESSION_PATHS.has(pathname)) {
      req.resume();
      res.writeHead(401, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify({ messages: ["Please login again."] }), () => finish("refused-401"));
      return;
    }
    if (!mutating) {
      this.forwardStreaming(req, res, entry, finish);
      return;
    }

    const body = await readBody(req);
    const fault = this.chooseFault();
    entry.fault = fault;
    if (fault === "drop") {
      finish("dropped");
      req.socket.destroy();
      return;
    }
    if (fault === "error500") {
      res.writeHead(500, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify({ messages: ["Injected fault: internal server error."] }));
      return;
    }
    if (fault === "delay") {
      const [min, max] = this.delayMs;
      await new Promise((resolve) => setTimeout(resolve, min + this.random() * (max - min)));
    }

    let upstream: { status: number; headers: IncomingMessage["headers"]; body: Buffer };
    try {
      upstream = await this.forwardBuffered(req, body, instance);
    } catch {
      finish("upstream-error");
      req.socket.destroy();
      return;
    }
    entry.upstreamStatus = upstream.status;
    if (upstream.status >= 200 && upstream.status < 300) {
      this.answeredMutations += 1;
      if (this.revokeAfter !== undefined && this.answeredMutations >= this.revokeAfter && req.headers.authorization) {
        this.revokeAfter = undefined;
        await this.signOut(req.headers.authorization, instance);
      }
    }
    if (fault === "lost-reply") {
      // The server has committed and answered; the client never hears of it.
      finish("lost-reply");
      req.socket.destroy();
      return;
    }
    res.writeHead(upstream.status, upstream.headers);
    res.end(upstream.body);
  }

  private upstreamOptions(req: IncomingMessage, instance: number) {
    const target = this.targetUrls[instance]!;
    return {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
      agent: this.agent,
    };
  }

  private forwardStreaming(req: IncomingMessage, res: ServerResponse, entry: ProxyLogEntry, finish: (outcome: Outcome) => void) {
    const upstream = httpRequest(this.upstreamOptions(req, entry.instance), (answer) => {
      entry.upstreamStatus = answer.statusCode;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      finish("upstream-error");
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    // A reload aborts the page's requests: stop the upstream one too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  private forwardBuffered(req: IncomingMessage, body: Buffer, instance: number): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
    return new Promise((resolve, reject) => {
      // Not tied to the client: once forwarded, the server's work completes even if the client left.
      const upstream = httpRequest(this.upstreamOptions(req, instance), (answer) => {
        readBody(answer).then((data) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: data }), reject);
      });
      upstream.on("error", reject);
      upstream.end(body);
    });
  }

  private async signOut(authorization: string, instance: number): Promise<void> {
    const target = this.targetUrls[instance]!;
    await new Promise<void>((resolve) => {
      const upstream = httpRequest(
        { hostname: target.hostname, port: target.port, method: "POST", path: "/v1/logout", headers: { authorization }, agent: this.agent },
        (answer) => {
          answer.resume();
          answer.on("end", () => resolve());
        },
      );
      upstream.on("error", () => resolve());
      upstream.end();
    });
  }
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}
