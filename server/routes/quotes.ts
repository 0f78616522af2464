import { Hono } from "hono";
import type { AppEnv, ServerDeps } from "../deps";

/** Issue 6: being built. */
export function quoteRoutes(_deps: ServerDeps) {
  return new Hono<AppEnv>({ strict: false });
}
