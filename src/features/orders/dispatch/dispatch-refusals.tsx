import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../../config/paths";
import { discardOperation, retryCanSucceed, retryOperation } from "../../../offline/outbox";
import { useRefusedDispatches } from "../../../offline/outbox/dispatch-hooks";
import type { OutboxOperation } from "../../../offline/outbox/operations";
import { Button } from "../../../ui/button";
import { CONTRACT_REFUSAL_HEADING, dispatchRefusalText, isBalanceRefusal, isContractRefusal } from "../../../ui/dispatch-refusal-text";
import formStyles from "../../../ui/form.module.css";
import styles from "./dispatch.module.css";

/** A day's batch may refuse many orders: past this many the list sends the person to /outbox. */
const SHOWN_MAX = 50;

/**
 * Orders the server did not dispatch, where the person dispatched them (issue 14): on /orders all
 * of them, on an order's page its own. Contract refusals come under the spec's text; each order
 * says why, and can be dropped by itself (the order already shows its real state: dropping only
 * clears the note). Retry is offered only where sending the same request again can succeed.
 */
export function RefusedDispatches({ orderId }: { orderId?: number }) {
  const all = useRefusedDispatches();
  const refused = orderId === undefined ? all : all.filter((op) => op.orderIds.includes(orderId));
  const byContract = refused.filter((op) => isContractRefusal(op.lastError?.refusal));
  const others = refused.filter((op) => !isContractRefusal(op.lastError?.refusal));
  if (refused.length === 0) return null;
  return (
    <div className={styles.refusals}>
      {byContract.length > 0 && <RefusalGroup ops={byContract} heading="contract" single={orderId !== undefined} />}
      {others.length > 0 && <RefusalGroup ops={others} heading="other" single={orderId !== undefined} />}
    </div>
  );
}

function RefusalGroup({ ops, heading, single }: { ops: OutboxOperation[]; heading: "contract" | "other"; single: boolean }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const [failure, setFailure] = useState(false);
  const [busy, setBusy] = useState<string>();
  const hidden = ops.length - SHOWN_MAX;

  const act = async (op: OutboxOperation, action: (id: string) => Promise<void>) => {
    setBusy(op.id);
    setFailure(false);
    try {
      await action(op.id);
    } catch {
      setFailure(true);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles.refusalGroup}>
      <h2 id={headingId} className={styles.refusalHeading}>
        {heading === "contract" ? i18n._(CONTRACT_REFUSAL_HEADING) : <Trans>These dispatches were refused:</Trans>}
      </h2>
      <ul className={styles.refusalList}>
        {ops.slice(0, SHOWN_MAX).map((op) => (
          <RefusalItem key={op.id} op={op} single={single} busy={busy === op.id} onDrop={() => void act(op, discardOperation)} onRetry={() => void act(op, retryOperation)} />
        ))}
      </ul>
      {hidden > 0 && (
        <p>
          <Trans>
            and {hidden} more in <Link to={paths.outbox}>Pending operations</Link>
          </Trans>
        </p>
      )}
      {failure && (
        <p role="alert" className={formStyles.alert}>
          <Trans>This device could not update its saved operations. Reload the page and try again.</Trans>
        </p>
      )}
    </section>
  );
}

interface RefusalItemProps {
  op: OutboxOperation;
  /** On the order's own page: no link to itself. */
  single: boolean;
  busy: boolean;
  onDrop: () => void;
  onRetry: () => void;
}

function RefusalItem({ op, single, busy, onDrop, onRetry }: RefusalItemProps) {
  const { i18n, t } = useLingui();
  const numbers = op.orderNumbers.join(", ");
  const why = dispatchRefusalText(op.lastError?.refusal, op.lastError?.messages ?? [], i18n);
  const firstId = op.orderIds[0];
  return (
    <li className={styles.refusal}>
      <span className={styles.refusalOrder}>{single || op.orderIds.length !== 1 || firstId === undefined ? numbers : <Link to={paths.order(firstId)}>{numbers}</Link>}</span>
      <span className={styles.refusalReason}>
        {why}
        {/* Credit added or the account changed there, Retry can dispatch it. */}
        {isBalanceRefusal(op.lastError?.refusal) && (
          <>
            {" "}
            <Link to={paths.billing}>
              <Trans>See the balance</Trans>
            </Link>
          </>
        )}
      </span>
      <span className={styles.refusalActions}>
        {retryCanSucceed(op) && (
          <Button variant="secondary" busy={busy} aria-label={t`Retry the dispatch of ${numbers}`} onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        )}
        <Button variant="secondary" disabled={busy} aria-label={t`Drop the dispatch of ${numbers}`} onClick={onDrop}>
          <Trans>Drop</Trans>
        </Button>
      </span>
    </li>
  );
}
