import { Hono } from "hono";
import * as v from "valibot";
import { IdParam } from "../../src/api/schemas/common";
import { AddCheckpointRequest } from "../../src/api/schemas/orders";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { contentDisposition } from "../http/content-disposition";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";
import { addCheckpoint, attachmentType, findCheckpointAttachment, listCheckpoints } from "../orders/checkpoints";

const CheckpointParams = v.object({ id: IdParam.entries.id, checkpointId: IdParam.entries.id });

/**
 * Tracking history. Reading is for every group; adding a checkpoint is a write (viewer: 403)
 * queued by the outbox, so it requires an Idempotency-Key.
 */
export function orderCheckpointRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/orders/:id/checkpoints", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await listCheckpoints(deps.db, c.var.user.seller_id, id)));
  });

  app.get("/orders/:id/checkpoints/:checkpointId/attachment", auth, async (c) => {
    const { id, checkpointId } = readParams(c, CheckpointParams);
    const file = await findCheckpointAttachment(deps.db, c.var.user.seller_id, id, checkpointId);
    // Always a download of the type found when it was stored, never sniffed into something else
    // (the security headers send nosniff everywhere; said again here, where it matters most).
    c.header("Content-Type", file.type);
    c.header("Content-Disposition", contentDisposition(file.name));
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(file.bytes), 200);
  });

  // A replay of a committed checkpoint is answered even after the user's role changed (decision 027).
  app.post("/orders/:id/add-checkpoint", auth, requirePermissionOrReplay(deps, "seller:write"), async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, AddCheckpointRequest);
    const type = input.attachment ? attachmentType(input.attachment) : null;
    return runMutation(c, deps, { required: true, input: { id, ...input } }, async (trx) => {
      return { status: 201, body: one(await addCheckpoint(trx, deps, c.var.user, id, input, type)) };
    });
  });

  return app;
}
