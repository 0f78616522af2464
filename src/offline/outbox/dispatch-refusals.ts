import * as v from "valibot";
import { type DispatchRefusal, DispatchRefusalBody, MultiDispatchResponse } from "../../api/schemas/dispatch";
import { db } from "../db";
import { dispatchDraft } from "./kinds";
import type { DispatchRefusalNote, OutboxOperation } from "./operations";
import { confirmOperation, reapplyOrders } from "./reapply";

/**
 * A dispatch's answer decided per order (decision 031), on the device. The server dispatches the
 * valid orders of a batch and names each refused one; the device then:
 * - takes the dispatched orders as the server's (as any success);
 * - puts each refused order in "needs attention" as a dispatch of its own, in the batch's place,
 *   so that each can be dropped without the others and nothing holds the dispatched ones back;
 * - shows each refused order as the server has it at once: a refused dispatch no longer changes
 *   the cached order (kinds.ts, showsOnOrder). An order the server says is dispatched already is
 *   shown dispatched.
 *
 * Every function here runs inside the caller's Dexie transaction over OVERLAY_TABLES.
 */

export const isDispatchKind = (op: Pick<OutboxOperation, "kind">) => op.kind === "dispatch" || op.kind === "multi-dispatch";

/** The status a refusal of this reason gets when the server refused the whole request (as its routes answer). */
const ALREADY_DISPATCHED_REASON = "already_dispatched";
const statusOf = (refusal: DispatchRefusal) => (refusal.reason === ALREADY_DISPATCHED_REASON ? 409 : 422);

/** What the device keeps of a refusal to say it again later: the reason, and the contract or service it names. */
function refusalNote(refusal: DispatchRefusal): DispatchRefusalNote {
  const { reason, contract_name, service, service_refusal } = refusal;
  return { reason, contract_name, ...(service === undefined ? {} : { service }), ...(service_refusal === undefined ? {} : { service_refusal }) };
}

/** The orders a multi-dispatch's successful answer says were refused (none in answers stored before issue 14). */
export function refusedInAnswer(op: OutboxOperation, answer: unknown): DispatchRefusal[] {
  if (op.kind !== "multi-dispatch") return [];
  const parsed = v.safeParse(MultiDispatchResponse, answer);
  if (!parsed.success) return [];
  return parsed.output.data.refused.filter((refusal) => op.orderIds.includes(refusal.id));
}

/** The per-order refusals of a dispatch refused as a whole, or undefined when the body names none. */
export function refusedInBody(op: OutboxOperation, body: unknown): DispatchRefusal[] | undefined {
  if (!isDispatchKind(op)) return undefined;
  const parsed = v.safeParse(DispatchRefusalBody, body);
  if (!parsed.success) return undefined;
  const refused = parsed.output.refused.filter((refusal) => op.orderIds.includes(refusal.id));
  return refused.length > 0 ? refused : undefined;
}

/**
 * A refused order of a batch as a dispatch of its own that needs attention. It takes a new id: the
 * batch's key is the server's record of the orders it did dispatch, and nothing was ever applied
 * for this order under any key, so sending it again can dispatch it at most once. Its seq puts it
 * where the batch was (the batch leaves the queue first: seq is unique).
 */
export function refusedDispatch(batch: OutboxOperation, refusal: DispatchRefusal, position: number): OutboxOperation {
  const draft = dispatchDraft([{ id: refusal.id, order_number: refusal.order_number }]);
  return {
    id: crypto.randomUUID(),
    seq: batch.seq + position / batch.orderIds.length,
    kind: draft.kind,
    method: draft.method,
    path: draft.path,
    orderIds: draft.orderIds,
    orderNumbers: draft.orderNumbers,
    userId: batch.userId,
    sellerId: batch.sellerId,
    state: "needs_attention",
    attempts: 0,
    nextAttemptAt: batch.nextAttemptAt,
    lastError: { status: statusOf(refusal), messages: refusal.messages, refusal: refusalNote(refusal) },
    createdAt: batch.createdAt,
    batchId: batch.id,
  };
}

/**
 * Orders the server says were dispatched already (by another device) are dispatched: the cache
 * shows them so, as after a success, while their refusal waits to be seen and dropped.
 */
async function takeAlreadyDispatched(op: OutboxOperation, refused: readonly DispatchRefusal[]): Promise<void> {
  const orderIds = refused.filter((refusal) => refusal.reason === ALREADY_DISPATCHED_REASON).map((refusal) => refusal.id);
  if (orderIds.length > 0) await confirmOperation({ ...op, orderIds }, {});
}

/**
 * A multi-dispatch the server answered with some orders refused (the op has left the queue): the
 * dispatched ones become the server's copy, each refused one waits as its own dispatch.
 */
export async function recordPartialDispatch(op: OutboxOperation, refused: readonly DispatchRefusal[]): Promise<void> {
  const refusedIds = new Set(refused.map((refusal) => refusal.id));
  await confirmOperation({ ...op, orderIds: op.orderIds.filter((id) => !refusedIds.has(id)) }, {});
  await takeAlreadyDispatched(op, refused);
  await db.outbox.bulkAdd(refused.map((refusal, position) => refusedDispatch(op, refusal, position)));
}

/**
 * A dispatch refused as a whole. One order: it needs attention with its reason. Several: each
 * order needs attention by itself (an order the body does not name keeps the whole answer's
 * words). Every order is rebuilt at once without the refused dispatch.
 */
export async function recordRefusedDispatch(op: OutboxOperation, status: number, messages: string[], refused: readonly DispatchRefusal[] | undefined): Promise<void> {
  if (refused) await takeAlreadyDispatched(op, refused);
  const only = refused?.length === 1 && op.orderIds.length === 1 ? refused[0] : undefined;
  if (op.orderIds.length === 1 || !refused) {
    const refusal = only && refusalNote(only);
    await db.outbox.update(op.id, { state: "needs_attention", lastError: { status, messages, ...(refusal ? { refusal } : {}) } });
  } else {
    const byId = new Map(refused.map((refusal) => [refusal.id, refusal]));
    const each = op.orderIds.map(
      (id, index): DispatchRefusal => byId.get(id) ?? { id, order_number: op.orderNumbers[index] ?? `#${id}`, reason: "", messages },
    );
    await db.outbox.delete(op.id);
    await db.outbox.bulkAdd(each.map((refusal, position) => withStatus(refusedDispatch(op, refusal, position), refusal.reason === "" ? status : undefined)));
  }
  await reapplyOrders(op.orderIds);
}

/** An order the body did not name: the whole answer's status, and no reason of its own. */
function withStatus(op: OutboxOperation, status: number | undefined): OutboxOperation {
  if (status === undefined || !op.lastError) return op;
  return { ...op, lastError: { status, messages: op.lastError.messages } };
}
