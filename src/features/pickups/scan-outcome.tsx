import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import type { PickupType } from "../../api/schemas/pickups";
import { paths } from "../../config/paths";
import { Button } from "../../ui/button";
import { pickupRefusalText } from "../../ui/pickup-refusal-text";
import { MISREAD_MESSAGE } from "../../ui/scanner";
import { OutcomeIcon, type OutcomeTone } from "./outcome-icon";
import type { OrderRef, ScanOutcome } from "./record-scan";
import { RefusalReason, SendState, scanSendState, type OperationsById } from "./scan-state";
import styles from "./pickups.module.css";

interface ScanOutcomeViewProps {
  outcome: (ScanOutcome & { seq: number }) | undefined;
  /** The live outbox: a recorded scan shows whether it is still on the device, sent or refused. */
  operations: OperationsById;
  type: PickupType;
  /** Queues a scan the device refused offline. */
  onRecordAnyway(code: string): void;
  /** Drawn over the camera picture, compact (issue 14: seen without scrolling while scanning). */
  overlay?: boolean;
}

const TONE_CLASS: Record<OutcomeTone, string | undefined> = { ok: styles.ok, warn: styles.warn, refused: styles.bad };

function OrderLine({ order }: { order: OrderRef | undefined }) {
  return order ? (
    <p>
      <Trans>
        Order <Link to={paths.order(order.id)}>{order.order_number}</Link>
      </Trans>
    </p>
  ) : (
    <p>
      <Trans>Order not known on this device yet: the server matches it when the scan is sent.</Trans>
    </p>
  );
}

function Title({ tone, children }: { tone: OutcomeTone; children: ReactNode }) {
  return (
    <p className={styles.verdict}>
      <OutcomeIcon tone={tone} />
      <span>{children}</span>
    </p>
  );
}

/** The tone of an outcome: recorded (green, tick), refused (red, cross), the rest (amber, "!"). */
function toneOf(outcome: ScanOutcome, operations: OperationsById): OutcomeTone {
  switch (outcome.kind) {
    case "recorded":
      return scanSendState({ opId: outcome.opId }, operations).kind === "refused" ? "refused" : "ok";
    case "refused":
    case "failed":
      return "refused";
    default:
      return "warn";
  }
}

/** What the latest outcome says. */
function OutcomeBody({ outcome, operations, type, onRecordAnyway }: Omit<ScanOutcomeViewProps, "outcome" | "overlay"> & { outcome: ScanOutcome }) {
  const { i18n } = useLingui();
  const code = <p className={styles.code}>{outcome.code}</p>;
  switch (outcome.kind) {
    case "recorded": {
      const state = scanSendState({ opId: outcome.opId }, operations);
      if (state.kind === "refused") {
        return (
          <>
            <Title tone="refused">
              <Trans>Refused</Trans>
            </Title>
            {code}
            {outcome.order && <OrderLine order={outcome.order} />}
            <p>
              <RefusalReason messages={state.messages} type={type} />
            </p>
          </>
        );
      }
      return (
        <>
          <Title tone="ok">
            <Trans>Recorded</Trans> <SendState state={state} />
          </Title>
          {code}
          <OrderLine order={outcome.order} />
        </>
      );
    }
    case "refused":
      return (
        <>
          <Title tone="refused">{outcome.offline ? <Trans>Will be refused</Trans> : <Trans>Refused</Trans>}</Title>
          {code}
          <OrderLine order={outcome.order} />
          <p>{pickupRefusalText(outcome.reason, type, i18n)}</p>
          {outcome.offline ? (
            <>
              <p>
                <Trans>This device's copy of the order says it is not dispatched. Nothing was queued.</Trans>
              </p>
              <Button variant="secondary" className={styles.anyway} onClick={() => onRecordAnyway(outcome.code)}>
                <Trans>Record anyway</Trans>
              </Button>
            </>
          ) : (
            <p>
              <Trans>Nothing was queued.</Trans>
            </p>
          )}
        </>
      );
    case "duplicate":
      return (
        <>
          <Title tone="warn">
            <Trans>Already scanned in this session. Nothing was queued.</Trans>
          </Title>
          {code}
          <OrderLine order={outcome.order} />
        </>
      );
    case "unknown":
      return (
        <>
          <Title tone="warn">
            <Trans>No order has this tracking number or order number. Nothing was queued.</Trans>
          </Title>
          {code}
        </>
      );
    case "misread":
      return (
        <>
          <Title tone="warn">
            {i18n._(MISREAD_MESSAGE)} <Trans>Nothing was queued.</Trans>
          </Title>
          {code}
        </>
      );
    case "failed":
      return (
        <>
          <Title tone="refused">
            <Trans>This device could not save the scan. Try again.</Trans>
          </Title>
          {code}
        </>
      );
  }
}

/**
 * The latest scan, announced politely: whether it was recorded or refused (colour, shape and
 * words), the code as text and the order it names. Keyed by the outcome's counter, so a repeat is
 * announced again. While the camera runs it is drawn over the picture (`overlay`).
 */
export function ScanOutcomeView({ outcome, overlay = false, ...rest }: ScanOutcomeViewProps) {
  const { t } = useLingui();
  const tone = outcome ? toneOf(outcome, rest.operations) : undefined;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t`Last scan`}
      className={`${styles.outcome} ${overlay ? styles.overlay : ""} ${tone ? TONE_CLASS[tone] : ""}`}
      data-tone={tone}
    >
      {!outcome ? (
        <p>{overlay ? <Trans>Point the camera at a label.</Trans> : <Trans>Scan a label or enter its code.</Trans>}</p>
      ) : (
        <div key={outcome.seq}>
          <OutcomeBody outcome={outcome} {...rest} />
        </div>
      )}
    </div>
  );
}
