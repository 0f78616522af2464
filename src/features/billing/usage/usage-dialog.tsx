import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Category } from "../../../api/schemas/billing";
import { ApiErrorAlert } from "../../../ui/api-error";
import { Button } from "../../../ui/button";
import dialogStyles from "../../../ui/dialog.module.css";
import { formatDate, formatDateTime } from "../../../ui/format/date";
import { AmountCell, rangeDay } from "../amount-cell";
import { categoryName, eventTypeName, signedBrl } from "../billing-words";
import { billingQueries } from "../queries";
import { styles, table } from "../styles";

/**
 * View Usage (spec sections 2 and 7): a category's events over the server's fixed range (the last
 * 30 days), their exact total, newest first.
 */
export function UsageDialog({ sellerId, category, onClose }: { sellerId: number; category: Category; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const usage = useQuery(billingQueries.usage(sellerId, category.id));
  const name = categoryName(category.code, category.name, i18n);
  const data = usage.data;
  const utc = { timeZone: "UTC" };
  return (
    <Dialog open onClose={onClose} className={dialogStyles.dialog}>
      <DialogBackdrop className={dialogStyles.backdrop} />
      <div className={dialogStyles.container}>
        <DialogPanel className={dialogStyles.panel} style={{ overflowY: "auto" }}>
          <DialogTitle className={dialogStyles.title}>
            <Trans>Usage of {name}</Trans>
          </DialogTitle>
          {usage.error && <ApiErrorAlert error={usage.error} />}
          {usage.isPending && (
            <p role="status">
              <Trans>Loading the usage…</Trans>
            </p>
          )}
          {data && (
            <>
              <p style={{ margin: 0 }}>
                <Trans>
                  From {formatDate(rangeDay(data.meta.start_date), utc, i18n)} to {formatDate(rangeDay(data.meta.end_date), utc, i18n)}
                </Trans>
              </p>
              <dl style={styles.facts}>
                <dt style={styles.factTerm}>
                  <Trans>Events</Trans>
                </dt>
                <dd style={styles.factValue}>{data.count}</dd>
                <dt style={styles.factTerm}>
                  <Trans>Total</Trans>
                </dt>
                <dd style={styles.factValue}>{signedBrl(data.total, i18n)}</dd>
              </dl>
              {data.seller_account_events.length === 0 ? (
                <p style={{ margin: 0 }}>
                  <Trans>No events in this period.</Trans>
                </p>
              ) : (
                <div style={table.scroller}>
                  <table style={table.table} aria-label={t`Usage of ${name}`}>
                    <thead>
                      <tr>
                        <th scope="col" style={table.head}>
                          <Trans>Created at</Trans>
                        </th>
                        <th scope="col" style={table.head}>
                          <Trans>Event</Trans>
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
                      {data.seller_account_events.map((event) => (
                        <tr key={event.id}>
                          <td style={table.cell}>{formatDateTime(event.created_at, {}, i18n)}</td>
                          <td style={table.cell}>{eventTypeName(event.event_type, i18n)}</td>
                          <td style={table.cell}>{event.description}</td>
                          <AmountCell value={event.value} />
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {data.count > data.seller_account_events.length && (
                <p style={styles.muted}>
                  <Trans>
                    Showing the latest {data.seller_account_events.length} of {data.count} events.
                  </Trans>
                </p>
              )}
            </>
          )}
          <div className={dialogStyles.actions}>
            <Button variant="secondary" onClick={onClose} data-autofocus>
              <Trans>Close</Trans>
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
