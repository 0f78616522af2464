import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import { type Pickup, type PickupLookup, PICKUP_MESSAGES } from "../../src/api/schemas/pickups";
import { isMisreadS10 } from "../../src/domain/s10";
import type { Database, OrdersTable, PickupsTable } from "../db/schema";
import { flag } from "../http/answers";
import { HttpError } from "../http/errors";
import { statusOf } from "../orders/order-answers";

type Db = Kysely<Database> | Transaction<Database>;

type ScannedOrder = Pick<Selectable<OrdersTable>, "id" | "order_number" | "reference" | "last_mile_tracking_number" | "dispatched" | "current_status_id">;

/**
 * The caller's seller's order a scanned or typed code names: its tracking reference, its
 * last-mile tracking number or its order number, trimmed (by the schema) and compared
 * case-insensitively (lower() on both sides, so both sides fold alike; codes are ASCII). Should
 * a code name two orders in different ways, the tracking reference wins, then the last-mile
 * number: those are what labels carry. Another seller's order is as unknown as a missing one.
 *
 * A code in the S10 shape whose check digit is wrong is a misread: 422, so that the device asks
 * for another scan instead of recording a code that names nothing (or, by bad luck, another
 * parcel). It is judged only after the search, because references issued before they were S10
 * numbers (decision 025) have the same shape without a real check digit and must still scan.
 */
export async function findScannedOrder(db: Db, sellerId: number, reference: string): Promise<ScannedOrder> {
  // The cast gives PostgreSQL the parameter's type (lower() also takes ranges there).
  const code = sql<string>`lower(cast(${reference} as text))`;
  const row = await db
    .selectFrom("orders")
    .select(["id", "order_number", "reference", "last_mile_tracking_number", "dispatched", "current_status_id"])
    .where("seller_id", "=", sellerId)
    .where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref("reference")})`, "=", code),
        eb(sql`lower(${sql.ref("last_mile_tracking_number")})`, "=", code),
        eb(sql`lower(${sql.ref("order_number")})`, "=", code),
      ]),
    )
    .orderBy(sql`case when lower(${sql.ref("reference")}) = ${code} then 0 when lower(${sql.ref("last_mile_tracking_number")}) = ${code} then 1 else 2 end`)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!row && isMisreadS10(reference)) throw new HttpError(422, [{ reference: [PICKUP_MESSAGES.misread] }]);
  if (!row) throw new HttpError(404, [PICKUP_MESSAGES.unknownReference]);
  return row;
}

export function lookupAnswer(order: ScannedOrder): PickupLookup {
  return {
    id: order.id,
    order_number: order.order_number,
    reference: order.reference,
    last_mile_tracking_number: order.last_mile_tracking_number,
    dispatched: flag(order.dispatched),
    current_status: { id: order.current_status_id, name: statusOf(order.current_status_id) },
  };
}

export function pickupAnswer(row: Selectable<PickupsTable>, orderNumber: string): Pickup {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: orderNumber,
    type: row.type,
    reference: row.reference,
    scanned_at: row.scanned_at,
    note: row.note,
    created_at: row.created_at,
  };
}
