import { Trans, useLingui } from "@lingui/react/macro";
import type { AccountEvent } from "../../api/schemas/billing";
import { formatDateTime } from "../../ui/format/date";
import { AmountCell } from "./amount-cell";
import { METHOD_NAMES, categoryName, eventTypeName } from "./billing-words";
import { table } from "./styles";

/**
 * Billing events as a table, for the Credits tab and the statement (spec section 3's statement
 * entry: category, type, event, method, value, description, created at). User text (a
 * description) is rendered as text.
 */
export function EventsTable({ events, label }: { events: readonly AccountEvent[]; label: string }) {
  const { i18n } = useLingui();
  return (
    <div style={table.scroller}>
      <table style={table.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col" style={table.head}>
              <Trans>Created at</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Category</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Type</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Event</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Method</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Description</Trans>
            </th>
            <th scope="col" style={{ ...table.head, textAlign: "end" }}>
              <Trans>Value</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td style={table.cell}>{formatDateTime(event.created_at, {}, i18n)}</td>
              <td style={table.cell}>{categoryName(event.category, event.category_name, i18n)}</td>
              <td style={table.cell}>{eventTypeName(event.event_type, i18n)}</td>
              <td style={table.cell}>{event.service ?? "—"}</td>
              <td style={table.cell}>{i18n._(METHOD_NAMES[event.method])}</td>
              <td style={table.cell}>{event.description}</td>
              <AmountCell value={event.value} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
