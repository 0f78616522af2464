import { useState } from "react";
import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../config/paths";
import { canCorrectCode } from "../../offline/outbox";
import { retryCanSucceed } from "../../offline/outbox/actions";
import { MAX_OPERATION_AGE_DAYS } from "../../offline/outbox/lifetime";
import type { OutboxOperation } from "../../offline/outbox/operations";
import { SAME_SERVER_ERROR_LIMIT } from "../../offline/outbox/server-error-streak";
import { Button } from "../../ui/button";
import { dispatchRefusalLine } from "../../ui/dispatch-refusal-text";
import { formatDateTime } from "../../ui/format/date";
import { pickupRefusalOf } from "../../ui/pickup-refusal-text";
import { overpackRefusalText } from "../../ui/overpack-refusal-text";
import { formatRelativeTime } from "../../ui/format/relative-time";
import { describeOperation, actionNames, correctName } from "./operation-text";
import { CorrectCodeForm, ScanCode, ScanRefusal } from "./scan-entry";
import styles from "./outbox-page.module.css";

/** A multi-dispatch may hold up to 1,000 orders: the first ones are links, the rest a count. */
const LINKED_ORDERS_MAX = 10;

function OrderLinks({ op }: { op: OutboxOperation }) {
  const shown = op.orderIds.slice(0, LINKED_ORDERS_MAX);
  const more = op.orderIds.length - shown.length;
  return (
    <span className={styles.orders}>
      {shown.map((id, index) => (
        <Link key={id} to={paths.order(id)}>
          {op.orderNumbers[index] ?? `#${id}`}
        </Link>
      ))}
      {more > 0 && (
        <span>
          <Trans>and {more} more</Trans>
        </span>
      )}
    </span>
  );
}

function Summary({ op, now }: { op: OutboxOperation; now: number }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.summary}>
      <span className={styles.kind}>{describeOperation(op, i18n)}</span>
      {/* A scan names its parcel by the code, also when the device could not match an order. */}
      {op.kind === "pickup-scan" && <ScanCode op={op} />}
      <OrderLinks op={op} />
      <span className={styles.meta}>
        <Trans>
          Queued <time dateTime={op.createdAt} title={formatDateTime(op.createdAt, {}, i18n)}>{formatRelativeTime(op.createdAt, now, i18n)}</time>
        </Trans>
      </span>
    </div>
  );
}

interface AttentionEntryProps {
  op: OutboxOperation;
  now: number;
  busy: boolean;
  onRetry: (op: OutboxOperation) => void;
  onDiscard: (op: OutboxOperation) => void;
}

/**
 * Why it needs attention: the server's words, as text (they say what to fix, e.g. which contract
 * refused the orders), or the device's own reason.
 */
function AttentionMessage({ op }: { op: OutboxOperation }) {
  const { i18n } = useLingui();
  const messages = op.lastError?.messages ?? [];
  const status = op.lastError?.status;
  if (op.lastError?.reason === "too-old") {
    // Never sent (offline/outbox/lifetime.ts): only the person can see whether it already arrived.
    const days = MAX_OPERATION_AGE_DAYS;
    return op.template ? (
      <Trans>
        Not sent: it was queued more than {days} days ago, so the server can no longer tell whether it already has it. Check in Settings whether this change is
        already there: if it is, discard this; if it is not, retry to send it.
      </Trans>
    ) : (
      <Trans>
        Not sent: it was queued more than {days} days ago, so the server can no longer tell whether it already has it. Open the order and check whether this change
        is already there: if it is, discard this; if it is not, retry to send it.
      </Trans>
    );
  }
  if (op.lastError?.reason === "server-error") {
    // The same server error again and again (offline/outbox/server-error-streak.ts): no longer sent by itself.
    const count = op.lastError.sameErrors ?? SAME_SERVER_ERROR_LIMIT;
    const code = status ?? "";
    const said = messages.join(" ");
    return (
      <Trans>
        The server failed on this operation {count} times in a row (error {code}), so it is no longer sent by itself. The server said: {said} Retry it later, or discard
        it.
      </Trans>
    );
  }
  // A scan into an overpack refused by the server (decision 051): its reason, translated.
  if (op.kind === "overpack-add" && op.lastError?.refusal) return overpackRefusalText(op.lastError.refusal.reason, messages, i18n);
  // A dispatch refused per order (issue 14): the spec's text and the reason, translated.
  if (op.lastError?.refusal) return dispatchRefusalLine(op.orderNumbers[0] ?? "", op.lastError.refusal, messages, i18n);
  if (messages.length > 0) return messages.join(" ");
  return status !== undefined ? <Trans>The server refused this operation (error {status}).</Trans> : <Trans>The server refused this operation.</Trans>;
}

/** An operation that needs attention: why, what to do, and the ways out. */
export function AttentionEntry({ op, now, busy, onRetry, onDiscard }: AttentionEntryProps) {
  const { i18n } = useLingui();
  const names = actionNames(op, i18n);
  const [correcting, setCorrecting] = useState(false);
  // A scan's refusal we know is said in the user's words, with what to do (issue 14).
  const knownScanRefusal = op.kind === "pickup-scan" && op.lastError?.reason !== "too-old" && pickupRefusalOf(op.lastError?.messages ?? []) !== undefined;
  return (
    <li className={`${styles.item} ${styles.attention}`}>
      <Summary op={op} now={now} />
      {knownScanRefusal ? (
        <ScanRefusal op={op} />
      ) : (
        <p className={styles.message}>
          <AttentionMessage op={op} />
        </p>
      )}
      {correcting ? (
        <CorrectCodeForm op={op} onDone={() => setCorrecting(false)} onCancel={() => setCorrecting(false)} />
      ) : (
        <div className={styles.actions}>
          {canCorrectCode(op) && (
            <Button variant="secondary" aria-label={correctName(op, i18n)} disabled={busy} onClick={() => setCorrecting(true)}>
              <Trans>Correct the code</Trans>
            </Button>
          )}
          {/* Not for a refusal the same request would meet again (a rule of the contract). */}
          {retryCanSucceed(op) && (
            <Button variant="secondary" aria-label={names.retry} busy={busy} onClick={() => onRetry(op)}>
              <Trans>Retry</Trans>
            </Button>
          )}
          <Button variant="secondary" aria-label={names.discard} disabled={busy} onClick={() => onDiscard(op)}>
            <Trans>Discard</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

interface WaitingEntryProps {
  op: OutboxOperation;
  now: number;
  paused: boolean;
  /** The order number whose refused operation holds this one back, if any. */
  blockedBy: string | undefined;
}

/** An operation still to be sent: where it stands and when the next try comes. */
export function WaitingEntry({ op, now, paused, blockedBy }: WaitingEntryProps) {
  const { i18n } = useLingui();
  const attempts = op.attempts;
  const nextTry = formatRelativeTime(op.nextAttemptAt, now, i18n);
  let state;
  if (op.state === "in_flight") state = <Trans>Sending…</Trans>;
  else if (paused) state = <Trans>Paused until you sign in</Trans>;
  else if (blockedBy !== undefined) state = <Trans>Waits until the problem with {blockedBy} is resolved</Trans>;
  else if (op.nextAttemptAt > now) state = <Trans>Next try {nextTry}</Trans>;
  else state = <Trans>Waiting to be sent</Trans>;
  return (
    <li className={styles.item}>
      <Summary op={op} now={now} />
      <p className={styles.state}>
        {state}
        {attempts > 0 && (
          <span className={styles.meta}>
            {" · "}
            <Trans>Attempts: {attempts}</Trans>
          </span>
        )}
      </p>
    </li>
  );
}
