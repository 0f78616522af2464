import { useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { discardOperation, retryOperation, sendNow } from "../../offline/outbox";
import { useLastSyncAt, useNeedsAttention, useOutboxOperations, useOutboxPausedForLogin } from "../../offline/outbox/hooks";
import type { OutboxOperation } from "../../offline/outbox/operations";
import { usePersistentStorage } from "../../offline/storage";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import formStyles from "../../ui/form.module.css";
import { formatDateTime } from "../../ui/format/date";
import { formatRelativeTime } from "../../ui/format/relative-time";
import { AttentionEntry, WaitingEntry } from "./outbox-entry";

import { useNow } from "./use-now";
import { useOnline } from "../../ui/use-online";
import styles from "./outbox-page.module.css";

/** Relative times ("next try in 20 seconds") move on at this pace while the screen is open. */
const CLOCK_TICK_MS = 5_000;
/** A long queue (a day offline) is summed up past this many entries: the screen stays light. */
const WAITING_SHOWN_MAX = 100;

/** For each waiting operation, the order number of an earlier refused operation on one of its orders. */
function blockers(waiting: readonly OutboxOperation[], attention: readonly OutboxOperation[]): Map<string, string> {
  const blocked = new Map<string, string>();
  for (const op of waiting) {
    for (const failed of attention) {
      if (failed.seq > op.seq) continue;
      const index = failed.orderIds.findIndex((id) => op.orderIds.includes(id));
      if (index === -1) continue;
      blocked.set(op.id, failed.orderNumbers[index] ?? `#${failed.orderIds[index]}`);
      break;
    }
  }
  return blocked;
}

/**
 * `/outbox`: what this device still has to send (DESIGN.md section 4). What the server refused
 * comes first, with its message and Retry / Discard; then what waits, with its attempts and the
 * next try; then when the last send succeeded and whether the browser may clear the data.
 */
export function OutboxPage() {
  const { i18n, t } = useLingui();
  const now = useNow(CLOCK_TICK_MS);
  const operations = useOutboxOperations();
  const attention = useNeedsAttention();
  const paused = useOutboxPausedForLogin();
  const lastSyncAt = useLastSyncAt();
  const storage = usePersistentStorage();
  const online = useOnline();
  const [busyId, setBusyId] = useState<string>();
  const [discarding, setDiscarding] = useState<OutboxOperation>();
  const [failure, setFailure] = useState(false);

  const waiting = useMemo(() => operations.filter((op) => op.state !== "needs_attention"), [operations]);
  const blockedBy = useMemo(() => blockers(waiting, attention), [waiting, attention]);
  const hiddenCount = waiting.length - WAITING_SHOWN_MAX;
  const [sending, setSending] = useState(false);
  // Offline a send can only fail (and count an attempt); paused, it would not be tried at all.
  const canSendNow = online && !paused && waiting.some((op) => op.state === "pending");
  const onSendNow = () => {
    setSending(true);
    setFailure(false);
    sendNow().then(
      () => setSending(false),
      () => {
        setSending(false);
        setFailure(true);
      },
    );
  };

  // Dexie answers in a moment; a failure here is a broken local database, not the network.
  const act = async (id: string, action: (id: string) => Promise<void>) => {
    setBusyId(id);
    setFailure(false);
    try {
      await action(id);
    } catch {
      setFailure(true);
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="outbox-title">
      <header className={styles.header}>
        <h1 id="outbox-title">
          <Trans>Pending operations</Trans>
        </h1>
        <p className={styles.lastSync}>
          {lastSyncAt ? (
            <Trans>
              Last synced: <time dateTime={lastSyncAt} title={formatDateTime(lastSyncAt, {}, i18n)}>{formatRelativeTime(lastSyncAt, now, i18n)}</time>
            </Trans>
          ) : (
            <Trans>Not synced yet</Trans>
          )}
        </p>
        <Button variant="secondary" disabled={!canSendNow} busy={sending} aria-describedby={online ? undefined : "outbox-offline"} onClick={onSendNow}>
          <Trans>Send now</Trans>
        </Button>
      </header>
      <p className={styles.explain}>
        <Trans>Dispatches and checkpoints are kept on this device and sent in order as soon as there is a connection.</Trans>
      </p>
      {!online && (
        <p id="outbox-offline" className={styles.warning}>
          <Trans>You are offline. Operations are sent when the connection is back.</Trans>
        </p>
      )}
      {storage === "refused" && (
        <p className={styles.warning}>
          <Trans>This browser may clear data saved on this device when space runs low.</Trans>
        </p>
      )}
      {paused && (
        <p className={styles.warning}>
          <Trans>Sending is paused until you sign in again. Nothing is lost.</Trans>
        </p>
      )}
      {failure && (
        <p role="alert" className={formStyles.alert}>
          <Trans>This device could not update its saved operations. Reload the page and try again.</Trans>
        </p>
      )}

      <section aria-labelledby="outbox-attention" className={styles.section}>
        <h2 id="outbox-attention">
          <Trans>Needs attention</Trans>
        </h2>
        {attention.length === 0 ? (
          <p>
            <Trans>Nothing needs your attention.</Trans>
          </p>
        ) : (
          <ul className={styles.list} aria-label={t`Needs attention`}>
            {attention.map((op) => (
              <AttentionEntry key={op.id} op={op} now={now} busy={busyId === op.id} onRetry={(target) => void act(target.id, retryOperation)} onDiscard={setDiscarding} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="outbox-waiting" className={styles.section}>
        <h2 id="outbox-waiting">
          <Trans>Waiting to be sent</Trans>
        </h2>
        {waiting.length === 0 ? (
          <p>
            <Trans>Nothing is waiting to be sent.</Trans>
          </p>
        ) : (
          <ul className={styles.list} aria-label={t`Waiting to be sent`}>
            {waiting.slice(0, WAITING_SHOWN_MAX).map((op) => (
              <WaitingEntry key={op.id} op={op} now={now} paused={paused} blockedBy={blockedBy.get(op.id)} />
            ))}
          </ul>
        )}
        {hiddenCount > 0 && (
          <p>
            <Trans>and {hiddenCount} more operations</Trans>
          </p>
        )}
      </section>

      <ConfirmDialog
        open={discarding !== undefined}
        title={<Trans>Discard this operation?</Trans>}
        confirmLabel={<Trans>Discard</Trans>}
        danger
        busy={discarding !== undefined && busyId === discarding.id}
        onClose={() => setDiscarding(undefined)}
        onConfirm={() => {
          const target = discarding;
          if (!target) return;
          void act(target.id, discardOperation).then(() => setDiscarding(undefined));
        }}
      >
        <Trans>It will not be sent and the order shows the server's state again.</Trans>
      </ConfirmDialog>
    </section>
  );
}
