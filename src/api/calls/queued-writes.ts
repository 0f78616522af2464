import * as v from "valibot";
import { apiSend } from "../client";
import { ApiError } from "../errors";
import { type AddOverpackOrdersRequest, OverpackRefusalBody, OverpackResponse } from "../schemas/overpacks";
import { type AddCheckpointRequest, CheckpointResponse, MultiDispatchResponse, OrderResponse } from "../schemas/orders";
import { type CreatePickupRequest, PickupResponse } from "../schemas/pickups";
import { BoxTemplateResponse, DeletedTemplateResponse, ProductTemplateResponse } from "../schemas/templates";

/**
 * The /v1 writes the outbox sends (src/offline/outbox): dispatch, multi-dispatch, add-checkpoint,
 * pickup, the template writes and a tablet's scans into an overpack. Each call returns what to send; the outbox stores it as is
 * (IndexedDB keeps data, not schemas, so the answer's schema is found by the request's kind, in
 * QUEUED_ANSWERS below) and sends it with `sendQueuedWrite`, once per attempt, with the
 * operation's id as Idempotency-Key. The outbox itself builds no path.
 */

/** The schema of a successful answer, per kind of write (briefs/offline-api.md). */
export const QUEUED_ANSWERS = {
  dispatch: OrderResponse,
  "multi-dispatch": MultiDispatchResponse,
  "add-checkpoint": CheckpointResponse,
  "pickup-scan": PickupResponse,
  // A box answer lacks a product's sku and a product's lacks a box's sizes: one schema fits each.
  "template-save": v.union([BoxTemplateResponse, ProductTemplateResponse]),
  "template-delete": DeletedTemplateResponse,
  // A tablet's scan into an overpack (issue 18, decision 051).
  "overpack-add": OverpackResponse,
} as const satisfies Record<string, v.GenericSchema>;

export type QueuedWriteKind = keyof typeof QUEUED_ANSWERS;

/** What the outbox sends for one operation; paths are relative to /v1. */
export interface QueuedWrite<TKind extends QueuedWriteKind = QueuedWriteKind> {
  kind: TKind;
  method: "put" | "post" | "delete";
  path: string;
  body?: unknown;
}

/**
 * PUT /v1/orders/{id}/dispatch for one order; PUT /v1/orders/multi_dispatch for several (the
 * server dispatches the valid ones and names each refused one, decision 031).
 */
export function dispatchWrite(orderIds: readonly number[]): QueuedWrite<"dispatch" | "multi-dispatch"> {
  if (orderIds.length === 1) return { kind: "dispatch", method: "put", path: `orders/${orderIds[0]}/dispatch` };
  return { kind: "multi-dispatch", method: "put", path: "orders/multi_dispatch", body: { ids: [...orderIds] } };
}

/** POST /v1/orders/{id}/add-checkpoint. */
export const addCheckpointWrite = (orderId: number, checkpoint: AddCheckpointRequest): QueuedWrite<"add-checkpoint"> => ({
  kind: "add-checkpoint",
  method: "post",
  path: `orders/${orderId}/add-checkpoint`,
  body: checkpoint,
});

/** POST /v1/pickups: a pickup or dropoff scan. */
export const pickupScanWrite = (scan: CreatePickupRequest): QueuedWrite<"pickup-scan"> => ({ kind: "pickup-scan", method: "post", path: "pickups", body: scan });

/**
 * PUT /v1/overpacks/{id}/add-orders for one scanned code: by the order's id when the device knows
 * the order, by the code as scanned otherwise (the server resolves it, or refuses "not_found").
 */
export function overpackAddWrite(overpackId: number, target: { orderId: number } | { reference: string }): QueuedWrite<"overpack-add"> {
  const body: AddOverpackOrdersRequest = "orderId" in target ? { order_ids: [target.orderId] } : { references: [target.reference] };
  return { kind: "overpack-add", method: "put", path: `overpacks/${overpackId}/add-orders`, body };
}

/**
 * A 409 whose every refused order is already in this very overpack: what the scan asked for is
 * true on the server (a second scan of one label, or a send the server had taken before a reload
 * lost its answer), so the operation is done, not a refusal.
 */
export function isAlreadyInThisOverpack(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const body = v.safeParse(OverpackRefusalBody, error.body);
  return body.success && body.output.refused.length > 0 && body.output.refused.every((refusal) => refusal.reason === "in_this_overpack");
}

export type TemplateEntity = "box" | "product";

/** The settings resource of each kind of template, relative to /v1. */
export const TEMPLATE_RESOURCES = { box: "box_templates", product: "product_templates" } as const satisfies Record<TemplateEntity, string>;

/**
 * Saving a template, given the server's id of it (null: not created yet): POST the resource to
 * create it, PUT /{id} to change it; the body is the template's input.
 */
export function templateSaveWrite(entity: TemplateEntity, serverId: number | null, body: unknown): QueuedWrite<"template-save"> {
  const resource = TEMPLATE_RESOURCES[entity];
  if (serverId === null) return { kind: "template-save", method: "post", path: resource, body };
  return { kind: "template-save", method: "put", path: `${resource}/${serverId}`, body };
}

/** DELETE a template; null: nothing to send (the server never had it). */
export function templateDeleteWrite(entity: TemplateEntity, serverId: number | null): QueuedWrite<"template-delete"> | null {
  return serverId === null ? null : { kind: "template-delete", method: "delete", path: `${TEMPLATE_RESOURCES[entity]}/${serverId}` };
}

/**
 * Sends a queued write once (apiSend: no retries of its own; backoff is the outbox's alone) and
 * reads its answer with the schema of its kind.
 */
export async function sendQueuedWrite(write: QueuedWrite, idempotencyKey: string): Promise<unknown> {
  try {
    return await apiSend(write.method, write.path, QUEUED_ANSWERS[write.kind], { json: write.body, idempotencyKey });
  } catch (error) {
    // An overpack scan of an order already in that bag is done (no answer to take: the screens refetch).
    if (write.kind === "overpack-add" && isAlreadyInThisOverpack(error)) return undefined;
    throw error;
  }
}
