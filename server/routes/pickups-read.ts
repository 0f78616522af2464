import { Hono } from "hono";
import { PickupLookupQuery, PickupsQuery } from "../../src/api/schemas/pickups";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readQuery } from "../http/validate";
import { findScannedOrder, lookupAnswer } from "../pickups/find-scanned-order";
import { expectedParcels, listPickups } from "../pickups/pickup-list";

/** Reads of pickups and dropoffs: every group of the seller (the viewer reads too). */
export function pickupReadRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  // Before any /pickups/:id route, so "lookup" is never taken for an id.
  app.get("/pickups/lookup", auth, async (c) => {
    const { reference } = readQuery(c, PickupLookupQuery);
    return c.json(one(lookupAnswer(await findScannedOrder(deps.db, c.var.user.seller_id, reference))));
  });

  // What a pickup or dropoff session expects (decision 032): dispatched, not handed over yet.
  app.get("/pickups/expected", auth, async (c) => {
    return c.json(one(await expectedParcels(deps.db, c.var.user.seller_id)));
  });

  app.get("/pickups", auth, async (c) => {
    const query = readQuery(c, PickupsQuery);
    return c.json(one(await listPickups(deps.db, c.var.user.seller_id, query)));
  });

  return app;
}
