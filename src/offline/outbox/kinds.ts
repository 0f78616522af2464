import { addCheckpointWrite, dispatchWrite, overpackAddWrite, pickupScanWrite } from "../../api/calls/queued-writes";
import type { AddCheckpointRequest, Order, OrderListRow } from "../../api/schemas/orders";
import { type CreatePickupRequest, PICKUP_CHECKPOINT_MESSAGES, type PickupType } from "../../api/schemas/pickups";
import { ORDER_STATUSES, STATUS_AFTER_DISPATCH, type OrderStatusName } from "../../domain/order-status";
import type { CachedCheckpoint, OverlayFields } from "../db";
import type { OutboxOperation } from "./operations";

/**
 * What each kind of operation does to a cached order before the server has it (the optimistic
 * overlay). Pure functions: the cache code in reapply.ts decides where they run. What each kind
 * sends, and the answer it expects, are its call's (src/api/calls/queued-writes.ts).
 */

const isDispatch = (op: OutboxOperation) => op.kind === "dispatch" || op.kind === "multi-dispatch";

/**
 * Whether an operation still changes its cached orders. A dispatch the server refused does not:
 * the order shows its real state (not dispatched, editable) at once, while the refusal waits for
 * the person in "needs attention" (issue 14). Retried, it shows again. Other kinds keep showing
 * what the user asked for until it is resolved.
 */
export function showsOnOrder(op: OutboxOperation): boolean {
  return !(isDispatch(op) && op.state === "needs_attention" && op.lastError?.status !== undefined);
}

/** A pickup and a dropoff are both the first-mile handover (decision 017). */
const HANDOVER_STATUS: OrderStatusName = "PICKUP";

/** The status an operation leaves its orders in. */
export function statusAfter(op: OutboxOperation): OrderStatusName {
  if (isDispatch(op)) return STATUS_AFTER_DISPATCH;
  if (op.kind === "pickup-scan") return HANDOVER_STATUS;
  return (op.body as AddCheckpointRequest).status as OrderStatusName;
}

/** The overlay fields of a list row. */
export const rowFields = (row: OrderListRow): OverlayFields => ({
  dispatched: row.dispatched,
  current_status: row.current_status,
  current_status_id: row.current_status_id,
});

/** The overlay fields of a full order: the row's plus `status` and `dispatched_at`. */
export const orderFields = (order: Order): OverlayFields => ({
  ...rowFields(order),
  status: order.status,
  dispatched_at: order.dispatched_at,
});

/** The fields after `op`; a row's fields stay a row's (no `status` or `dispatched_at` added). */
export function applyOperation(fields: OverlayFields, op: OutboxOperation): OverlayFields {
  // A scan into an overpack changes no status; it touches its order only to be sent after that order's dispatch.
  if (op.kind === "overpack-add") return fields;
  const name = statusAfter(op);
  const code = ORDER_STATUSES[name];
  // As on the server: a late scan never moves an order back (the carrier may be further on).
  if (op.kind === "pickup-scan" && fields.current_status_id >= code) return fields;
  const next: OverlayFields = { ...fields, current_status: { id: code, name }, current_status_id: code };
  if (fields.status !== undefined) next.status = name;
  if (isDispatch(op)) {
    next.dispatched = true;
    if ("dispatched_at" in fields) next.dispatched_at = fields.dispatched_at ?? op.createdAt;
  }
  return next;
}

/**
 * The checkpoint an operation shows, marked pending, until the server's copy replaces it: an
 * add-checkpoint's, or a scan's PICKUP (dated with the scan, as the server dates it). Other
 * kinds add none.
 */
export function localCheckpoint(op: OutboxOperation): CachedCheckpoint | undefined {
  // Negative ids never collide with the server's; seq keeps them unique per device.
  const local = { id: -op.seq, pending: true, opId: op.id };
  if (op.kind === "pickup-scan") {
    const body = op.body as CreatePickupRequest;
    const status = HANDOVER_STATUS;
    return { ...local, status, status_code: ORDER_STATUSES[status], message: PICKUP_CHECKPOINT_MESSAGES[body.type], attachment: null, created_at: body.scanned_at };
  }
  if (op.kind !== "add-checkpoint") return undefined;
  const body = op.body as AddCheckpointRequest;
  const status = body.status as OrderStatusName;
  return {
    ...local,
    status,
    status_code: ORDER_STATUSES[status],
    message: body.message,
    attachment: body.attachment ? { name: body.attachment.name, type: body.attachment.type } : null,
    created_at: op.createdAt,
    event_code: body.event_code ?? null,
  };
}

