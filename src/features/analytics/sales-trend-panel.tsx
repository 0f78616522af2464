import { useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SellerAnalytics } from "../../api/schemas/analytics";
import { Button } from "../../ui/button";
import { formatNumber } from "../../ui/format/number";
import { formatDay, formatTotals } from "./dashboard-format";
import { styles, table } from "./dashboard-styles";
import { CURRENT_COLOUR, PREVIOUS_COLOUR, TrendChart } from "./trend-chart";

function Swatch({ colour, dashed }: { colour: string; dashed?: boolean }) {
  return (
    <svg width="24" height="12" aria-hidden="true">
      {dashed ? <line x1="0" x2="24" y1="6" y2="6" stroke={colour} strokeWidth="2" strokeDasharray="6 4" /> : <rect width="24" height="12" fill={colour} />}
    </svg>
  );
}

/**
 * The sales trend tab: orders per day of the last 30 days against the 30 before, as a chart, and
 * the same figures (with each day's value per currency) as a table, shown on request: the chart
 * gives its summary to assistive technologies, the table every number.
 */
export function SalesTrendPanel({ data }: { data: SellerAnalytics }) {
  const { t, i18n } = useLingui();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const { period, previous_period: previous } = data;
  const count = (value: number) => formatNumber(value, undefined, i18n);
  const days = period.days;
  const middle = days[Math.floor((days.length - 1) / 2)];
  const from = formatDay(period.from, i18n);
  const to = formatDay(period.to, i18n);
  const created = count(period.created);
  const previousCreated = count(previous.created);

  return (
    <div style={styles.page}>
      <figure style={styles.figure}>
        <figcaption style={styles.heading}>
          <Trans>Orders per day</Trans>
        </figcaption>
        <TrendChart
          current={days.map((day) => day.orders)}
          previous={previous.days.map((day) => day.orders)}
          xLabels={[from, middle ? formatDay(middle.date, i18n) : "", to]}
          formatValue={count}
          label={t`Orders per day from ${from} to ${to}: ${created} orders, against ${previousCreated} in the previous 30 days.`}
        />
        <ul style={styles.legend}>
          <li style={styles.legendItem}>
            <Swatch colour={CURRENT_COLOUR} />
            <Trans>Last 30 days</Trans>
          </li>
          <li style={styles.legendItem}>
            <Swatch colour={PREVIOUS_COLOUR} dashed />
            <Trans>Previous 30 days</Trans>
          </li>
        </ul>
      </figure>
      <div style={styles.toolbar}>
        <Button variant="secondary" aria-expanded={showTable} aria-controls={showTable ? tableId : undefined} onClick={() => setShowTable((shown) => !shown)}>
          {showTable ? <Trans>Hide the table</Trans> : <Trans>Show as table</Trans>}
        </Button>
      </div>
      {showTable && (
        <div id={tableId} style={table.scroller}>
          <table style={table.table}>
            <caption style={table.caption}>
              <Trans>Orders and value per day, with the same day of the previous period</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col" style={table.head}>
                  <Trans>Day</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Orders</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Value</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Previous period's day</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Orders then</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Value then</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => {
                const before = previous.days[index];
                return (
                  <tr key={day.date}>
                    <th scope="row" style={table.cell}>
                      {formatDay(day.date, i18n)}
                    </th>
                    <td style={table.number}>{count(day.orders)}</td>
                    <td style={table.number}>{formatTotals(day.totals, i18n)}</td>
                    <td style={table.cell}>{before ? formatDay(before.date, i18n) : ""}</td>
                    <td style={table.number}>{before ? count(before.orders) : ""}</td>
                    <td style={table.number}>{before ? formatTotals(before.totals, i18n) : ""}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
