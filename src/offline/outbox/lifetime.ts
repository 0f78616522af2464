import { MAX_OPERATION_AGE_MS } from "../../api/schemas/operation-lifetime";
import type { OutboxOperation } from "./operations";

/**
 * An operation is never sent once the server may have forgotten its Idempotency-Key: past
 * MAX_OPERATION_AGE_MS (src/api/schemas/operation-lifetime.ts, shorter than the server's key
 * lifetime by a margin; decision 027) a lost reply could no longer be told from a first send, and
 * sending again could apply it twice. Such an operation goes to "needs attention" unsent.
 *
 * Its age counts from when it was queued, or from when a person chose "Retry" on it after it had
 * grown too old (they checked the order; see actions.ts).
 */
export function isTooOld(op: Pick<OutboxOperation, "createdAt" | "confirmedAt">, now: number): boolean {
  return now - Date.parse(op.confirmedAt ?? op.createdAt) > MAX_OPERATION_AGE_MS;
}

/** The age in whole days, for the message the outbox screen shows. */
export const MAX_OPERATION_AGE_DAYS = Math.floor(MAX_OPERATION_AGE_MS / (24 * 60 * 60 * 1000));
