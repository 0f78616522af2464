import { useMemo, useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { useAllCachedOrderRows } from "../../offline/order-cache";
import { expectedParcels, finishScanSession, summarize, type ExpectedParcel, type ScanSession, type SessionScan, type SessionSummary } from "../../offline/scan-sessions";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import formStyles from "../../ui/form.module.css";
import { ExpectedSource } from "./expected-source";
import { RefusalReason, SendState, scanSendState, type OperationsById } from "./scan-state";
import type { ExpectedState } from "./use-expected-parcels";
import styles from "./pickups.module.css";

interface SessionPanelProps {
  session: ScanSession | null | undefined;
  operations: OperationsById;
  expectedState: ExpectedState;
  /** Opens a session before the first scan, so that its expected parcels load now. */
  onStart(): Promise<void>;
}

function Counts({ summary }: { summary: Pick<SessionSummary, "expected" | "scanned" | "found" | "refused"> }) {
  return (
    <dl className={styles.counts}>
      <div>
        <dt>
          <Trans>Scanned</Trans>
        </dt>
        <dd>{summary.scanned}</dd>
      </div>
      <div>
        <dt>
          <Trans>Expected</Trans>
        </dt>
        <dd>{summary.expected}</dd>
      </div>
      <div>
        <dt>
          <Trans>Expected found</Trans>
        </dt>
        <dd>{summary.found}</dd>
      </div>
      <div>
        <dt>
          <Trans context="count of scans">Refused</Trans>
        </dt>
        <dd>{summary.refused.length}</dd>
      </div>
    </dl>
  );
}

function ParcelList({ parcels, label }: { parcels: readonly ExpectedParcel[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {parcels.map((parcel) => (
        <li key={parcel.id}>
          <Link to={paths.order(parcel.id)}>{parcel.order_number}</Link>
          <span className={styles.code}>{parcel.last_mile_tracking_number ?? parcel.reference}</span>
        </li>
      ))}
    </ul>
  );
}

function ScanList({ scans, label, operations, session }: { scans: readonly SessionScan[]; label: string; operations: OperationsById; session: ScanSession }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {scans.map((scan) => {
        const state = scanSendState(scan, operations);
        return (
          <li key={`${scan.key}-${scan.scannedAt}`}>
            <span className={styles.code}>{scan.code}</span>
            {scan.orderNumber && scan.orderId !== undefined && <Link to={paths.order(scan.orderId)}>{scan.orderNumber}</Link>}
            <SendState state={state} />
            {state.kind === "refused" && (
              <span className={styles.reason}>
                <RefusalReason messages={state.messages} type={session.type} />
              </span>
            )}
            {state.kind === "refused-here" && (
              <span className={styles.reason}>
                <Trans>Not dispatched: nothing was queued.</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The ids of the session's operations the server refused (they need attention). */
function refusedOperations(session: Pick<ScanSession, "scans">, operations: OperationsById): Set<string> {
  return new Set(session.scans.flatMap((scan) => (scan.opId !== undefined && operations.get(scan.opId)?.state === "needs_attention" ? [scan.opId] : [])));
}

/** Scans of the session still on the device, not refused. */
const waitingCount = (session: Pick<ScanSession, "scans">, operations: OperationsById) =>
  session.scans.filter((scan) => scanSendState(scan, operations).kind === "pending").length;

/** The summary of a finished session, as it stood when it was finished. */
function FinishedSummary({ session, refusedOps, waiting, onClose }: { session: ScanSession; refusedOps: ReadonlySet<string>; waiting: number; onClose(): void }) {
  const { t } = useLingui();
  const summary = summarize(session, refusedOps);
  const missing = summary.missing.length;
  const extra = summary.extra.length;
  const refused = summary.refused.length;
  return (
    <section className={styles.card} aria-labelledby="session-summary-title">
      <h2 id="session-summary-title">
        <Trans>Session summary</Trans>
      </h2>
      <p role="status" className={formStyles.notice}>
        <Plural value={summary.scanned} one="Session finished: # parcel scanned." other="Session finished: # parcels scanned." />{" "}
        <Plural value={missing} _0="Nothing missing." one="# expected parcel missing." other="# expected parcels missing." />{" "}
        <Plural value={extra} _0="No extra parcels." one="# extra parcel." other="# extra parcels." />
        {refused > 0 && (
          <>
            {" "}
            <Plural value={refused} one="# scan refused." other="# scans refused." />
          </>
        )}
        {waiting > 0 && (
          <>
            {" "}
            <Plural
              value={waiting}
              one="# scan is still waiting to be sent: it stays on this device until there is a connection."
              other="# scans are still waiting to be sent: they stay on this device until there is a connection."
            />
          </>
        )}
      </p>
      <Counts summary={summary} />
      {missing > 0 && <ParcelList parcels={summary.missing} label={t`Missing parcels`} />}
      <Button variant="secondary" className={styles.big} onClick={onClose}>
        <Trans>Start a new session</Trans>
      </Button>
    </section>
  );
}

interface Finished {
  session: ScanSession;
  refusedOps: ReadonlySet<string>;
  waiting: number;
}

/**
 * The round so far: scanned against expected (the server's list, kept on the device), what is
 * missing, what was not expected, what was refused, each scan's send state, and "Finish session",
 * which asks first while scans still wait to be sent.
 */
export function SessionPanel({ session, operations, expectedState, onStart }: SessionPanelProps) {
  const { t } = useLingui();
  const [finished, setFinished] = useState<Finished>();
  const [finishing, setFinishing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState(false);
  // Before the first scan there is no session yet: the cache says what a new one would expect.
  const rows = useAllCachedOrderRows(session === null);
  const preview = useMemo(() => (rows ? expectedParcels(rows) : []), [rows]);

  if (finished && !session) return <FinishedSummary {...finished} onClose={() => setFinished(undefined)} />;

  const refusedOps = session ? refusedOperations(session, operations) : new Set<string>();
  const summary: SessionSummary = session
    ? summarize(session, refusedOps)
    : { expected: preview.length, scanned: 0, found: 0, missing: preview, extra: [], refused: [] };
  const waiting = session ? waitingCount(session, operations) : 0;
  const finish = async () => {
    if (!session) return;
    setFinishing(true);
    setFailure(false);
    try {
      const closed = await finishScanSession(session.id);
      if (closed) setFinished({ session: closed, refusedOps, waiting });
      setConfirming(false);
    } catch {
      setFailure(true);
    } finally {
      setFinishing(false);
    }
  };
  const start = async () => {
    setStarting(true);
    setFailure(false);
    try {
      await onStart();
    } catch {
      setFailure(true);
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="session-title">
      <h2 id="session-title">
        <Trans>Session</Trans>
      </h2>
      {session ? (
        <ExpectedSource session={session} state={expectedState} />
      ) : (
        <>
          <p className={styles.hint}>
            <Trans>
              Starting a session loads the parcels expected for it and keeps them on this device, so that you can scan offline. The first scan also starts one.
            </Trans>
          </p>
          <Button className={styles.big} busy={starting} disabled={session === undefined} onClick={() => void start()}>
            <Trans>Start session</Trans>
          </Button>
        </>
      )}
      <Counts summary={summary} />
      <h3>
        <Trans>Missing ({summary.missing.length})</Trans>
      </h3>
      {summary.missing.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No expected parcel is missing.</Trans>
        </p>
      ) : (
        <ParcelList parcels={summary.missing} label={t`Missing parcels`} />
      )}
      <h3>
        <Trans>Extra ({summary.extra.length})</Trans>
      </h3>
      {summary.extra.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No unexpected parcel scanned.</Trans>
        </p>
      ) : (
        session && <ScanList scans={summary.extra} label={t`Extra parcels`} operations={operations} session={session} />
      )}
      {session && summary.refused.length > 0 && (
        <>
          <h3>
            <Trans>Refused ({summary.refused.length})</Trans>
          </h3>
          <ScanList scans={summary.refused} label={t`Refused scans`} operations={operations} session={session} />
        </>
      )}
      {session && session.scans.length > 0 && (
        <>
          <h3>
            <Trans>Scanned ({session.scans.length})</Trans>
          </h3>
          <ScanList scans={[...session.scans].reverse()} label={t`Scanned parcels`} operations={operations} session={session} />
        </>
      )}
      {failure && (
        <p role="alert" className={formStyles.alert}>
          <Trans>This device could not save the session. Try again.</Trans>
        </p>
      )}
      {session && (
        <Button variant="secondary" className={styles.big} busy={finishing && !confirming} onClick={() => (waiting > 0 ? setConfirming(true) : void finish())}>
          <Trans>Finish session</Trans>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={<Trans>Finish the session?</Trans>}
        confirmLabel={<Trans>Finish session</Trans>}
        cancelLabel={<Trans>Keep scanning</Trans>}
        busy={finishing}
        onClose={() => setConfirming(false)}
        onConfirm={() => void finish()}
      >
        <Plural
          value={waiting}
          one="# scan is still waiting to be sent. It stays on this device and is sent when there is a connection; finishing loses nothing."
          other="# scans are still waiting to be sent. They stay on this device and are sent when there is a connection; finishing loses nothing."
        />
      </ConfirmDialog>
    </section>
  );
}
