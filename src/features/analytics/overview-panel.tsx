import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SellerAnalytics } from "../../api/schemas/analytics";
import { statusName } from "../../domain/order-status";
import { formatNumber } from "../../ui/format/number";
import { statusLabel } from "../../ui/order-status-label";
import { amountsOf, countryName, formatTotals } from "./dashboard-format";
import { styles, table } from "./dashboard-styles";

function Card({ label, value, previous }: { label: ReactNode; value: string | readonly string[]; previous: string }) {
  return (
    <li style={styles.card}>
      <h3 style={styles.cardLabel}>{label}</h3>
      <p style={styles.cardValue}>
        {typeof value === "string"
          ? value
          : value.map((amount) => (
              <span key={amount} style={styles.cardAmount}>
                {amount}
              </span>
            ))}
      </p>
      <p style={styles.cardPrevious}>
        <Trans>Previous 30 days: {previous}</Trans>
      </p>
    </li>
  );
}

/** The overview tab: the period's cards, the top 5 customers and the orders by status. */
export function OverviewPanel({ data }: { data: SellerAnalytics }) {
  const { i18n } = useLingui();
  const { period, previous_period: previous } = data;
  const count = (value: number) => formatNumber(value, undefined, i18n);
  const mostByStatus = Math.max(1, ...data.by_status.map((s) => s.orders));

  return (
    <div style={styles.page}>
      <ul style={styles.cards}>
        <Card label={<Trans>Orders created</Trans>} value={count(period.created)} previous={count(previous.created)} />
        <Card label={<Trans>Dispatched</Trans>} value={count(period.dispatched)} previous={count(previous.dispatched)} />
        <Card label={<Trans>Delivered</Trans>} value={count(period.delivered)} previous={count(previous.delivered)} />
        <Card label={<Trans>In exception</Trans>} value={count(period.in_exception)} previous={count(previous.in_exception)} />
        <Card label={<Trans>Total value</Trans>} value={amountsOf(period.totals, i18n)} previous={formatTotals(previous.totals, i18n)} />
      </ul>
      <div style={styles.sections}>
        <section>
          <div style={table.scroller}>
            <table style={table.table}>
              <caption style={table.caption}>
                <Trans>Top 5 customers</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col" style={table.head}>
                    <Trans context="the seller's buyer">Customer</Trans>
                  </th>
                  <th scope="col" style={table.head}>
                    <Trans>Country</Trans>
                  </th>
                  <th scope="col" style={table.head}>
                    <Trans>Orders</Trans>
                  </th>
                  <th scope="col" style={table.head}>
                    <Trans>Value</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.top_customers.length === 0 && (
                  <tr>
                    <td colSpan={4} style={table.cell}>
                      <Trans>No orders in the last 30 days.</Trans>
                    </td>
                  </tr>
                )}
                {data.top_customers.map((customer) => (
                  <tr key={`${customer.name}\u0000${customer.country}`}>
                    <th scope="row" style={table.cell}>
                      {customer.name}
                    </th>
                    <td style={table.cell}>{countryName(customer.country, i18n)}</td>
                    <td style={table.number}>{count(customer.orders)}</td>
                    <td style={table.number}>{formatTotals(customer.totals, i18n)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section>
          <div style={table.scroller}>
            <table style={table.table}>
              <caption style={table.caption}>
                <Trans>Orders by status</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col" style={table.head}>
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col" style={table.head}>
                    <Trans>Orders</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.by_status.length === 0 && (
                  <tr>
                    <td colSpan={2} style={table.cell}>
                      <Trans>No orders in the last 30 days.</Trans>
                    </td>
                  </tr>
                )}
                {data.by_status.map((row) => (
                  <tr key={row.status_id}>
                    <th scope="row" style={table.cell}>
                      {statusLabel(statusName(row.status_id) ?? String(row.status_id), i18n)}
                    </th>
                    <td style={table.number}>
                      {/* The bar repeats the number for the eye; the number is what is read. */}
                      <span aria-hidden="true" style={{ ...styles.bar, width: `${(row.orders / mostByStatus) * 6}rem`, marginInlineEnd: "0.5rem" }} />
                      {count(row.orders)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
