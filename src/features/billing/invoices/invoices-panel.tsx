import { useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { INVOICE_PAGE_SIZE, type InvoicesQuery } from "../../../api/schemas/billing";
import { ApiErrorAlert } from "../../../ui/api-error";
import { formatDate } from "../../../ui/format/date";
import { Pagination } from "../../../ui/table/pagination";
import { useOnline } from "../../../ui/use-online";
import { rangeDay } from "../amount-cell";
import { METHOD_NAMES, brl, categoryName } from "../billing-words";
import { methodOf, offsetOf, pageCountOf, pageOf, withParams } from "../list-params";
import { MethodSelect } from "../method-select";
import { billingQueries } from "../queries";
import { styles, table } from "../styles";
import { useSellerId } from "../use-seller-id";

/** The Invoices tab (spec sections 2 and 4): newest first, filtered by method, each Paid or Not paid. */
export function InvoicesPanel() {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const sellerId = useSellerId();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const method = methodOf(params);
  const query: InvoicesQuery = { limit: String(INVOICE_PAGE_SIZE), offset: offsetOf(page, INVOICE_PAGE_SIZE), method };
  const list = useQuery(billingQueries.invoices(sellerId, query));
  const data = list.data;
  const utc = { timeZone: "UTC" };

  return (
    <>
      <form style={styles.filters} aria-label={t`Filters`} onSubmit={(event) => event.preventDefault()}>
        <MethodSelect value={method} onChange={(next) => setParams(withParams(params, { method: next }))} />
      </form>
      {list.error && <ApiErrorAlert error={list.error} />}
      {!data && !list.error && (
        <p role="status">{online ? <Trans>Loading the invoices…</Trans> : <Trans>You are offline. The invoices show when the connection returns.</Trans>}</p>
      )}
      {data && data.seller_account_invoices.length === 0 && (
        <p>{method ? <Trans>No invoices match this filter.</Trans> : <Trans>There are no invoices yet.</Trans>}</p>
      )}
      {data && data.seller_account_invoices.length > 0 && (
        <div style={table.scroller}>
          <table style={table.table} aria-label={t`Invoices`}>
            <thead>
              <tr>
                <th scope="col" style={table.head}>
                  <Trans>Created at</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Category</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Method</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Period</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Description</Trans>
                </th>
                <th scope="col" style={{ ...table.head, textAlign: "end" }}>
                  <Trans>Value</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.seller_account_invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td style={table.cell}>{formatDate(invoice.created_at, {}, i18n)}</td>
                  <td style={table.cell}>{categoryName(invoice.category, invoice.category_name, i18n)}</td>
                  <td style={table.cell}>{i18n._(METHOD_NAMES[invoice.method])}</td>
                  <td style={table.cell}>
                    <Trans>
                      {formatDate(rangeDay(invoice.period_start), utc, i18n)} to {formatDate(rangeDay(invoice.period_end), utc, i18n)}
                    </Trans>
                  </td>
                  <td style={table.cell}>{invoice.description}</td>
                  <td style={table.amount}>{brl(invoice.value, i18n)}</td>
                  <td style={{ ...table.cell, ...(invoice.paid ? styles.positive : styles.negative) }}>{invoice.paid ? <Trans>Paid</Trans> : <Trans>Not paid</Trans>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.count > INVOICE_PAGE_SIZE && (
        <Pagination page={page} pageCount={pageCountOf(data.count, INVOICE_PAGE_SIZE)} pageHref={(to) => `?${withParams(params, {}, to).toString()}`} />
      )}
    </>
  );
}
