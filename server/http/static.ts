import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Context, Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { TRACKING_PATH, isTrackingHost, isTrackingPath } from "../../src/domain/tracking";
import type { AppEnv } from "../deps";

export interface StaticOptions {
  /** The folder `vite build` wrote (dist/). */
  root: string;
}

/** Files a page needs on any host: the built assets, icons, brand images, the workers. */
const ASSET_PATH = /^\/(assets|icons|brands|flags|terms)\/|^\/[\w.-]+\.(js|webmanifest|svg|png|ico)$/;

/**
 * Serves the built PWA from the same origin as /v1. Hashed assets are cached for a year; the
 * pages and the service workers are revalidated every time, so an update reaches users.
 *
 * Two pages (decision 022): the public tracking page (tracking.html, its own small bundle) for
 * /trackings and below; the portal (index.html) for any other GET that asks for HTML, whose
 * router owns those paths. On a tracking host only the tracking page exists: any other page
 * redirects to /trackings (spec, configuration area section 2).
 */
export function serveApp(app: Hono<AppEnv>, options: StaticOptions) {
  const indexFile = join(options.root, "index.html");
  const trackingFile = join(options.root, "tracking.html");
  if (!existsSync(indexFile)) {
    console.warn(`No built app in ${options.root}: run "npm run build". Serving /v1 only.`);
    return;
  }
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // The pages, the workers and the manifest must be revalidated, or users would keep an old app.
  const revalidated = new Set(["/", "/index.html", "/tracking.html", "/sw.js", "/trackings-sw.js", "/manifest.webmanifest"]);
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 200 && revalidated.has(c.req.path)) c.header("Cache-Control", "no-cache");
  });
  app.use("*", async (c, next) => {
    const path = c.req.path;
    if (!isTrackingHost(hostName(c)) || isTrackingPath(path) || path === "/v1" || path.startsWith("/v1/") || ASSET_PATH.test(path)) return next();
    return c.redirect(TRACKING_PATH, 302);
  });
  // tracking.html is also served under its own name: the portal's worker precaches it from there.
  app.use("*", serveStatic({ root: options.root }));
  app.get("*", (c) => {
    if (!(c.req.header("accept") ?? "").includes("text/html")) return c.notFound();
    c.header("Cache-Control", "no-cache");
    // Read each time: a rebuild while the server runs is picked up without a restart.
    const page = isTrackingPath(c.req.path) && existsSync(trackingFile) ? trackingFile : indexFile;
    return c.html(readFileSync(page, "utf8"));
  });
}

/** The Host header without its port ("tracking.localhost:8080" -> "tracking.localhost"). */
const hostName = (c: Context<AppEnv>) => (c.req.header("host") ?? "").replace(/:\d+$/, "");
