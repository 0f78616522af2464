import { useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Order } from "../../../api/schemas/orders";
import type { CachedCheckpoint } from "../../../offline/order-cache";
import { Button } from "../../../ui/button";
import { formatDateTime } from "../../../ui/format/date";
import { AddCheckpointForm } from "./add-checkpoint-form";
import { Section } from "./facts";
import { statusLabel } from "../../../ui/order-status-label";
import styles from "../orders.module.css";

interface TrackingHistoryProps {
  order: Order;
  checkpoints: readonly CachedCheckpoint[];
  canWrite: boolean;
}

/**
 * The checkpoints, oldest first, and "Add checkpoint" (only once the order is dispatched, also a
 * dispatch still waiting in the outbox). An attachment shows its file name: a plain link would
 * not carry the sign-in token, and a download needs the network anyway.
 */
export function TrackingHistory({ order, checkpoints, canWrite }: TrackingHistoryProps) {
  const { i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const reasonId = useId();
  return (
    <Section id="order-tracking" title={<Trans>Tracking history</Trans>} wide>
      {checkpoints.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No checkpoints yet.</Trans>
        </p>
      ) : (
        <ol className={styles.checkpoints}>
          {checkpoints.map((checkpoint) => (
            <li key={checkpoint.id}>
              <strong>{statusLabel(checkpoint.status, i18n)}</strong>{" "}
              <time dateTime={checkpoint.created_at} className={styles.muted}>
                {formatDateTime(checkpoint.created_at, {}, i18n)}
              </time>{" "}
              {checkpoint.pending && (
                <span className={`${styles.marker} ${styles.pending}`}>
                  <Trans>Not sent yet</Trans>
                </span>
              )}
              <p>{checkpoint.message}</p>
              {checkpoint.attachment && (
                <p className={styles.muted}>
                  <Trans>Attachment: {checkpoint.attachment.name}</Trans>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {canWrite && !adding && (
        <>
          <Button variant="secondary" disabled={!order.dispatched} aria-describedby={order.dispatched ? undefined : reasonId} onClick={() => setAdding(true)}>
            <Trans>Add checkpoint</Trans>
          </Button>
          {!order.dispatched && (
            <p id={reasonId} className={styles.muted}>
              <Trans>Checkpoints can be added once the order is dispatched.</Trans>
            </p>
          )}
        </>
      )}
      {canWrite && adding && order.dispatched && <AddCheckpointForm order={order} onDone={() => setAdding(false)} />}
    </Section>
  );
}
