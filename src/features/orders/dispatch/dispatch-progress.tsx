import { useState } from "react";
import { Plural, Trans } from "@lingui/react/macro";
import type { OrderDocumentsJob } from "../../../api/schemas/jobs";
import { type CancelOutcome, cancelOperation, isCancellable } from "../../../offline/outbox";
import { type QueuedDispatch, useDispatchOutcome } from "../../../offline/outbox/dispatch-hooks";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { useOnline } from "../../../ui/use-online";
import { PrintLabelsButton } from "./print-labels-button";
import styles from "./dispatch.module.css";

interface DispatchProgressProps {
  queued: QueuedDispatch;
  /** Offers "Print labels" for exactly the orders the server dispatched (the orders list). */
  printLabels?: boolean;
  /** Labels of many orders are made as a job (bulk-documents.tsx): the page follows it. */
  onLabelsJob?: (job: OrderDocumentsJob) => void;
}

/**
 * What became of the dispatch this screen just queued, in words that are true at each moment:
 * "Dispatching…" while an online send is under way, "Dispatch queued" while it waits (offline, or
 * after a failed try), with Cancel until the sender claims it; then "Dispatched" once the server
 * has it, or how many it did not dispatch (their reasons are listed by dispatch-refusals.tsx).
 */
export function DispatchProgress({ queued, printLabels = false, onLabelsJob }: DispatchProgressProps) {
  const online = useOnline();
  const outcome = useDispatchOutcome(queued);
  const [cancel, setCancel] = useState<{ opId: string; result: CancelOutcome | "failed" }>();
  const cancelled = cancel?.opId === queued.opId ? cancel.result : undefined;
  const count = queued.orders.length;
  const single = count === 1 ? queued.orders[0]?.order_number : undefined;

  const onCancel = async () => {
    const opId = queued.opId;
    try {
      setCancel({ opId, result: await cancelOperation(opId) });
    } catch {
      setCancel({ opId, result: "failed" });
    }
  };

  if (cancelled === "cancelled") {
    return (
      <p role="status" className={styles.progress}>
        <Plural value={count} one="Dispatch cancelled: # order was not dispatched." other="Dispatch cancelled: # orders were not dispatched." />
      </p>
    );
  }
  if (!outcome) return <p role="status" className={styles.progress} />;

  if (outcome.phase === "waiting") {
    const { op, blocked } = outcome;
    const sendingNow = online && op.attempts === 0 && !blocked;
    return (
      <div className={styles.progressRow}>
        <p role="status" className={styles.progress}>
          {sendingNow ? (
            <Plural value={count} one="Dispatching # order…" other="Dispatching # orders…" />
          ) : blocked ? (
            <Plural
              value={count}
              one="Dispatch queued for # order: it waits until an earlier operation on the same order, which needs attention, is resolved."
              other="Dispatch queued for # orders: they wait until an earlier operation on the same orders, which needs attention, is resolved."
            />
          ) : online ? (
            <Plural value={count} one="Dispatch queued for # order: it is sent as soon as the server answers." other="Dispatch queued for # orders: they are sent as soon as the server answers." />
          ) : (
            <Plural value={count} one="Dispatch queued for # order: it is sent when the connection is back." other="Dispatch queued for # orders: they are sent when the connection is back." />
          )}
          {cancelled === "sending" && (
            <>
              {" "}
              <Trans>Too late to cancel: the dispatch may already have reached the server.</Trans>
            </>
          )}
        </p>
        {isCancellable(op) && cancelled !== "sending" && (
          <Button variant="secondary" onClick={() => void onCancel()}>
            <Trans>Cancel dispatch</Trans>
          </Button>
        )}
        {cancelled === "failed" && (
          <p role="alert" className={formStyles.alert}>
            <Trans>The dispatch could not be cancelled on this device. Please try again.</Trans>
          </p>
        )}
      </div>
    );
  }

  const done = outcome.dispatched.length;
  const dispatchedOrders = queued.orders.filter((order) => outcome.dispatched.includes(order.id));
  return (
    <div className={styles.progressRow}>
      <p role="status" className={done === count ? `${styles.progress} ${styles.done}` : styles.progress}>
        <DispatchedText count={count} done={done} single={single} />
      </p>
      {printLabels && done > 0 && <PrintLabelsButton orders={dispatchedOrders} onJobStarted={onLabelsJob} />}
    </div>
  );
}

function DispatchedText({ count, done, single }: { count: number; done: number; single: string | undefined }) {
  if (single !== undefined) return done === 1 ? <Trans>Order {single} dispatched.</Trans> : <Trans>Order {single} was not dispatched: see why below.</Trans>;
  if (done === count) return <Plural value={count} one="Dispatched # order." other="Dispatched # orders." />;
  if (done === 0) return <Plural value={count} one="The order was not dispatched: see why below." other="None of the # orders was dispatched: see why below." />;
  return <Plural value={count} one={`Dispatched ${done} of # order; the others were not: see why below.`} other={`Dispatched ${done} of # orders; the others were not: see why below.`} />;
}
