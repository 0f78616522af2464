import { useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { ApiErrorAlert } from "../../ui/api-error";
import { Pagination } from "../../ui/table/pagination";
import { useOnline } from "../../ui/use-online";
import { FiscalPaymentFilters } from "./fiscal-payment-filters";
import { FiscalPaymentRow } from "./fiscal-payment-row";
import { FISCAL_PAGE_SIZE, type FilterValues, filtersOf, hasFilters, pageOf, queryOf, searchOf } from "./filter-params";
import { fiscalPaymentQueries } from "./queries";
import { styles, table } from "./styles";

/** The table's column headings, in order (the row renders the same order). */
const COLUMNS = [
  <Trans key="ref" context="of a payment">Reference</Trans>,
  <Trans key="type">Type</Trans>,
  <Trans key="status">Status</Trans>,
  <Trans key="value">Value</Trans>,
  <Trans key="paid">Payment date</Trans>,
  <Trans key="created">Created</Trans>,
  <Trans key="dir">DIR</Trans>,
  <Trans key="customer" context="the seller's buyer">Customer</Trans>,
  <Trans key="tracking">Tracking number</Trans>,
  <Trans key="products">Products</Trans>,
  <Trans key="barcode">Barcode</Trans>,
  <Trans key="courier">Courier</Trans>,
];

/**
 * /orders/fiscal_payments (issue 18; spec sections 2, 3 and 4): the seller's Brazilian tax and
 * fine slips (boletos), newest first, with their status, value in reais, the customer and parcel
 * they are for, and the line to pay each, copied in one tap. Filters and page are in the URL.
 * Offline, the first page without filters shows as this device last saw it (the saved queries,
 * decision 016, with the shell's notice of its age); other pages and filters need the network.
 */
export function FiscalPaymentsPage() {
  const { t } = useLingui();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const pageNumber = pageOf(params);
  // Not held back offline: a paused query is what the saved first page stands in for (src/app/shell/saved-query-keys.ts).
  const list = useQuery(fiscalPaymentQueries.page(queryOf(params)));
  // Offline, the previous page kept on screen while another loads would pass for the page asked for.
  const data = !online && list.isPlaceholderData ? undefined : list.data;
  const elements = data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((data?.count ?? 0) / FISCAL_PAGE_SIZE));
  const filters = filtersOf(params);
  const goTo = (values: FilterValues, nextPage = 1) => setParams(searchOf(values, nextPage));

  return (
    <section style={styles.page} aria-labelledby="fiscal-payments-title">
      <h1 id="fiscal-payments-title" style={styles.title}>
        <Trans>Fiscal payments</Trans>
      </h1>
      {/* Keyed by the address: Back or a link with other filters shows them in the form. */}
      <FiscalPaymentFilters key={params.toString()} initial={filters} onApply={(values) => goTo(values)} />
      {!online && !data && (
        <p role="status">
          <Trans>You are offline. These fiscal payments show when the connection returns.</Trans>
        </p>
      )}
      {list.error && <ApiErrorAlert error={list.error} />}
      {online && list.isPending && (
        <p role="status">
          <Trans>Loading fiscal payments…</Trans>
        </p>
      )}
      {data && elements.length === 0 && (
        <p>{hasFilters(params) ? <Trans>No fiscal payments match these filters.</Trans> : <Trans>There are no fiscal payments yet.</Trans>}</p>
      )}
      {elements.length > 0 && (
        <div style={table.scroller}>
          <table style={table.table} aria-label={t`Fiscal payments`}>
            <thead>
              <tr>
                {COLUMNS.map((heading) => (
                  <th key={heading.key} scope="col" style={table.head}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {elements.map((payment) => (
                <FiscalPaymentRow key={payment.id} payment={payment} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 && <Pagination page={pageNumber} pageCount={pageCount} pageHref={(target) => `?${searchOf(filters, target).toString()}`} />}
    </section>
  );
}
