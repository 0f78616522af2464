import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchPickups } from "../../api/calls/pickups";
import { PICKUP_TYPES, type PickupType, type PickupsQuery } from "../../api/schemas/pickups";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import formStyles from "../../ui/form.module.css";
import { formatDateTime } from "../../ui/format/date";
import { pickupQueries } from "./queries";
import styles from "./pickups.module.css";

const PAGE_SIZE = 20;

interface Filters {
  type: PickupType | "";
  start_date: string;
  end_date: string;
  order_number: string;
}

const isType = (value: string | null): value is PickupType => PICKUP_TYPES.includes(value as PickupType);

/** Filters and page live in the URL (CONVENTIONS.md point 3): a reload shows the same list. */
function readFilters(params: URLSearchParams): Filters {
  const type = params.get("type");
  return {
    type: isType(type) ? type : "",
    start_date: params.get("start_date") ?? "",
    end_date: params.get("end_date") ?? "",
    order_number: params.get("order_number") ?? "",
  };
}

/**
 * What the server has recorded (GET /v1/pickups), newest first, with filters. Online only: scans
 * made on this device show in the session above until they are sent.
 */
export function PickupsList({ online }: { online: boolean }) {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState<Filters>(applied);
  const query: PickupsQuery = {
    limit: String(PAGE_SIZE),
    offset: String((page - 1) * PAGE_SIZE),
    ...Object.fromEntries(Object.entries(applied).filter(([, value]) => value !== "")),
  };
  const list = useQuery({
    queryKey: pickupQueries.list(query),
    queryFn: ({ signal }) => fetchPickups(query, signal),
    enabled: online,
    placeholderData: keepPreviousData,
  });
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));

  const go = (filters: Filters, target = 1) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
    if (target > 1) search.set("page", String(target));
    setParams(search, { replace: true });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };
  const clear = () => {
    const empty: Filters = { type: "", start_date: "", end_date: "", order_number: "" };
    setDraft(empty);
    go(empty);
  };
  const typeLabel = (type: PickupType) => (type === "pickup" ? t`Pickup` : t`Dropoff`);

  return (
    <section className={styles.card} aria-labelledby="pickups-list-title">
      <h2 id="pickups-list-title">
        <Trans>Recorded pickups and dropoffs</Trans>
      </h2>
      <form className={styles.filters} onSubmit={apply} aria-label={t`Filters`}>
        <div className={formStyles.field}>
          <label htmlFor="pickups-filter-type" className={formStyles.label}>
            <Trans>Type</Trans>
          </label>
          <select id="pickups-filter-type" className={formStyles.input} value={draft.type} onChange={(e) => setDraft({ ...draft, type: isType(e.target.value) ? e.target.value : "" })}>
            <option value="">{t`All types`}</option>
            <option value="pickup">{t`Pickup`}</option>
            <option value="dropoff">{t`Dropoff`}</option>
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="pickups-filter-from" className={formStyles.label}>
            <Trans>Scanned from</Trans>
          </label>
          <input id="pickups-filter-from" type="date" className={formStyles.input} value={draft.start_date} onChange={(e) => setDraft({ ...draft, start_date: e.target.value })} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="pickups-filter-to" className={formStyles.label}>
            <Trans>Scanned to</Trans>
          </label>
          <input id="pickups-filter-to" type="date" className={formStyles.input} value={draft.end_date} onChange={(e) => setDraft({ ...draft, end_date: e.target.value })} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="pickups-filter-order" className={formStyles.label}>
            <Trans>Order number</Trans>
          </label>
          <input id="pickups-filter-order" type="search" className={formStyles.input} value={draft.order_number} onChange={(e) => setDraft({ ...draft, order_number: e.target.value })} />
        </div>
        <div className={styles.filterActions}>
          <Button type="submit" disabled={!online}>
            <Trans>Apply filters</Trans>
          </Button>
          <Button variant="secondary" onClick={clear} disabled={!online}>
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      </form>
      {!online && (
        <p className={styles.hint}>
          <Trans>You are offline. The recorded list shows when the connection is back; scans are kept on this device until then.</Trans>
        </p>
      )}
      {online && list.error && (
        <ApiErrorAlert error={list.error} />
      )}
      {online && list.isPending && (
        <p role="status">
          <Trans>Loading pickups and dropoffs…</Trans>
        </p>
      )}
      {online && list.isSuccess && list.data.elements.length === 0 && (
        <p>
          <Trans>No pickups or dropoffs match these filters.</Trans>
        </p>
      )}
      {online && list.data && list.data.elements.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.offscreen}>
              <Trans>Recorded pickups and dropoffs</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Scanned at</Trans>
                </th>
                <th scope="col">
                  <Trans>Type</Trans>
                </th>
                <th scope="col">
                  <Trans>Order number</Trans>
                </th>
                <th scope="col">
                  <Trans>Code</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.elements.map((pickup) => (
                <tr key={pickup.id}>
                  <td>
                    <time dateTime={pickup.scanned_at}>{formatDateTime(pickup.scanned_at, {}, i18n)}</time>
                  </td>
                  <td>{typeLabel(pickup.type)}</td>
                  <td>
                    <Link to={paths.order(pickup.order_id)}>{pickup.order_number}</Link>
                  </td>
                  <td className={styles.code}>{pickup.reference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {online && pageCount > 1 && (
        <nav className={styles.pager} aria-label={t`Pages`}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => go(applied, page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <span>
            <Trans>
              Page {page} of {pageCount}
            </Trans>
          </span>
          <Button variant="secondary" disabled={page >= pageCount} onClick={() => go(applied, page + 1)}>
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}
