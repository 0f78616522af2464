import { useMemo, useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import type { OutboxState } from "../../offline/outbox/operations";
import { useAllCachedOrderRows } from "../../offline/order-cache";
import { expectedParcels, finishScanSession, summarize, type ExpectedParcel, type ScanSession, type SessionScan } from "../../offline/scan-sessions";
import { Button } from "../../ui/button";
import formStyles from "../../ui/form.module.css";
import { SendState } from "./scan-outcome";
import styles from "./pickups.module.css";

interface SessionPanelProps {
  session: ScanSession | null | undefined;
  opStates: ReadonlyMap<string, OutboxState>;
}

function Counts({ expected, scanned, found }: { expected: number; scanned: number; found: number }) {
  return (
    <dl className={styles.counts}>
      <div>
        <dt>
          <Trans>Scanned</Trans>
        </dt>
        <dd>{scanned}</dd>
      </div>
      <div>
        <dt>
          <Trans>Expected</Trans>
        </dt>
        <dd>{expected}</dd>
      </div>
      <div>
        <dt>
          <Trans>Expected found</Trans>
        </dt>
        <dd>{found}</dd>
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

function ScanList({ scans, label, opStates }: { scans: readonly SessionScan[]; label: string; opStates: ReadonlyMap<string, OutboxState> }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {scans.map((scan) => (
        <li key={scan.key}>
          <span className={styles.code}>{scan.code}</span>
          {scan.orderNumber && scan.orderId !== undefined && <Link to={paths.order(scan.orderId)}>{scan.orderNumber}</Link>}
          <SendState state={scan.opId === undefined ? undefined : opStates.get(scan.opId)} />
        </li>
      ))}
    </ul>
  );
}

/** The summary of a finished session. */
function FinishedSummary({ session, onClose }: { session: ScanSession; onClose(): void }) {
  const { t } = useLingui();
  const summary = summarize(session);
  const missing = summary.missing.length;
  const extra = summary.extra.length;
  return (
    <section className={styles.card} aria-labelledby="session-summary-title">
      <h2 id="session-summary-title">
        <Trans>Session summary</Trans>
      </h2>
      <p role="status" className={formStyles.notice}>
        <Plural value={summary.scanned} one="Session finished: # parcel scanned." other="Session finished: # parcels scanned." />{" "}
        <Plural value={missing} _0="Nothing missing." one="# expected parcel missing." other="# expected parcels missing." />{" "}
        <Plural value={extra} _0="No extra parcels." one="# extra parcel." other="# extra parcels." />
      </p>
      <Counts expected={summary.expected} scanned={summary.scanned} found={summary.found} />
      {missing > 0 && <ParcelList parcels={summary.missing} label={t`Missing parcels`} />}
      <Button variant="secondary" className={styles.big} onClick={onClose}>
        <Trans>Start a new session</Trans>
      </Button>
    </section>
  );
}

/**
 * The round so far: scanned against expected (cached orders dispatched and not yet picked up),
 * what is missing and what was not expected, each scan's send state, and "Finish session".
 */
export function SessionPanel({ session, opStates }: SessionPanelProps) {
  const { t } = useLingui();
  const [finished, setFinished] = useState<ScanSession>();
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState(false);
  // Before the first scan there is no session yet: the cache says what a new one would expect.
  const rows = useAllCachedOrderRows(session === null);
  const preview = useMemo(() => (rows ? expectedParcels(rows) : []), [rows]);

  if (finished && !session) return <FinishedSummary session={finished} onClose={() => setFinished(undefined)} />;

  const summary = session ? summarize(session) : { expected: preview.length, scanned: 0, found: 0, missing: preview, extra: [] };
  const finish = async () => {
    if (!session) return;
    setFinishing(true);
    setFailure(false);
    try {
      setFinished(await finishScanSession(session.id));
    } catch {
      setFailure(true);
    } finally {
      setFinishing(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="session-title">
      <h2 id="session-title">
        <Trans>Session</Trans>
      </h2>
      {!session && (
        <p className={styles.hint}>
          <Trans>A session starts with the first scan and is kept on this device until you finish it.</Trans>
        </p>
      )}
      <Counts expected={summary.expected} scanned={summary.scanned} found={summary.found} />
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
        <ScanList scans={summary.extra} label={t`Extra parcels`} opStates={opStates} />
      )}
      {session && session.scans.length > 0 && (
        <>
          <h3>
            <Trans>Scanned ({session.scans.length})</Trans>
          </h3>
          <ScanList scans={[...session.scans].reverse()} label={t`Scanned parcels`} opStates={opStates} />
        </>
      )}
      {failure && (
        <p role="alert" className={formStyles.alert}>
          <Trans>This device could not finish the session. Try again.</Trans>
        </p>
      )}
      {session && (
        <Button variant="secondary" className={styles.big} busy={finishing} onClick={() => void finish()}>
          <Trans>Finish session</Trans>
        </Button>
      )}
    </section>
  );
}
