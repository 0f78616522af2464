import { Hono } from "hono";
import type { AppEnv, ServerDeps } from "../deps";
import { pickupReadRoutes } from "./pickups-read";
import { pickupWriteRoutes } from "./pickups-write";

/**
 * Every /v1/pickups route (issue 5). Every group of the seller reads (list, lookup, expected parcels); admin and
 * operation record scans (viewer: 403). Another seller's order is as unknown as a missing one.
 */
export function pickupRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.route("/", pickupReadRoutes(deps));
  app.route("/", pickupWriteRoutes(deps));
  return app;
}
