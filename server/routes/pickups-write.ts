import { Hono } from "hono";
import { CreatePickupRequest } from "../../src/api/schemas/pickups";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";
import { recordPickup } from "../pickups/record-pickup";

/**
 * POST /v1/pickups: queued by the app's outbox while a driver scans, so the Idempotency-Key is
 * required. The pickup row, the PICKUP checkpoint and the order's status change are one
 * transaction with the stored answer; a refusal stores nothing (decision 015).
 */
export function pickupWriteRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  // A replay of a committed scan is answered even after the user's role changed (decision 027).
  app.post("/pickups", requireUser(deps), requirePermissionOrReplay(deps, "seller:write"), async (c) => {
    const input = await readJson(c, CreatePickupRequest);
    return runMutation(c, deps, { required: true, input }, async (trx) => {
      return { status: 201, body: one(await recordPickup(trx, deps, c.var.user, input)) };
    });
  });

  return app;
}
