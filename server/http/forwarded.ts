import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { ServerDeps } from "../deps";

/**
 * What the server may believe of the proxies in front of it (TRUST_PROXY, server/config.ts).
 *
 * Every proxy appends the address it received the request from to X-Forwarded-For. With N
 * trusted proxies, the last N entries were written by them and the Nth from the right is the
 * client as our outermost proxy saw it; every entry further left came from the client itself
 * and could change on every attempt to escape a limit. X-Forwarded-Proto is read the same way.
 */

/** TRUST_PROXY as a number of hops: `true` is one proxy, `false` none. */
export function trustedHops(trustProxy: ServerDeps["trustProxy"]): number {
  if (typeof trustProxy === "number") return Math.max(0, Math.floor(trustProxy));
  return trustProxy ? 1 : 0;
}

/** The entry our outermost trusted proxy wrote, or undefined when not behind a trusted proxy. */
function trustedEntry(header: string | undefined, hops: number): string | undefined {
  if (hops === 0 || !header) return undefined;
  const entries = header.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  if (entries.length === 0) return undefined;
  // Fewer entries than proxies: every entry is still a trusted proxy's, and the leftmost is the
  // furthest one (a request that reached an inner proxy directly).
  return entries[Math.max(0, entries.length - hops)];
}

/** The longest address text kept (an IPv6 address with a zone is under 64 characters). */
const MAX_ADDRESS_LENGTH = 64;

export function clientAddress(c: Context, deps: Pick<ServerDeps, "trustProxy">): string {
  const forwarded = trustedEntry(c.req.header("x-forwarded-for"), trustedHops(deps.trustProxy));
  if (forwarded) return forwarded.slice(0, MAX_ADDRESS_LENGTH);
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (tests) have no socket.
    return "unknown";
  }
}

/** The protocol the browser used as our outermost trusted proxy says ("https", "http"), or undefined without one. */
export function proxiedProtocol(c: Context, deps: Pick<ServerDeps, "trustProxy">): string | undefined {
  return trustedEntry(c.req.header("x-forwarded-proto"), trustedHops(deps.trustProxy))?.toLowerCase();
}

/** Whether the browser reached us over TLS: our own socket, or as the trusted proxy says. */
export function cameOverTls(c: Context, deps: Pick<ServerDeps, "trustProxy">): boolean {
  const forwarded = proxiedProtocol(c, deps);
  if (forwarded) return forwarded === "https";
  return new URL(c.req.url).protocol === "https:";
}

/**
 * Wraps the server's fetch to warn once when a request carries X-Forwarded-For that the server
 * ignores (TRUST_PROXY unset): behind a proxy every visitor then shares the proxy's address, so
 * one person's failed sign-ins put everyone's under the proof of work and one busy office uses
 * up everyone's tracking lookups.
 */
export function warnAboutUntrustedForwarding<F extends (request: Request, ...rest: never[]) => unknown>(
  fetch: F,
  trustProxy: ServerDeps["trustProxy"],
  warn: (message: string) => void = console.warn,
): F {
  if (trustedHops(trustProxy) > 0) return fetch;
  let warned = false;
  return ((request: Request, ...rest: never[]) => {
    if (!warned && request.headers.has("x-forwarded-for")) {
      warned = true;
      warn(
        "A request carried X-Forwarded-For, but TRUST_PROXY is not set: limits count the proxy's address for every visitor. " +
          "Behind a proxy, set TRUST_PROXY to the number of proxies in front of this server (1 for one).",
      );
    }
    return fetch(request, ...rest);
  }) as F;
}