/**
 * The checkpoint a confirmed operation leaves when its answer carries none (a scan answers with
 * the pickup): the local one, no longer pending, until the next fetch of the order's history
 * brings the server's.
 */
export function confirmedCheckpoint(op: OutboxOperation): CachedCheckpoint | undefined {
  const local = localCheckpoint(op);
  if (!local) return undefined;
  const { pending: _pending, opId: _opId, ...checkpoint } = local;
  return checkpoint;
}

/** The pieces of an operation that enqueue builds per kind. */
export type OperationDraft = Pick<OutboxOperation, "kind" | "method" | "path" | "body" | "orderIds" | "orderNumbers" | "template">;

export function dispatchDraft(orders: readonly { id: number; order_number: string }[]): OperationDraft {
  const ids = orders.map((order) => order.id);
  return { ...dispatchWrite(ids), orderIds: ids, orderNumbers: orders.map((order) => order.order_number) };
}

export function checkpointDraft(order: { id: number; order_number: string }, checkpoint: AddCheckpointRequest): OperationDraft {
  return { ...addCheckpointWrite(order.id, checkpoint), orderIds: [order.id], orderNumbers: [order.order_number] };
}

/** What the pickup-dropoff screen queues for one scan or typed code. */
export interface PickupScan {
  /** The code as scanned or typed: a tracking number, last-mile number or order number. */
  reference: string;
  type: PickupType;
  /** ISO time of the scan on the device. */
  scannedAt: string;
  note?: string;
  /** The order the code matched in the device's cache, when it did. */
  order?: { id: number; order_number: string };
}

/**
 * A pickup or dropoff scan (its call: pickupScanWrite). A scan of a cached order touches that order (its overlay, and its place in the
 * per-order sending order); a code the device does not know touches none and is shown in the
 * outbox by the code itself, until the server says which order it is (or that none is).
 */
export function pickupScanDraft(scan: PickupScan): OperationDraft {
  const reference = scan.reference.trim();
  if (reference === "") throw new Error("A scan needs a code");
  const note = scan.note?.trim();
  const body: CreatePickupRequest = { reference, type: scan.type, scanned_at: scan.scannedAt, ...(note ? { note } : {}) };
  return {
    ...pickupScanWrite(body),
    orderIds: scan.order ? [scan.order.id] : [],
    orderNumbers: [scan.order?.order_number ?? reference],
  };
}

/** What the overpack view's "Scan to add" queues for one code (issue 18, decision 051). */
export interface OverpackScan {
  overpackId: number;
  /** The code as scanned or typed. */
  reference: string;
  /** The order the code matched in the device's cache, when it did: it is then sent by id. */
  order?: { id: number; order_number: string };
}

/**
 * A scan into an overpack (its call: overpackAddWrite). A known order is sent by its id and waits
 * behind that order's queued operations (its dispatch); every scan into one overpack also shares
 * the overpack's lane (lanes.ts), so they reach the server one after another, as scanned.
 */
export function overpackAddDraft(scan: OverpackScan): OperationDraft {
  const reference = scan.reference.trim();
  if (reference === "") throw new Error("A scan needs a code");
  return {
    ...overpackAddWrite(scan.overpackId, scan.order ? { orderId: scan.order.id } : { reference }),
    orderIds: scan.order ? [scan.order.id] : [],
    orderNumbers: [scan.order?.order_number ?? reference],
  };
}

/** The overpack an overpack-add operation fills, from its path. */
export function overpackOf(op: Pick<OutboxOperation, "kind" | "path">): number | undefined {
  if (op.kind !== "overpack-add") return undefined;
  const match = /^overpacks\/(\d+)\/add-orders$/.exec(op.path);
  return match ? Number(match[1]) : undefined;
}
