import type { Server } from "node:http";

/** Requests in flight get this long to finish once a shutdown begins; then their connections are cut. */
export const SHUTDOWN_GRACE_MS = 15_000;
/**
 * How often connections that became idle (their request finished, the client keeps them alive)
 * are closed while draining: Node closes the idle ones when close() is called, not those that
 * become idle later, which would hold the shutdown for the keep-alive timeout.
 */
const IDLE_SWEEP_MS = 100;

export interface ShutdownSteps {
  /** Called first: readiness answers 503 from now on (server/routes/health.ts). */
  drain(): void;
  /** Called once no request is in flight any more (or the grace ran out): the pools, the database. */
  release(): Promise<void>;
  /** Resolves when the grace is over; a test passes its own. */
  graceOver?: Promise<void>;
}

/**
 * Stops an HTTP server the way a rolling deploy needs (issue 16): stop accepting connections,
 * let the requests in flight finish (idle keep-alive connections are closed at once), cut what is
 * still open when the grace runs out, then release what the requests used. Resolves when done;
 * `true` when every request finished in time.
 */
export async function shutDownGracefully(server: Server, steps: ShutdownSteps): Promise<boolean> {
  steps.drain();
  let timer: NodeJS.Timeout | undefined;
  const graceOver = steps.graceOver ?? new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS).unref()));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const finished = await Promise.race([closed.then(() => true), graceOver.then(() => false)]);
  clearTimeout(timer);
  clearInterval(sweep);
  if (!finished) {
    server.closeAllConnections();
    await closed;
  }
  await steps.release();
  return finished;
}
