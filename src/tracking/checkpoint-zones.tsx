/** @jsxImportSource preact */
import type { TrackingCheckpoint } from "../api/schemas/tracking";
import { TRACKING_ZONE_NUMBERS } from "../domain/tracking";
import { formatDateTime } from "./dates";
import { statusLabel } from "./status-labels";
import { zoneLabel } from "./zone-labels";

/** Newest first: the visitor wants to know where the parcel is now. Equal times keep server order, reversed. */
export function newestFirst(checkpoints: readonly TrackingCheckpoint[]): TrackingCheckpoint[] {
  return checkpoints
    .map((checkpoint, index) => ({ checkpoint, index, time: Date.parse(checkpoint.created_at) }))
    .sort((a, b) => (b.time || 0) - (a.time || 0) || b.index - a.index)
    .map(({ checkpoint }) => checkpoint);
}

/** One section per zone that has checkpoints, in the zones' order (configuration area, section 3). */
export function CheckpointZones({ checkpoints }: { checkpoints: readonly TrackingCheckpoint[] }) {
  const sorted = newestFirst(checkpoints);
  return (
    <>
      {TRACKING_ZONE_NUMBERS.map((zone) => {
        const inZone = sorted.filter((checkpoint) => checkpoint.zone === zone);
        if (inZone.length === 0) return null;
        const headingId = `zone-${zone}`;
        return (
          <section key={zone} class="zone" aria-labelledby={headingId}>
            <h3 id={headingId}>{zoneLabel(zone)}</h3>
            <ol class="checkpoints">
              {inZone.map((checkpoint, index) => (
                <li key={`${checkpoint.created_at}-${index}`}>
                  <time dateTime={checkpoint.created_at}>{formatDateTime(checkpoint.created_at)}</time>
                  <span class="checkpoint-status">{statusLabel(checkpoint.status)}</span>
                  {checkpoint.message && <span class="checkpoint-message">{checkpoint.message}</span>}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}
