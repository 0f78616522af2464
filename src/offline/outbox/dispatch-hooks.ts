import { useState } from "react";
import { useLiveQuery } from "dexie-react-hooks";
import { db } from "../db";
import { isDispatchKind } from "./dispatch-refusals";
import type { OutboxOperation } from "./operations";

/** Live views of dispatches for the screens that make them (issue 14). */

const NONE: OutboxOperation[] = [];

/** Dispatches the server refused (or that need a person for another reason), oldest first. */
export function useRefusedDispatches(): OutboxOperation[] {
  return useLiveQuery(
    async () => (await db.outbox.where("state").equals("needs_attention").toArray()).filter(isDispatchKind).sort((a, b) => a.seq - b.seq),
    [],
    NONE,
  );
}

/** A dispatch this screen queued: its operation id and the orders it names. */
export interface QueuedDispatch {
  opId: string;
  orders: readonly { id: number; order_number: string }[];
}

export type DispatchOutcome =
  /**
   * Still in the queue: pending (maybe in backoff) or being sent. `blocked`: an earlier operation
   * on one of its orders needs attention, so it is not sent until that one is resolved.
   */
  | { phase: "waiting"; op: OutboxOperation; blocked: boolean }
  /**
   * The server answered: the orders it dispatched, and the refused ones (each waits in "needs
   * attention"). Kept as first seen: dropping a refusal later does not turn it into a dispatch.
   */
  | { phase: "settled"; dispatched: number[]; refused: OutboxOperation[] };

/**
 * Reads what became of a queued dispatch. Gone from the queue with no refused order left behind:
 * dispatched (nothing else removes a pending dispatch but its sender's success or a cancel, which
 * the screen that cancels knows). In "needs attention" itself: refused as a whole.
 */
async function readOutcome(queued: QueuedDispatch): Promise<DispatchOutcome> {
  const op = await db.outbox.get(queued.opId);
  if (op && op.state !== "needs_attention") {
    const sharing = await db.outbox.where("orderIds").anyOf(op.orderIds).toArray();
    return { phase: "waiting", op, blocked: sharing.some((other) => other.state === "needs_attention" && other.seq < op.seq) };
  }
  if (op) return { phase: "settled", dispatched: [], refused: [op] };
  const ids = queued.orders.map((order) => order.id);
  const refused = (await db.outbox.where("orderIds").anyOf(ids).toArray()).filter((other) => other.batchId === queued.opId);
  const refusedIds = new Set(refused.flatMap((other) => other.orderIds));
  return { phase: "settled", dispatched: ids.filter((id) => !refusedIds.has(id)), refused: [...new Map(refused.map((r) => [r.id, r])).values()] };
}

/** Live outcome of `queued`; undefined before the first reading. Once settled it no longer reads the queue. */
export function useDispatchOutcome(queued: QueuedDispatch | undefined): DispatchOutcome | undefined {
  const [settled, setSettled] = useState<{ opId: string; outcome: DispatchOutcome }>();
  const latched = settled && queued && settled.opId === queued.opId ? settled.outcome : undefined;
  const read = useLiveQuery(async () => (queued && !latched ? { opId: queued.opId, outcome: await readOutcome(queued) } : undefined), [queued, latched]);
  // A reading of an earlier dispatch (the query runs again after `queued` changes) is not this one's.
  const live = read && queued && read.opId === queued.opId ? read.outcome : undefined;
  // Adjusting state while rendering (React's pattern for state derived from a changing input).
  if (queued && !latched && live?.phase === "settled") setSettled({ opId: queued.opId, outcome: live });
  return latched ?? live;
}
