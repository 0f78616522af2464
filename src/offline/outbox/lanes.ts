import type { CreatePickupRequest } from "../../api/schemas/pickups";
import { overpackOf } from "./kinds";
import type { OutboxOperation } from "./operations";

/**
 * Which queued operations may be sent now, several at once (decision 027).
 *
 * An operation's lanes are the orders it touches, its template, for a scan of a code the device
 * does not know, that code, and for a scan into an overpack, that overpack. The operations of one lane reach the server one after another
 * in seq order, as they were made; different lanes go side by side. An operation waits while any
 * earlier operation sharing one of its lanes is not done: being sent, waiting out a backoff,
 * needing attention, or another user's. A multi-dispatch therefore waits for every one of its
 * orders, and holds each of them back until it is done.
 */

/** Where an operation of the sender's current round stands; absent = not started. */
export type Progress = "sending" | "done" | "waits";

export function lanesOf(op: OutboxOperation): string[] {
  const lanes = op.orderIds.map((id) => `order:${id}`);
  // Templates are ordered like orders: by their device id (src/offline/templates/).
  if (op.template) lanes.push(`template:${op.template.localId}`);
  // Codes are matched without case, as the server matches them.
  if (op.kind === "pickup-scan" && op.orderIds.length === 0) lanes.push(`code:${(op.body as CreatePickupRequest).reference.toUpperCase()}`);
  // A tablet's scans into one overpack reach it in the order they were scanned (decision 051).
  const overpack = overpackOf(op);
  if (overpack !== undefined) lanes.push(`overpack:${overpack}`);
  return lanes;
}

/**
 * Up to `room` operations to start now, from a queue in seq order: each is `ready` itself (due,
 * pending, this user's) and has no earlier operation on one of its lanes that is not done.
 */
export function startable(
  queue: readonly OutboxOperation[],
  progress: ReadonlyMap<string, Progress>,
  ready: (op: OutboxOperation) => boolean,
  room: number,
): OutboxOperation[] {
  const picked: OutboxOperation[] = [];
  const held = new Set<string>();
  for (const op of queue) {
    if (picked.length >= room) break;
    const state = progress.get(op.id);
    if (state === "done") continue;
    const lanes = lanesOf(op);
    if (state === undefined && ready(op) && !lanes.some((lane) => held.has(lane))) picked.push(op);
    // Whether it starts now or not, it is not done: later operations on its lanes wait for it.
    for (const lane of lanes) held.add(lane);
  }
  return picked;
}

/**
 * Operations to claim (mark in flight) ahead of their send, in one write for several: up to
 * `limit` ready operations in seq order, not claimed or started yet, that no earlier operation
 * holds back by waiting. An operation behind one that is being sent (or claimed) on its lane is
 * taken: it goes right after that one.
 */
export function claimable(
  queue: readonly OutboxOperation[],
  progress: ReadonlyMap<string, Progress>,
  ready: (op: OutboxOperation) => boolean,
  claimed: ReadonlySet<string>,
  limit: number,
): OutboxOperation[] {
  const picked: OutboxOperation[] = [];
  const held = new Set<string>();
  for (const op of queue) {
    if (picked.length >= limit) break;
    const state = progress.get(op.id);
    if (state === "done" || state === "sending" || claimed.has(op.id)) continue;
    const lanes = lanesOf(op);
    if (state === undefined && ready(op) && !lanes.some((lane) => held.has(lane))) picked.push(op);
    else for (const lane of lanes) held.add(lane);
  }
  return picked;
}
