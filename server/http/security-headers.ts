import type { MiddlewareHandler } from "hono";

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

export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
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
