import { Trans, useLingui } from "@lingui/react/macro";
import type { PickupType } from "../../api/schemas/pickups";
import type { OutboxOperation } from "../../offline/outbox/operations";
import type { SessionScan } from "../../offline/scan-sessions";
import { pickupRefusalOf, pickupRefusalText } from "../../ui/pickup-refusal-text";
import { OutcomeIcon } from "./outcome-icon";
import styles from "./pickups.module.css";

/**
 * Where a scan of the session stands: still on the device, sent, refused by the server (its
 * operation needs attention), or refused on the spot by the device (nothing was queued).
 */
export type ScanSendState =
  | { kind: "pending" }
  | { kind: "sent" }
  | { kind: "refused"; messages: readonly string[] }
  | { kind: "refused-here" };

/** Queued operations by id: the live outbox, read once per render of the screen. */
export type OperationsById = ReadonlyMap<string, OutboxOperation>;

export function scanSendState(scan: Pick<SessionScan, "opId" | "refused">, operations: OperationsById): ScanSendState {
  if (scan.refused) return { kind: "refused-here" };
  const op = scan.opId === undefined ? undefined : operations.get(scan.opId);
  // Gone from the queue: the server has it (a discarded scan leaves the session too).
  if (!op) return { kind: "sent" };
  if (op.state === "needs_attention") return { kind: "refused", messages: op.lastError?.messages ?? [] };
  return { kind: "pending" };
}

export const isRefused = (state: ScanSendState) => state.kind === "refused" || state.kind === "refused-here";

/** The server's reason in the user's words when it is one we know, else as the server said it. */
export function RefusalReason({ messages, type }: { messages: readonly string[]; type: PickupType }) {
  const { i18n } = useLingui();
  const refusal = pickupRefusalOf(messages);
  if (refusal) return <>{pickupRefusalText(refusal, type, i18n)}</>;
  if (messages.length > 0) return <>{messages.join(" ")}</>;
  return <Trans>The server refused this scan.</Trans>;
}

/** A scan's state in words, with a shape that tells it without colour. */
export function SendState({ state }: { state: ScanSendState }) {
  switch (state.kind) {
    case "refused":
    case "refused-here":
      return (
        <span className={`${styles.marker} ${styles.attention}`}>
          <OutcomeIcon tone="refused" size={14} />
          <Trans>Refused</Trans>
        </span>
      );
    case "pending":
      return (
        <span className={`${styles.marker} ${styles.pending}`}>
          <Trans>Pending sync</Trans>
        </span>
      );
    case "sent":
      return (
        <span className={`${styles.marker} ${styles.sent}`}>
          <OutcomeIcon tone="ok" size={14} />
          <Trans>Sent</Trans>
        </span>
      );
  }
}
