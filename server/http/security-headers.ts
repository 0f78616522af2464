import type { MiddlewareHandler } from "hono";
import type { ServerDeps } from "../deps";
import { cameOverTls } from "./forwarded";

/**
 * Headers for everything the server sends. The CSP allows no inline script: the built app is
 * plain files from this origin. Styles may be inline because React and the scanner set
 * element styles; that gives no script execution.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * A year of "HTTPS only" for browsers that reached us over TLS. Not on plain http: a browser
 * ignores it there, and a machine's own http://localhost must stay reachable. No
 * includeSubDomains: a white-label host's siblings are not ours to bind.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

export const securityHeaders = (deps: Pick<ServerDeps, "trustProxy"> = { trustProxy: false }): MiddlewareHandler => async (c, next) => {
  await next();
  if (cameOverTls(c, deps)) c.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  c.header("X-Frame-Options", "DENY");
  c.header("Cross-Origin-Opener-Policy", "same-origin");
  c.header("Permissions-Policy", "camera=(self), microphone=(), geolocation=()");
  if (c.req.path.startsWith("/v1") && !c.res.headers.has("Cache-Control")) {
    // Answers carry personal data and tokens: never cached by the browser or a proxy, unless
    // the route itself chose a policy (the public advertising image of the tracking page).
    c.header("Cache-Control", "no-store");
  }
};
