import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { CASE_STATUSES, CASE_TYPES, type CasesQuery } from "../../api/schemas/duties-cases";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { Pagination } from "../../ui/table/pagination";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import { formatDate } from "../../ui/format/date";
import { formatMoney } from "../../ui/format/money";
import { STATUS_NAMES, TYPE_NAMES } from "./case-words";
import { caseQueries } from "./queries";
import { styles, table } from "./styles";

/** Cases per page (the spec's default page size). */
export const CASES_PAGE_SIZE = 20;

const FILTERS = ["status", "type", "order_number", "start_date", "end_date"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The filters as the URL holds them; an unknown status or type is left out, not sent. */
export function filtersOf(params: URLSearchParams): Filters {
  const read = (name: string) => params.get(name) ?? "";
  const status = read("status");
  const type = read("type");
  return {
    status: (CASE_STATUSES as readonly string[]).includes(status) ? status : "",
    type: (CASE_TYPES as readonly string[]).includes(type) ? type : "",
    order_number: read("order_number").trim(),
    start_date: read("start_date"),
    end_date: read("end_date"),
  };
}

const searchOf = (filters: Filters, page = 1) => {
  const query = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) query.set(name, filters[name]);
  if (page > 1) query.set("page", String(page));
  return query;
};

/**
 * /orders/tracking-alert-logs (issue 18; spec sections 2, 3 and 4): the seller's duties and taxes
 * cases, newest first, filtered by status, type, order number and created dates (in the URL, so
 * a filtered list can be shared and reloaded). Each case opens on its own page.
 */
export function DutiesCasesPage() {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const applied = filtersOf(params);
  const [draft, setDraft] = useState<Filters>(applied);
  const pageNumber = Math.max(1, Number(params.get("page")) || 1);
  const query: CasesQuery = { ...applied, limit: String(CASES_PAGE_SIZE), offset: String((pageNumber - 1) * CASES_PAGE_SIZE) } as CasesQuery;
  const list = useQuery(caseQueries.list(query));
  const elements = list.data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / CASES_PAGE_SIZE));
  const filtered = FILTERS.some((name) => applied[name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(searchOf(draft));
  };
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });

  return (
    <section style={styles.page} aria-labelledby="cases-title">
      <h1 id="cases-title" style={styles.title}>
        <Trans>Duties and taxes</Trans>
      </h1>
      <form style={styles.header} aria-label={t`Filter cases`} onSubmit={submit}>
        <SelectField
          label={t`Status`}
          value={draft.status}
          onChange={set("status")}
          options={[{ value: "", label: t`All statuses` }, ...CASE_STATUSES.map((status) => ({ value: status, label: i18n._(STATUS_NAMES[status]) }))]}
        />
        <SelectField label={t`Type`} value={draft.type} onChange={set("type")} options={[{ value: "", label: t`All types` }, ...CASE_TYPES.map((type) => ({ value: type, label: i18n._(TYPE_NAMES[type]) }))]} />
        <TextField label={t`Order number`} value={draft.order_number} onChange={set("order_number")} maxLength={60} />
        <TextField label={t`Created from`} type="date" value={draft.start_date} onChange={set("start_date")} />
        <TextField label={t`Created until`} type="date" value={draft.end_date} onChange={set("end_date")} />
        <Button type="submit">
          <Trans>Filter</Trans>
        </Button>
      </form>
      {list.error && <ApiErrorAlert error={list.error} />}
      {list.isPending && (
        <p role="status">
          <Trans>Loading cases…</Trans>
        </p>
      )}
      {list.isSuccess && elements.length === 0 && <p>{filtered ? <Trans>No cases match these filters.</Trans> : <Trans>There are no duties and taxes cases.</Trans>}</p>}
      {elements.length > 0 && (
        <div style={table.scroller}>
          <table style={table.table} aria-label={t`Duties and taxes cases`}>
            <thead>
              <tr>
                <th scope="col" style={table.head}>
                  <Trans>Case</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Order</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Type</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Status</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Amount</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Created</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {elements.map((item) => (
                <tr key={item.id}>
                  <td style={table.cell}>
                    <Link to={paths.dutiesCase(item.id)} aria-label={t`Case ${item.id} of order ${item.order_number}`}>
                      #{item.id}
                    </Link>
                  </td>
                  <td style={table.cell}>{item.order_number}</td>
                  <td style={table.cell}>{i18n._(TYPE_NAMES[item.type])}</td>
                  <td style={table.cell}>{i18n._(STATUS_NAMES[item.status])}</td>
                  <td style={table.cell}>{formatMoney(item.amount, item.currency, i18n)}</td>
                  <td style={table.cell}>{formatDate(item.created_at, {}, i18n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 && <Pagination page={pageNumber} pageCount={pageCount} pageHref={(target) => `?${searchOf(applied, target).toString()}`} />}
    </section>
  );
}
