import { Hono } from "hono";
import * as v from "valibot";
import { IdParam } from "../../src/api/schemas/common";
import { ATTACHMENT_MESSAGES, ATTACHMENT_TYPES, AddCheckpointRequest, MAX_ATTACHMENT_BYTES } from "../../src/api/schemas/orders";
import { SNIFF_BYTES, type SniffedType, sniffFileType } from "../../src/domain/file-signature";
import { type OrderStatusName, ORDER_STATUSES } from "../../src/domain/order-status";
import { requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { HttpError, notFound } from "../http/errors";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";
import { checkpointAnswer, findOrderRow } from "./order-answers";

export const CHECKPOINT_BEFORE_DISPATCH = "Dispatch the order before adding checkpoints.";

const CheckpointParams = v.object({ id: IdParam.entries.id, checkpointId: IdParam.entries.id });

/**
 * The attachment's type as its bytes show it (issue 13), or 422. The schema bounds the base64
 * text; the decoded size is what the 150 KB promise is about. The type the sender claims is not
 * trusted: a file named proof.pdf holding HTML would otherwise be served as what it claims.
 */
function attachmentType(attachment: NonNullable<AddCheckpointRequest["attachment"]>): SniffedType {
  const bytes = Buffer.from(attachment.data, "base64");
  if (bytes.length === 0) throw new HttpError(422, [{ "attachment.data": ["Can't be blank"] }]);
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new HttpError(422, [{ "attachment.data": [ATTACHMENT_MESSAGES.tooLarge] }]);
  const type = sniffFileType(bytes.subarray(0, SNIFF_BYTES));
  if (!type) throw new HttpError(422, [{ "attachment.data": [ATTACHMENT_MESSAGES.notRecognised] }]);
  return type;
}

/** A stored type we serve as it is; anything else (never written since issue 13) as plain bytes. */
const servedType = (stored: string) => ((ATTACHMENT_TYPES as readonly string[]).includes(stored) ? stored : "application/octet-stream");

/** A file name safe inside a quoted header value; the full name goes in filename* (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Tracking history. Reading is for every group; adding a checkpoint is a write (viewer: 403)
 * queued by the outbox, so it requires an Idempotency-Key.
 */
export function orderCheckpointRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/orders/:id/checkpoints", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    await findOrderRow(deps.db, c.var.user.seller_id, id);
    const rows = await deps.db.selectFrom("checkpoints").selectAll().where("order_id", "=", id).orderBy("created_at").orderBy("id").execute();
    return c.json(one(rows.map(checkpointAnswer)));
  });

  app.get("/orders/:id/checkpoints/:checkpointId/attachment", auth, async (c) => {
    const { id, checkpointId } = readParams(c, CheckpointParams);
    await findOrderRow(deps.db, c.var.user.seller_id, id);
    const row = await deps.db
      .selectFrom("checkpoints")
      .select(["attachment_name", "attachment_type", "attachment_data"])
      .where("id", "=", checkpointId)
      .where("order_id", "=", id)
      .executeTakeFirst();
    if (!row?.attachment_data || !row.attachment_name || !row.attachment_type) throw notFound();
    const bytes = Buffer.from(row.attachment_data, "base64");
    // Always a download of the type found when it was stored, never sniffed into something else
    // (the security headers send nosniff everywhere; said again here, where it matters most).
    c.header("Content-Type", servedType(row.attachment_type));
    c.header("Content-Disposition", contentDisposition(row.attachment_name));
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(bytes), 200);
  });

  // A replay of a committed checkpoint is answered even after the user's role changed (decision 027).
  app.post("/orders/:id/add-checkpoint", auth, requirePermissionOrReplay(deps, "seller:write"), async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, AddCheckpointRequest);
    const type = input.attachment ? attachmentType(input.attachment) : null;
    const code = ORDER_STATUSES[input.status as OrderStatusName];
    return runMutation(c, deps, { required: true, input: { id, ...input } }, async (trx) => {
      const order = await findOrderRow(trx, c.var.user.seller_id, id);
      if (order.dispatched !== 1) throw new HttpError(409, [CHECKPOINT_BEFORE_DISPATCH]);
      const at = isoNow(deps);
      const row = await trx
        .insertInto("checkpoints")
        .values({
          order_id: id,
          status_code: code,
          message: input.message,
          attachment_name: input.attachment?.name ?? null,
          attachment_type: type,
          attachment_data: input.attachment?.data ?? null,
          created_by: c.var.user.id,
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.updateTable("orders").set({ current_status_id: code, updated_at: at }).where("id", "=", id).execute();
      return { status: 201, body: one(checkpointAnswer(row)) };
    });
  });

  return app;
}
