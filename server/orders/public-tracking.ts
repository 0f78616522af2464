import { TRACKING_MESSAGES, type TrackingCheckpoint, type TrackingResult } from "../../src/api/schemas/tracking";
import { statusName } from "../../src/domain/order-status";
import { sameTaxId, statusBarOf, zoneOf } from "../../src/domain/tracking";
import type { ServerDeps } from "../deps";
import { HttpError } from "../http/errors";
import { reserveTaxIdGuess } from "../verification/lookup-throttle";
import { consumeVerification } from "../verification/verify";

/** One tracking number may name a few orders (a last-mile number reused by a carrier). */
const MAX_CANDIDATES = 5;

/** What the public tracking page asks (POST /v1/trackings/lookup), already checked. */
export interface TrackingLookup {
  tracking_number: string;
  tax_id: string;
  verification: string;
}

/**
 * The public tracking lookup (issue 7): a used-once proof of work, then the order whose reference
 * or last-mile number is the one asked and whose customer has that tax id, answered with only what
 * the public page shows. 404 for an unknown number, 422 for a wrong tax id (wrong guesses are
 * limited per parcel).
 */
export async function lookupTracking(deps: ServerDeps, input: TrackingLookup): Promise<TrackingResult> {
  await consumeVerification(deps, input.verification, "tracking");

  const number = input.tracking_number.toUpperCase();
  const candidates = await deps.db
    .selectFrom("orders")
    .select(["id", "seller_id", "reference", "current_status_id", "estimated_delivery_date", "customer_country", "customer_city", "customer_document"])
    .where((eb) => eb.or([eb(eb.fn("upper", ["reference"]), "=", number), eb(eb.fn("upper", ["last_mile_tracking_number"]), "=", number)]))
    .orderBy("id", "desc")
    .limit(MAX_CANDIDATES)
    .execute();
  if (candidates.length === 0) throw new HttpError(404, [TRACKING_MESSAGES.notFound]);
  const guess = await reserveTaxIdGuess(deps, candidates.map((o) => o.id));
  const order = candidates.find((o) => sameTaxId(o.customer_country, input.tax_id, o.customer_document));
  if (!order) throw new HttpError(422, [{ tax_id: [TRACKING_MESSAGES.wrongTaxId] }]);
  await guess.giveBack();

  const rows = await deps.db
    .selectFrom("checkpoints")
    .select(["status_code", "message", "created_at"])
    .where("order_id", "=", order.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const checkpoints: TrackingCheckpoint[] = rows.flatMap((row) => {
    const status = statusName(row.status_code);
    // A code this server does not know yet has no name to show: left out, not guessed.
    return status ? [{ status, message: row.message, created_at: row.created_at, zone: zoneOf(row.status_code, row.message) }] : [];
  });
  const bar = statusBarOf(order.current_status_id);
  return {
    reference: order.reference,
    status: statusName(order.current_status_id) ?? "NEW",
    status_bar: bar.step,
    problem: bar.problem,
    checkpoints,
    estimated_delivery_date: order.estimated_delivery_date,
    destination: { country: order.customer_country, city: order.customer_city },
    seller_id: order.seller_id,
  };
}
