import type * as v from "valibot";
import {
  CheckpointResponse,
  MultiDispatchResponse,
  OrderResponse,
  type AddCheckpointRequest,
  type Order,
  type OrderListRow,
} from "../../api/schemas/orders";
import { ORDER_STATUSES, STATUS_AFTER_DISPATCH, type OrderStatusName } from "../../domain/order-status";
import type { CachedCheckpoint, OverlayFields } from "../db";
import type { OperationKind, OutboxOperation } from "./operations";

/**
 * What each kind of operation is: the answer it expects and the change it makes to a cached
 * order before the server has it (the optimistic overlay). Pure functions: the cache code in
 * reapply.ts decides where they run.
 */

/** The schema of a successful answer, per kind (briefs/offline-api.md). */
export const ANSWER_SCHEMAS = {
  dispatch: OrderResponse,
  "multi-dispatch": MultiDispatchResponse,
  "add-checkpoint": CheckpointResponse,
} as const satisfies Record<OperationKind, v.GenericSchema>;

const isDispatch = (op: OutboxOperation) => op.kind === "dispatch" || op.kind === "multi-dispatch";

/** The status an operation leaves its orders in. */
export function statusAfter(op: OutboxOperation): OrderStatusName {
  return isDispatch(op) ? STATUS_AFTER_DISPATCH : ((op.body as AddCheckpointRequest).status as OrderStatusName);
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
  const name = statusAfter(op);
  const code = ORDER_STATUSES[name];
  const next: OverlayFields = { ...fields, current_status: { id: code, name }, current_status_id: code };
  if (fields.status !== undefined) next.status = name;
  if (isDispatch(op)) {
    next.dispatched = true;
    if ("dispatched_at" in fields) next.dispatched_at = fields.dispatched_at ?? op.createdAt;
  }
  return next;
}

/** The checkpoint an add-checkpoint operation shows until the server's replaces it. */
export function localCheckpoint(op: OutboxOperation): CachedCheckpoint {
  const body = op.body as AddCheckpointRequest;
  const status = body.status as OrderStatusName;
  return {
    // Negative ids never collide with the server's; seq keeps them unique per device.
    id: -op.seq,
    status,
    status_code: ORDER_STATUSES[status],
    message: body.message,
    attachment: body.attachment ? { name: body.attachment.name, type: body.attachment.type } : null,
    created_at: op.createdAt,
    pending: true,
    opId: op.id,
  };
}

/** The pieces of an operation that enqueue builds per kind. */
export type OperationDraft = Pick<OutboxOperation, "kind" | "method" | "path" | "body" | "orderIds" | "orderNumbers">;

export function dispatchDraft(orders: readonly { id: number; order_number: string }[]): OperationDraft {
  const ids = orders.map((order) => order.id);
  const orderNumbers = orders.map((order) => order.order_number);
  if (orders.length === 1) return { kind: "dispatch", method: "put", path: `orders/${ids[0]}/dispatch`, orderIds: ids, orderNumbers };
  return { kind: "multi-dispatch", method: "put", path: "orders/multi_dispatch", body: { ids }, orderIds: ids, orderNumbers };
}

export function checkpointDraft(order: { id: number; order_number: string }, checkpoint: AddCheckpointRequest): OperationDraft {
  return {
    kind: "add-checkpoint",
    method: "post",
    path: `orders/${order.id}/add-checkpoint`,
    body: checkpoint,
    orderIds: [order.id],
    orderNumbers: [order.order_number],
  };
}
