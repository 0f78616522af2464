import { useLiveQuery } from "dexie-react-hooks";
import { db } from "../db";
import { DEVICE_KEYS } from "../device/device-keys";
import { useDeviceKey } from "../device/device-store";
import type { OutboxOperation } from "./operations";

/** Live views of the outbox for the top bar, the markers and the outbox screen. */

const EMPTY: OutboxOperation[] = [];
const NO_MARKS: ReadonlyMap<number, "pending" | "attention"> = new Map();

/** Operations waiting to be sent (pending or in flight); needs-attention ones are not counted. */
export async function getPendingCount(): Promise<number> {
  // Two native counts, not a cursor over the waiting states: this runs after every change of the
  // queue, and walking 1,000 rows each time made draining them quadratic.
  const all = await db.outbox.count();
  const needingAttention = await db.outbox.where("state").equals("needs_attention").count();
  return all - needingAttention;
}

/** `initial`: what to show until the first count is read (a count just read elsewhere, say). */
export function usePendingCount(initial = 0): number {
  return useLiveQuery(getPendingCount, [], initial);
}

/** Oldest first. */
export function useNeedsAttention(): OutboxOperation[] {
  return useLiveQuery(async () => (await db.outbox.where("state").equals("needs_attention").toArray()).sort((a, b) => a.seq - b.seq), [], EMPTY);
}

/** Every queued operation in seq order. */
export function useOutboxOperations(): OutboxOperation[] {
  return useLiveQuery(() => db.outbox.orderBy("seq").toArray(), [], EMPTY);
}

/** Per order id: "attention" if any of its operations needs attention, else "pending". */
export function useOrderSyncMarks(): ReadonlyMap<number, "pending" | "attention"> {
  return useLiveQuery(
    async () => {
      // Keys of the orderIds index (no rows read) and the few rows that need attention: cheap
      // enough to run after every change while a long queue drains.
      const queuedOrderIds = (await db.outbox.orderBy("orderIds").uniqueKeys()) as number[];
      const marks = new Map<number, "pending" | "attention">(queuedOrderIds.map((id) => [id, "pending"]));
      for (const id of orderMarks(await db.outbox.where("state").equals("needs_attention").toArray()).keys()) marks.set(id, "attention");
      return marks;
    },
    [],
    NO_MARKS,
  );
}

export function orderMarks(ops: readonly OutboxOperation[]): ReadonlyMap<number, "pending" | "attention"> {
  const marks = new Map<number, "pending" | "attention">();
  for (const op of ops) {
    for (const id of op.orderIds) {
      if (op.state === "needs_attention") marks.set(id, "attention");
      else if (!marks.has(id)) marks.set(id, "pending");
    }
  }
  return marks;
}

/** ISO time of the last successful send, if any. */
export function useLastSyncAt(): string | undefined {
  return useDeviceKey(DEVICE_KEYS.outboxLastSyncAt);
}

/** True while a 401 holds the whole queue until someone signs in again. */
export function useOutboxPausedForLogin(): boolean {
  return useDeviceKey(DEVICE_KEYS.outboxPausedForLogin) === true;
}
