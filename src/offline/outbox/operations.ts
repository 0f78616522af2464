import type { QueuedWriteKind } from "../../api/calls/queued-writes";

/**
 * The outbox's operation record (DESIGN.md section 4; the contract in briefs/offline-api.md).
 * An operation is deleted when the server has it ("done" is never stored), so the table holds
 * only work still to do or to look at.
 */

export type OutboxState = "pending" | "in_flight" | "needs_attention";

/**
 * "pickup-scan" (issue 5): a pickup or dropoff scanned or typed on the pickup-dropoff screen.
 * "template-save" / "template-delete" (issue 6): a box or product template written on this device
 * (src/offline/templates/); they touch no order.
 */
export type OperationKind = QueuedWriteKind;

/** Which settings template an operation writes: the device's id of it (see LocalBoxTemplate). */
export interface TemplateTarget {
  entity: "box" | "product";
  localId: string;
}

export interface OutboxOperation {
  /** crypto.randomUUID(); also the Idempotency-Key of every send; never regenerated. */
  id: string;
  /** Strictly increasing across tabs: assigned inside the enqueue transaction. */
  seq: number;
  kind: OperationKind;
  method: "put" | "post" | "delete";
  /**
   * Relative to /v1, e.g. "orders/5/dispatch", as the call of src/api/calls/queued-writes.ts built
   * it (the outbox builds no path). A template operation's method and path are chosen
   * again when it is sent: a template created offline has its server id only once its create was
   * answered (src/offline/templates/template-sync.ts).
   */
  path: string;
  body?: unknown;
  /** The orders it touches: per-order ordering and the markers on lists and views. */
  orderIds: number[];
  /** order_number of each order, for the outbox screen (a template operation: the template's name). */
  orderNumbers: string[];
  /**
   * The template a template operation writes. Like an order, a template's operations reach the
   * server one after another: a later one waits while an earlier one waits.
   */
  template?: TemplateTarget;
  /** Who queued it. Never a token: the sender uses the session of the moment, if it is this user. */
  userId: number;
  sellerId: number;
  state: OutboxState;
  /**
   * Sends the server answered with a failure, or that timed out: what the outbox screen counts.
   * A 401 is not counted, nor a send that could not reach the server (`unreachedSends`).
   */
  attempts: number;
  /**
   * Sends that found no network (the device offline). Not attempts in the user's eyes, but they
   * lengthen the backoff like attempts, so an offline device does not try every second.
   */
  unreachedSends?: number;
  /** Epoch ms before which the sender leaves it alone. */
  nextAttemptAt: number;
  /**
   * Why it waits or needs attention: the server's status and words, or, with `reason`, the
   * device's own: "too-old" = never sent because the server may have forgotten its key (lifetime.ts);
   * "server-error" = the server failed it the same way SAME_SERVER_ERROR_LIMIT times in a row
   * (server-error-streak.ts). `sameErrors`: how many times in a row the server answered this error.
   */
  lastError?: { status?: number; messages: string[]; reason?: "too-old" | "server-error"; refusal?: DispatchRefusalNote; sameErrors?: number };
  /** ISO. */
  createdAt: string;
  /**
   * Set when the sender first claims it for sending (record.ts): from then on its request may have
   * reached the server, so it can no longer be cancelled, only discarded once it needs attention.
   */
  claimed?: true;
  /**
   * A dispatch of one order that the server refused inside a multi-dispatch: the id of that
   * multi-dispatch (dispatch-refusals.ts), so that the screen that queued it can tell its outcome.
   */
  batchId?: string;
  /**
   * ISO. When a person chose "Retry" on it after it had grown too old: they checked that the
   * change is not on the server yet, and its age counts from then (lifetime.ts).
   */
  confirmedAt?: string;
}

/**
 * Why the server refused to dispatch this order, per order (schemas/dispatch.ts): a contract rule,
 * an order dispatched already, or a service's balance. The screens say it in the user's language.
 */
export interface DispatchRefusalNote {
  /** A DispatchRefusalReason, or a reason a later server added (then `messages` say it). */
  reason: string;
  contract_name?: string | null;
  /** balance_not_allowed (issue 20): the service category's code and the ChargeRefusal code. */
  service?: string;
  service_refusal?: string;
}

/** The single lock name every tab's sender takes (Web Locks). */
export const OUTBOX_LOCK = "portal-outbox";

/** meta keys the outbox owns. */
export const OUTBOX_META = {
  /** ISO time of the last successful send. */
  lastSyncAt: "outbox:lastSyncAt",
  /** Last seq given out, so seq keeps growing even after the queue empties. */
  lastSeq: "outbox:lastSeq",
  /** true while a 401 holds the whole queue until someone signs in again. */
  pausedForLogin: "outbox:pausedForLogin",
} as const;

