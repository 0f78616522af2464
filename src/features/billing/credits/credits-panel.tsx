import { useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { EVENT_PAGE_SIZE, type EventsQuery } from "../../../api/schemas/billing";
import { ApiErrorAlert } from "../../../ui/api-error";
import { formatDate } from "../../../ui/format/date";
import { Pagination } from "../../../ui/table/pagination";
import { useOnline } from "../../../ui/use-online";
import { rangeDay } from "../amount-cell";
import { categoryName } from "../billing-words";
import { EventsTable } from "../events-table";
import { categoryOf, methodOf, offsetOf, pageCountOf, pageOf, withParams } from "../list-params";
import { MethodSelect } from "../method-select";
import { billingQueries } from "../queries";
import { styles } from "../styles";
import { useSellerId } from "../use-seller-id";

/**
 * The Credits tab (spec sections 2, 4 and 9): the seller's events, newest first, 15 a page,
 * filtered by method (All, Pre-paid, Post-paid) and by category; filters and page in the address.
 */
export function CreditsPanel() {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const sellerId = useSellerId();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const method = methodOf(params);
  const category = categoryOf(params);
  const query: EventsQuery = { limit: String(EVENT_PAGE_SIZE), offset: offsetOf(page, EVENT_PAGE_SIZE), method, category_id: category };
  const categories = useQuery(billingQueries.categories());
  const list = useQuery(billingQueries.events(sellerId, query));
  const data = list.data;
  const filtered = method !== "" || category !== "";
  const set = (values: Record<string, string>) => setParams(withParams(params, values));
  const utc = { timeZone: "UTC" };

  return (
    <>
      <form style={styles.filters} aria-label={t`Filters`} onSubmit={(event) => event.preventDefault()}>
        <MethodSelect value={method} onChange={(next) => set({ method: next })} />
        <label style={styles.field}>
          {t`Category`}
          <select style={styles.input} value={category} onChange={(event) => set({ category: event.target.value })}>
            <option value="">{t`All categories`}</option>
            {(categories.data ?? []).map((candidate) => (
              <option key={candidate.id} value={String(candidate.id)}>
                {categoryName(candidate.code, candidate.name, i18n)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {data && (
        <p style={{ ...styles.muted, margin: 0 }}>
          <Trans>
            From {formatDate(rangeDay(data.meta.start_date), utc, i18n)} to {formatDate(rangeDay(data.meta.end_date), utc, i18n)}
          </Trans>
        </p>
      )}
      {list.error && <ApiErrorAlert error={list.error} />}
      {!data && !list.error && (
        <p role="status">{online ? <Trans>Loading the events…</Trans> : <Trans>You are offline. The events show when the connection returns.</Trans>}</p>
      )}
      {data && data.seller_account_events.length === 0 && (
        <p>{filtered ? <Trans>No events match these filters.</Trans> : <Trans>There are no events in this period.</Trans>}</p>
      )}
      {data && data.seller_account_events.length > 0 && <EventsTable events={data.seller_account_events} label={t`Events`} />}
      {data && data.count > EVENT_PAGE_SIZE && (
        <Pagination page={page} pageCount={pageCountOf(data.count, EVENT_PAGE_SIZE)} pageHref={(to) => `?${withParams(params, {}, to).toString()}`} />
      )}
    </>
  );
}
