import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "../deps";

export interface StaticOptions {
  /** The folder `vite build` wrote (dist/). */
  root: string;
}

/**
 * Serves the built PWA from the same origin as /v1. Hashed assets are cached for a year; the
 * page and the service worker are revalidated every time, so an update reaches users.
 * Any other GET that asks for HTML gets index.html: the app's router owns those paths.
 */
export function serveApp(app: Hono<AppEnv>, options: StaticOptions) {
  const indexFile = join(options.root, "index.html");
  if (!existsSync(indexFile)) {
    console.warn(`No built app in ${options.root}: run "npm run build". Serving /v1 only.`);
    return;
  }
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // The page, the worker and the manifest must be revalidated, or users would keep an old app.
  const revalidated = new Set(["/", "/index.html", "/sw.js", "/manifest.webmanifest"]);
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 200 && revalidated.has(c.req.path)) c.header("Cache-Control", "no-cache");
  });
  app.use("*", serveStatic({ root: options.root }));
  app.get("*", (c) => {
    if (!(c.req.header("accept") ?? "").includes("text/html")) return c.notFound();
    c.header("Cache-Control", "no-cache");
    // Read each time: a rebuild while the server runs is picked up without a restart.
    return c.html(readFileSync(indexFile, "utf8"));
  });
}
