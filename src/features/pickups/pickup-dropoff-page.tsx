import { useCallback, useMemo } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useOutboxOperations } from "../../offline/outbox/hooks";
import type { OutboxState } from "../../offline/outbox/operations";
import type { DecodedCode } from "../../ui/scanner";
import { CameraPanel } from "./camera-panel";
import { ManualEntryForm } from "./manual-entry-form";
import { PickupsList } from "./pickups-list";
import { ScanOutcomeView } from "./scan-outcome";
import { ScanTypeChoice } from "./scan-type-choice";
import { SessionPanel } from "./session-panel";
import { useScanStation } from "./use-scan-station";
import styles from "./pickups.module.css";

/**
 * `/orders/pickup-dropoff` (issue 5), phone first: choose pickup or dropoff, press Scan and move
 * from parcel to parcel; each code beeps, shows, and is queued in the outbox at once, online or
 * not. Manual entry and photos for labels the camera cannot read; the session below counts what
 * was scanned against what was expected; the server's records at the bottom.
 */
export function PickupDropoffPage() {
  const { t } = useLingui();
  const station = useScanStation();
  const operations = useOutboxOperations();
  const opStates = useMemo(() => new Map<string, OutboxState>(operations.map((op) => [op.id, op.state])), [operations]);
  const { record } = station;
  const onDecoded = useCallback((code: DecodedCode) => void record(code.text, code.decodedAt), [record]);
  const lastOpState = station.last?.kind === "recorded" ? opStates.get(station.last.opId) : undefined;

  return (
    <div className={styles.page}>
      <h1>
        <Trans>Pickups and dropoffs</Trans>
      </h1>
      <section className={styles.card} aria-label={t`Scanning`}>
        <ScanTypeChoice value={station.type} disabled={!station.canChangeType} onChange={station.setType} />
        <CameraPanel onCode={onDecoded} />
        <ScanOutcomeView outcome={station.last} opState={lastOpState} />
        <ManualEntryForm onRecord={record} />
      </section>
      <SessionPanel session={station.session} opStates={opStates} />
      <PickupsList online={station.online} />
    </div>
  );
}
