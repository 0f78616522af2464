import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { EVENT_PAGE_SIZE, type EventsQuery } from "../../../api/schemas/billing";
import { paths } from "../../../config/paths";
import { ApiErrorAlert } from "../../../ui/api-error";
import { Button } from "../../../ui/button";
import { Pagination } from "../../../ui/table/pagination";
import { useOnline } from "../../../ui/use-online";
import { EventsTable } from "../events-table";
import { dayOf, offsetOf, pageCountOf, pageOf, withParams } from "../list-params";
import { billingQueries } from "../queries";
import { styles } from "../styles";

/**
 * /user_balance (spec sections 2 and 3): the signed-in seller's statement — category, type,
 * event, method, value, description and date of each entry — over a date range (the server's
 * default range when none is given, shown in the boxes), 15 a page.
 */
export function StatementPage() {
  const { t } = useLingui();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const start = dayOf(params, "start_date");
  const end = dayOf(params, "end_date");
  const query: EventsQuery = { limit: String(EVENT_PAGE_SIZE), offset: offsetOf(page, EVENT_PAGE_SIZE), start_date: start, end_date: end };
  const list = useQuery(billingQueries.statement(query));
  const data = list.data;

  return (
    <section style={styles.page} aria-labelledby="statement-title">
      <div style={styles.header}>
        <h1 id="statement-title" style={styles.title}>
          <Trans>Balance</Trans>
        </h1>
        <Link to={paths.billing}>
          <Trans>Balance per service</Trans>
        </Link>
      </div>
      {/* Keyed by the range the server used: the boxes show it once it answers. */}
      <RangeForm
        key={`${data?.meta.start_date ?? start}/${data?.meta.end_date ?? end}`}
        start={start || data?.meta.start_date || ""}
        end={end || data?.meta.end_date || ""}
        onApply={(from, to) => setParams(withParams(params, { start_date: from, end_date: to }))}
      />
      {list.error && <ApiErrorAlert error={list.error} />}
      {!data && !list.error && (
        <p role="status">{online ? <Trans>Loading the statement…</Trans> : <Trans>You are offline. The statement shows when the connection returns.</Trans>}</p>
      )}
      {data && data.seller_account_events.length === 0 && (
        <p>
          <Trans>There are no entries in this period.</Trans>
        </p>
      )}
      {data && data.seller_account_events.length > 0 && <EventsTable events={data.seller_account_events} label={t`Statement`} />}
      {data && data.count > EVENT_PAGE_SIZE && (
        <Pagination page={page} pageCount={pageCountOf(data.count, EVENT_PAGE_SIZE)} pageHref={(to) => `?${withParams(params, {}, to).toString()}`} />
      )}
    </section>
  );
}

/** The range's two days, applied together; an end before the start is said here, not sent. */
function RangeForm({ start, end, onApply }: { start: string; end: string; onApply: (start: string, end: string) => void }) {
  const { t } = useLingui();
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(end);
  const [backwards, setBackwards] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = from !== "" && to !== "" && to < from;
    setBackwards(wrong);
    if (!wrong) onApply(from, to);
  };
  return (
    <form style={styles.filters} aria-label={t`Period`} onSubmit={submit}>
      <label style={styles.field}>
        {t`From`}
        <input style={styles.input} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label style={styles.field}>
        {t`To`}
        <input style={styles.input} type="date" value={to} aria-invalid={backwards || undefined} onChange={(event) => setTo(event.target.value)} />
      </label>
      <Button type="submit">
        <Trans>Show</Trans>
      </Button>
      {backwards && (
        <span role="alert" style={styles.error}>
          <Trans>The end comes before the start.</Trans>
        </span>
      )}
    </form>
  );
}
