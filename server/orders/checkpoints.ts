import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { ATTACHMENT_MESSAGES, ATTACHMENT_TYPES, type AddCheckpointRequest, type Checkpoint, MAX_ATTACHMENT_BYTES } from "../../src/api/schemas/orders";
import { SNIFF_BYTES, type SniffedType, sniffFileType } from "../../src/domain/file-signature";
import { type OrderStatusName, ORDER_STATUSES } from "../../src/domain/order-status";
import { trackingEventByCode } from "../../src/domain/tracking-events";
import type { CheckpointsTable, Database } from "../db/schema";
import { type AuthUser, isoNow } from "../deps";
import { HttpError, notFound } from "../http/errors";
import { type DeliveryQueueDeps, queueNotificationDeliveries } from "../notification-delivery/queue-deliveries";
import { checkpointAnswer } from "./order-answers";
import { findOrderRow, sellerOrders } from "./order-rows";

/**
 * An order's tracking history: the one place a checkpoint is written. Creating an order, a
 * dispatch, a pickup or dropoff scan, a checkpoint added by hand and the demo seed all build
 * their rows with checkpointRow, so a new column is added once.
 */

type Db = Kysely<Database> | Transaction<Database>;

export const CHECKPOINT_BEFORE_DISPATCH = "Dispatch the order before adding checkpoints.";
export const CHECKPOINT_EVENT_MISMATCH = "This event does not fit this status";

/** A checkpoint to write; without an attachment unless it carries one. */
export interface NewCheckpoint {
  order_id: number;
  status_code: number;
  message: string;
  /** The user who recorded it; null for the carrier's own events. */
  created_by: number | null;
  /** When it happened (a late scan keeps the time of the scan). */
  created_at: string;
  attachment?: { name: string; type: string; data: string } | null;
  /** The tracking event when its status has several (TRACKING_EVENTS tracking_code); absent: the status's own. */
  event_code?: string | null;
}

export function checkpointRow(checkpoint: NewCheckpoint): Insertable<CheckpointsTable> {
  const { attachment, ...columns } = checkpoint;
  return {
    ...columns,
    attachment_name: attachment?.name ?? null,
    attachment_type: attachment?.type ?? null,
    attachment_data: attachment?.data ?? null,
  };
}

/**
 * Writes checkpoints in the caller's transaction and answers their rows. The notifications the
 * seller's rules ask for are queued in the same transaction (decision 060), so a checkpoint is
 * never written without them nor notified twice.
 */
export async function insertCheckpoints(trx: Db, deps: DeliveryQueueDeps, checkpoints: readonly NewCheckpoint[]): Promise<Selectable<CheckpointsTable>[]> {
  if (checkpoints.length === 0) return [];
  const rows = await trx.insertInto("checkpoints").values(checkpoints.map(checkpointRow)).returningAll().execute();
  await queueNotificationDeliveries(trx, deps, rows);
  return rows;
}

/**
 * The event a checkpoint added by hand names (the customs events of IN_TRANSIT), or 422 when no
 * tracking event of that code records the chosen status.
 */
export function checkedEventCode(statusCode: number, eventCode: string | undefined): string | null {
  if (!eventCode) return null;
  const event = trackingEventByCode(eventCode);
  if (!event || event.status_code !== statusCode) throw new HttpError(422, [{ event_code: [CHECKPOINT_EVENT_MISMATCH] }]);
  return event.tracking_code;
}

/**
 * The attachment's type as its bytes show it (issue 13), or 422. The schema bounds the base64
 * text; the decoded size is what the 150 KB promise is about. The type the sender claims is not
 * trusted: a file named proof.pdf holding HTML would otherwise be served as what it claims.
 */
export function attachmentType(attachment: NonNullable<AddCheckpointRequest["attachment"]>): SniffedType {
  const bytes = Buffer.from(attachment.data, "base64");
  if (bytes.length === 0) throw new HttpError(422, [{ "attachment.data": ["Can't be blank"] }]);
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new HttpError(422, [{ "attachment.data": [ATTACHMENT_MESSAGES.tooLarge] }]);
  const type = sniffFileType(bytes.subarray(0, SNIFF_BYTES));
  if (!type) throw new HttpError(422, [{ "attachment.data": [ATTACHMENT_MESSAGES.notRecognised] }]);
  return type;
}

/**
 * Adds a checkpoint by hand (POST /orders/{id}/add-checkpoint) in the caller's transaction and
 * moves the order to its status. Only a dispatched order has a history to add to (409). The
 * attachment's type was found by attachmentType before the transaction.
 */
export async function addCheckpoint(
  trx: Transaction<Database>,
  deps: DeliveryQueueDeps,
  user: AuthUser,
  orderId: number,
  input: AddCheckpointRequest,
  type: SniffedType | null,
): Promise<Checkpoint> {
  // Only whether it is dispatched: the outbox sends hundreds of these, and the order's whole row
  // (every column, as findOrderRow reads it) was a measurable share of each (decision 045).
  const order = await sellerOrders(trx, user.seller_id).select("orders.dispatched").where("orders.id", "=", orderId).executeTakeFirst();
  if (!order) throw notFound();
  if (order.dispatched !== 1) throw new HttpError(409, [CHECKPOINT_BEFORE_DISPATCH]);
  const code = ORDER_STATUSES[input.status as OrderStatusName];
  const eventCode = checkedEventCode(code, input.event_code);
  const at = isoNow(deps);
  const attachment = input.attachment && type ? { name: input.attachment.name, type, data: input.attachment.data } : null;
  const [row] = await insertCheckpoints(trx, deps, [{ order_id: orderId, status_code: code, message: input.message, attachment, event_code: eventCode, created_by: user.id, created_at: at }]);
  await trx.updateTable("orders").set({ current_status_id: code, updated_at: at }).where("id", "=", orderId).execute();
  return checkpointAnswer(row!);
}

/** The seller's order's history, oldest first. */
export async function listCheckpoints(db: Db, sellerId: number, orderId: number): Promise<Checkpoint[]> {
  await findOrderRow(db, sellerId, orderId);
  const rows = await db.selectFrom("checkpoints").selectAll().where("order_id", "=", orderId).orderBy("created_at").orderBy("id").execute();
  return rows.map(checkpointAnswer);
}

/** A stored type we serve as it is; anything else (never written since issue 13) as plain bytes. */
const servedType = (stored: string) => ((ATTACHMENT_TYPES as readonly string[]).includes(stored) ? stored : "application/octet-stream");

/** The file a checkpoint of the seller's order carries, or 404. */
export async function findCheckpointAttachment(db: Db, sellerId: number, orderId: number, checkpointId: number): Promise<{ name: string; type: string; bytes: Buffer }> {
  await findOrderRow(db, sellerId, orderId);
  const row = await db
    .selectFrom("checkpoints")
    .select(["attachment_name", "attachment_type", "attachment_data"])
    .where("id", "=", checkpointId)
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!row?.attachment_data || !row.attachment_name || !row.attachment_type) throw notFound();
  return { name: row.attachment_name, type: servedType(row.attachment_type), bytes: Buffer.from(row.attachment_data, "base64") };
}
