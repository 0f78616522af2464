import type { Context, MiddlewareHandler } from "hono";
import type { ServerDeps } from "../deps";
import { cameOverTls, proxiedProtocol } from "./forwarded";

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

export interface HeaderOptions extends Pick<ServerDeps, "trustProxy"> {
  /**
   * The server's own TLS uses the trial CA it made (HTTPS=true, decision 037): no HSTS then. A
   * browser refuses to let a person past a certificate warning on an HSTS host, so a phone that
   * has not installed the CA yet could not even open /ca.crt, and a year of HSTS on localhost
   * or a .local name would force every later http:// visit of that host (any port) to https.
   */
  trialTls?: boolean;
}

/** HSTS when TLS is a real one: a trusted proxy's, or our own socket's unless it is the trial CA's. */
function sendsStrictTransport(c: Context, options: HeaderOptions): boolean {
  const proxied = proxiedProtocol(c, options);
  if (proxied) return proxied === "https";
  return cameOverTls(c, options) && !options.trialTls;
}

export const securityHeaders = (options: HeaderOptions = { trustProxy: false }): MiddlewareHandler => async (c, next) => {
  await next();
  if (sendsStrictTransport(c, options)) c.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
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
