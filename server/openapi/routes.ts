import { Hono } from "hono";
import type { AppEnv } from "../deps";
import { buildOpenApiDocument } from "./document";
import { referencePage } from "./reference-page";

/**
 * The published contract (decision 036), public like the sign-in call: a seller's developer reads
 * it before having an account. Made once per process, on the first request: it only changes with
 * the code.
 */
export function openApiRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  const theDocument = () => (document ??= buildOpenApiDocument());

  app.get("/openapi.json", (c) => c.json(theDocument()));
  app.get("/docs", (c) => c.html((page ??= referencePage(theDocument()))));
  return app;
}
