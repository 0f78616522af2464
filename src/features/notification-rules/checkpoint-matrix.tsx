import { useEffect, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { NotificationChannel } from "../../domain/notification-rule-scope";
import { TRACKING_ZONES, type TrackingZoneCode, eventsOfZone } from "../../domain/tracking-events";
import { cellKey } from "./rule-form-state";
import { matrix } from "./styles";
import { CHANNEL_LABELS, ZONE_LABELS, eventLabel } from "./words";

const ZONES = Object.keys(TRACKING_ZONES).map(Number) as TrackingZoneCode[];
const ALL_EVENTS = ZONES.flatMap(eventsOfZone);

/** A checkbox that shows "some" as the mixed state, so a row or column helper tells what it holds. */
function TriStateBox({ label, checked, mixed, onToggle }: { label: string; checked: boolean; mixed: boolean; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={checked} onChange={onToggle} style={matrix.box} />;
}

interface MatrixProps {
  cells: ReadonlySet<string>;
  /** The columns shown: webhook_admin only for administrators. */
  channels: readonly NotificationChannel[];
  onChange: (cells: Set<string>) => void;
}

/**
 * Which channel fires on which tracking event: a real table (rows = events grouped by the six
 * zones, columns = channels), one native checkbox per cell named "Delivered — E-mail to customer",
 * plus a checkbox per column and per row that selects or clears all of it. Every control is a
 * checkbox in tab order, so Tab and Space do it all.
 */
export function CheckpointMatrix({ cells, channels, onChange }: MatrixProps) {
  const { t, i18n } = useLingui();
  const setAll = (keys: string[], on: boolean) => {
    const next = new Set(cells);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(next);
  };
  const toggleGroup = (keys: string[]) => setAll(keys, !keys.every((key) => cells.has(key)));
  const groupState = (keys: string[]) => {
    const on = keys.filter((key) => cells.has(key)).length;
    return { checked: on === keys.length, mixed: on > 0 && on < keys.length };
  };

  return (
    <div style={matrix.scroller}>
      <table style={matrix.table}>
        <caption style={matrix.caption}>
          <Trans>Who is notified at each checkpoint</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" style={matrix.head}>
              <Trans>Tracking event</Trans>
            </th>
            {channels.map((channel) => {
              const name = i18n._(CHANNEL_LABELS[channel]);
              const keys = ALL_EVENTS.map((event) => cellKey(event.id, channel));
              return (
                <th key={channel} scope="col" style={matrix.head}>
                  <span style={matrix.columnHead}>
                    {name}
                    <TriStateBox label={t`Every checkpoint — ${name}`} {...groupState(keys)} onToggle={() => toggleGroup(keys)} />
                  </span>
                </th>
              );
            })}
            <th scope="col" style={matrix.head}>
              <Trans>Whole row</Trans>
            </th>
          </tr>
        </thead>
        {ZONES.map((zone) => (
          <tbody key={zone}>
            <tr>
              <th scope="rowgroup" colSpan={channels.length + 2} style={matrix.zone}>
                {i18n._(ZONE_LABELS[zone])}
              </th>
            </tr>
            {eventsOfZone(zone).map((event) => {
              const title = eventLabel(event, i18n);
              const keys = channels.map((channel) => cellKey(event.id, channel));
              return (
                <tr key={event.id}>
                  <th scope="row" style={matrix.rowHead}>
                    {title}
                  </th>
                  {channels.map((channel) => {
                    const key = cellKey(event.id, channel);
                    const name = i18n._(CHANNEL_LABELS[channel]);
                    return (
                      <td key={channel} style={matrix.cell}>
                        <input type="checkbox" aria-label={`${title} — ${name}`} checked={cells.has(key)} onChange={() => setAll([key], !cells.has(key))} style={matrix.box} />
                      </td>
                    );
                  })}
                  <td style={matrix.cell}>
                    <TriStateBox label={t`${title} — every channel`} {...groupState(keys)} onToggle={() => toggleGroup(keys)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
