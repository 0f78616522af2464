import type { Insertable, Transaction } from "kysely";
import { type CreatePickupRequest, MAX_SCAN_AGE_MS, MAX_SCAN_CLOCK_AHEAD_MS, PICKUP_CHECKPOINT_MESSAGES, PICKUP_MESSAGES, type Pickup, parseDeviceTime } from "../../src/api/schemas/pickups";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import { isUniqueViolation } from "../db/portable";
import type { Database, PickupsTable } from "../db/schema";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { HttpError } from "../http/errors";
import { insertCheckpoints } from "../orders/checkpoints";
import { findScannedOrder, pickupAnswer } from "./find-scanned-order";

/** Both a pickup and a dropoff are the first-mile handover (decision 017). */
const HANDOVER_CODE = ORDER_STATUSES.PICKUP;

/**
 * The device's scan time as ISO UTC, or 422: a clock far ahead would sort the scan above later
 * ones, and a scan older than 30 days outlived its Idempotency-Key (a resend could record twice).
 */
function scanTime(deps: Pick<ServerDeps, "now">, text: string): string {
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
 * Records a pickup or dropoff scan in the caller's transaction (runMutation): the pickup row, the
 * PICKUP checkpoint and the order's status change together. A refusal (not dispatched, recorded
 * already, a clock far off) throws, so nothing is stored (decision 015).
 */
export async function recordPickup(trx: Transaction<Database>, deps: Pick<ServerDeps, "now" | "jobs">, user: AuthUser, input: CreatePickupRequest): Promise<Pickup> {
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
  // The history tells when the handover happened, even when the scan arrives days later.
  await insertCheckpoints(trx, deps, [{ order_id: order.id, status_code: HANDOVER_CODE, message: PICKUP_CHECKPOINT_MESSAGES[input.type], created_by: user.id, created_at: scannedAt }]);
  // A late scan (the carrier already reported the parcel further on) never moves it back.
  await trx
    .updateTable("orders")
    .set({ current_status_id: HANDOVER_CODE, updated_at: at })
    .where("id", "=", order.id)
    .where("current_status_id", "<", HANDOVER_CODE)
    .execute();
  return pickupAnswer(row, order.order_number);
}
