import { Hono } from "hono";
import type { Insertable, Transaction } from "kysely";
import { CreatePickupRequest, MAX_SCAN_AGE_MS, MAX_SCAN_CLOCK_AHEAD_MS, PICKUP_CHECKPOINT_MESSAGES, PICKUP_MESSAGES, parseDeviceTime } from "../../src/api/schemas/pickups";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import { requireUser } from "../auth/require-user";
import { isUniqueViolation } from "../db/portable";
import type { Database, PickupsTable } from "../db/schema";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { HttpError } from "../http/errors";
import { readJson } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";
import { findScannedOrder, pickupAnswer } from "./pickups-find";

/** Both a pickup and a dropoff are the first-mile handover (decision 017). */
const HANDOVER_CODE = ORDER_STATUSES.PICKUP;

/**
 * The device's scan time as ISO UTC, or 422: a clock far ahead would sort the scan above later
 * ones, and a scan older than 30 days outlived its Idempotency-Key (a resend could record twice).
 */
function scanTime(deps: ServerDeps, text: string): string {
  const time = parseDeviceTime(text);
  if (!time) throw new HttpError(422, [{ scanned_at: ["Must be a time (ISO 8601 with a time zone)"] }]);
  const now = deps.now().getTime();
  if (time.getTime() > now + MAX_SCAN_CLOCK_AHEAD_MS) throw new HttpError(422, [{ scanned_at: [PICKUP_MESSAGES.scannedInFuture] }]);
  if (time.getTime() < now - MAX_SCAN_AGE_MS) throw new HttpError(422, [{ scanned_at: [PICKUP_MESSAGES.scannedTooLongAgo] }]);
  return time.toISOString();
}

async function insertPickup(trx: Transaction<Database>, values: Insertable<PickupsTable>) {
  return trx.insertInto("pickups").values(values).returningAll().executeTakeFirstOrThrow();
}

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
    const user = c.var.user;
    return runMutation(c, deps, { required: true, input }, async (trx) => {
      // Checked inside the effect so that a replay gets its stored answer whatever the clock says.
      const scannedAt = scanTime(deps, input.scanned_at);
      const order = await findScannedOrder(trx, user.seller_id, input.reference);
      if (order.dispatched !== 1) throw new HttpError(409, [PICKUP_MESSAGES.notDispatched]);
      const alreadyRecorded = new HttpError(409, [PICKUP_MESSAGES.alreadyRecorded(input.type)]);
      const existing = await trx.selectFrom("pickups").select("id").where("order_id", "=", order.id).where("type", "=", input.type).executeTakeFirst();
      if (existing) throw alreadyRecorded;

      const at = isoNow(deps);
      const note = input.note ? input.note : null;
      const row = await insertPickup(trx, {
        seller_id: user.seller_id,
        order_id: order.id,
        type: input.type,
        reference: input.reference,
        scanned_at: scannedAt,
        note,
        created_by: user.id,
        created_at: at,
      }).catch((error: unknown) => {
        // Another device recorded it between the check and the insert (PostgreSQL, concurrent).
        throw isUniqueViolation(error) ? alreadyRecorded : error;
      });
      await trx
        .insertInto("checkpoints")
        .values({
          order_id: order.id,
          status_code: HANDOVER_CODE,
          message: PICKUP_CHECKPOINT_MESSAGES[input.type],
          attachment_name: null,
          attachment_type: null,
          attachment_data: null,
          created_by: user.id,
          // The history tells when the handover happened, even when the scan arrives days later.
          created_at: scannedAt,
        })
        .execute();
      // A late scan (the carrier already reported the parcel further on) never moves it back.
      await trx
        .updateTable("orders")
        .set({ current_status_id: HANDOVER_CODE, updated_at: at })
        .where("id", "=", order.id)
        .where("current_status_id", "<", HANDOVER_CODE)
        .execute();
      return { status: 201, body: one(pickupAnswer(row, order.order_number)) };
    });
  });

  return app;
}
