/** The outbox's public face (briefs/offline-api.md). Hooks are also importable from ./hooks. */
export type { OperationKind, OutboxOperation, OutboxState } from "./operations";
export { enqueueCheckpoint, enqueueDispatch, enqueueOverpackAdd, enqueuePickupScan } from "./enqueue";
export type { OverpackScan, PickupScan } from "./kinds";
export { retryOperation, discardOperation, sendNow, cancelOperation, isCancellable, retryCanSucceed, type CancelOutcome } from "./actions";
export { canCorrectCode, correctScanCode } from "./correct-scan";
export { startOutboxSender } from "./triggers";
export { classifyAnswer, type AnswerClass } from "./classify";
export { backoffDelay, BACKOFF_BASE_MS, BACKOFF_CAP_MS } from "./backoff";
export {
  getPendingCount,
  useLastSyncAt,
  useNeedsAttention,
  useOrderSyncMarks,
  useOutboxOperations,
  useOutboxPausedForLogin,
  usePendingCount,
} from "./hooks";
