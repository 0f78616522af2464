import { paths, withIntended } from "../../config/paths";
import type { Access } from "./route-table";

/** The catch-all route (404) opens on any host, signed in or not. */
export type RouteAccess = Access | "not-found";

export { isTrackingHost } from "../../domain/tracking";

export type AccessDecision = { kind: "render"; shell: boolean } | { kind: "redirect"; to: string };

interface AccessInput {
  access: RouteAccess;
  signedIn: boolean;
  trackingHost: boolean;
  /** Path and query the user asked for, kept as `intended` on the way to sign in. */
  requested: string;
  loginPath: string;
}

/**
 * The navigation guard of both spec documents, as one pure rule:
 * - a tracking host has only home, the tracking routes and 404; anything else goes to /trackings;
 * - a private route without a signed-in user goes to the platform's login with `intended`;
 * - signed-in users see private routes (and home) inside the shell.
 */
export function decideAccess({ access, signedIn, trackingHost, requested, loginPath }: AccessInput): AccessDecision {
  if (trackingHost) {
    if (access === "tracking" || access === "not-found") return { kind: "render", shell: false };
    return { kind: "redirect", to: paths.trackings };
  }
  if (access === "private" && !signedIn) return { kind: "redirect", to: withIntended(loginPath, requested) };
  const inShell = signedIn && (access === "private" || requested === paths.home || requested.startsWith(`${paths.home}?`));
  return { kind: "render", shell: inShell };
}
