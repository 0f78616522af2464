import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { CreateVolumeReversesRequest, VolumeReversesQuery } from "../../src/api/schemas/volume-reverses";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";
import { createVolumeReverses } from "../volume-reverses/create-reverses";
import { findVolumeReverse, listVolumeReverses } from "../volume-reverses/reverse-list";

/**
 * Reverse volumes (issue 18, decision 048). Every group of the seller reads; admin and operation
 * make them (viewer: 403), with a required Idempotency-Key so that a resent request makes no
 * second reverse. Another seller's order or reverse is as unknown as a missing one (404).
 */
export function volumeReverseRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/volume_reverses", auth, async (c) => {
    return c.json(one(await listVolumeReverses(deps.db, c.var.user.seller_id, readQuery(c, VolumeReversesQuery))));
  });

  app.get("/volume_reverses/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await findVolumeReverse(deps.db, c.var.user.seller_id, id)));
  });

  app.post("/orders/:id/volume_reverses", auth, requirePermissionOrReplay(deps, "seller:write"), async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, CreateVolumeReversesRequest);
    return runMutation(c, deps, { required: true, input }, async (trx) => {
      return { status: 201, body: one(await createVolumeReverses(trx, deps, c.var.user, id, input)) };
    });
  });

  return app;
}
