import * as v from "valibot";
import { apiSend } from "../client";
import { type AddCheckpointRequest, CheckpointResponse, MultiDispatchResponse, OrderResponse } from "../schemas/orders";
import { type CreatePickupRequest, PickupResponse } from "../schemas/pickups";
import { BoxTemplateResponse, DeletedTemplateResponse, ProductTemplateResponse } from "../schemas/templates";

/**
 * The /v1 writes the outbox sends (src/offline/outbox): dispatch, multi-dispatch, add-checkpoint,
 * pickup and the template writes. Each call returns what to send; the outbox stores it as is
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
export const sendQueuedWrite = (write: QueuedWrite, idempotencyKey: string): Promise<unknown> =>
  apiSend(write.method, write.path, QUEUED_ANSWERS[write.kind], { json: write.body, idempotencyKey });
