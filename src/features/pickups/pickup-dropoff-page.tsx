import { useCallback, useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useOutboxOperations } from "../../offline/outbox/hooks";
import type { OutboxOperation } from "../../offline/outbox/operations";
import type { DecodedCode } from "../../ui/scanner";
import { useOwnFreshnessNotice } from "../../ui/own-freshness-notice";
import { CameraPanel } from "./camera-panel";
import { ManualEntryForm } from "./manual-entry-form";
import { PickupsList } from "./pickups-list";
import { RecentScans } from "./recent-scans";
import { ScanOutcomeView } from "./scan-outcome";
import { ScanTypeChoice } from "./scan-type-choice";
import { SessionPanel } from "./session-panel";
import { useExpectedParcels } from "./use-expected-parcels";
import { useRefusalAlert } from "./use-refusal-alert";
import { useScanStation } from "./use-scan-station";
import styles from "./pickups.module.css";

/**
 * `/orders/pickup-dropoff` (issue 5), phone first: choose pickup or dropoff, press Scan and move
 * from parcel to parcel; each code beeps, shows over the camera picture, and is queued in the
 * outbox at once, online or not, unless the order is known not to be dispatched (refused on the
 * spot, with its own sound). Manual entry and photos for labels the camera cannot read; the
 * session below counts what was scanned against what the server expects; the server's records at
 * the bottom.
 */
export function PickupDropoffPage() {
  const { t } = useLingui();
  const station = useScanStation();
  // The station says itself what waits and what is offline (the top bar's sync state, each
  // scan's outcome); a notice above it would move the Scan button when the network goes.
  useOwnFreshnessNotice(true);
  const operations = useOutboxOperations();
  const byId = useMemo(() => new Map<string, OutboxOperation>(operations.map((op) => [op.id, op])), [operations]);
  const expectedState = useExpectedParcels(station.session, station.online);
  useRefusalAlert(station.session, byId);
  const [cameraActive, setCameraActive] = useState(false);
  const { record, recordAnyway } = station;
  const onDecoded = useCallback((code: DecodedCode) => void record(code.text, code.decodedAt), [record]);
  const onRecordAnyway = useCallback((code: string) => void recordAnyway(code), [recordAnyway]);
  const outcome = (overlay: boolean) => (
    <ScanOutcomeView outcome={station.last} operations={byId} type={station.type} onRecordAnyway={onRecordAnyway} overlay={overlay} />
  );

  return (
    <div className={styles.page}>
      <h1>
        <Trans>Pickups and dropoffs</Trans>
      </h1>
      <section className={styles.card} aria-label={t`Scanning`}>
        {cameraActive ? (
          // While scanning the choice is made: one line, so the picture fits the screen.
          <p className={styles.recording}>{station.type === "pickup" ? <Trans>Recording pickups</Trans> : <Trans>Recording dropoffs</Trans>}</p>
        ) : (
          <ScanTypeChoice value={station.type} disabled={!station.canChangeType} onChange={station.setType} />
        )}
        <CameraPanel
          onCode={onDecoded}
          onActiveChange={setCameraActive}
          confirmation={outcome(true)}
          beside={<RecentScans scans={station.session?.scans ?? []} operations={byId} />}
        />
        {!cameraActive && outcome(false)}
        <ManualEntryForm onRecord={record} />
      </section>
      <SessionPanel session={station.session} operations={byId} expectedState={expectedState} onStart={station.startSession} />
      <PickupsList online={station.online} />
    </div>
  );
}
