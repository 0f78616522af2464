import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Overpack } from "../../api/schemas/overpacks";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { DataTable } from "../../ui/table/data-table";
import { Pagination } from "../../ui/table/pagination";
import { useOnline } from "../../ui/use-online";
import { DispatchConfirm } from "./dispatch-confirm";
import { OVERPACK_PAGE_SIZE, type FilterValues, filtersOf, hasFilters, pageOf, queryOf, searchOf } from "./filter-params";
import { overpackColumns } from "./overpack-columns";
import { OverpackFilters } from "./overpack-filters";
import { overpackQueries } from "./queries";
import { styles } from "./styles";
import { useOverpackActions } from "./use-overpack-actions";

/**
 * /overpacks (issue 18; spec sections 2, 3, 4 and 8): the seller's overpacks, newest first, with
 * the spec's fields, filters and page in the URL. Rows are selected to dispatch them or download
 * their labels together. Offline, pages this device has seen show as it saw them (saved queries,
 * decision 016); the actions need the network.
 */
export function OverpacksPage() {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const pageNumber = pageOf(params);
  // Not held back offline: a paused query is what the saved page stands in for.
  const list = useQuery(overpackQueries.page(queryOf(params)));
  // Offline, the previous page kept on screen while another loads would pass for the page asked for.
  const data = !online && list.isPlaceholderData ? undefined : list.data;
  const rows = data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((data?.count ?? 0) / OVERPACK_PAGE_SIZE));
  const filters = filtersOf(params);
  const [selected, setSelected] = useState<ReadonlyMap<number, Overpack>>(new Map());
  const actions = useOverpackActions(() => setSelected(new Map()));
  const chosen = [...selected.values()];

  const goTo = (values: FilterValues, nextPage = 1) => setParams(searchOf(values, nextPage));
  const pageHref = (page: number) => `?${searchOf(filters, page).toString()}`;
  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) {
        const row = rows.find((candidate) => candidate.id === id);
        if (on && row) next.set(id, row);
        else next.delete(id);
      }
      return next;
    });

  return (
    <section style={styles.page} aria-labelledby="overpacks-title">
      <h1 id="overpacks-title" style={styles.title}>
        <Trans>Overpacks</Trans>
      </h1>
      {/* Keyed by the address: Back, or a link with other filters, shows them in the form. */}
      <OverpackFilters key={params.toString()} initial={filters} onApply={(values) => goTo(values)} />
      {!online && (
        <p role="status">
          {data ? <Trans>You are offline. These overpacks are as this device last saw them.</Trans> : <Trans>You are offline. These overpacks show when the connection returns.</Trans>}
        </p>
      )}
      {list.error && <ApiErrorAlert error={list.error} />}
      {online && list.isPending && (
        <p role="status">
          <Trans>Loading overpacks…</Trans>
        </p>
      )}
      {data && rows.length === 0 && (
        <p>{hasFilters(params) ? <Trans>No overpacks match these filters.</Trans> : <Trans>There are no overpacks yet. Add dispatched orders to one from the orders list.</Trans>}</p>
      )}
      {rows.length > 0 && (
        <DataTable
          label={t`Overpacks`}
          columns={overpackColumns(i18n)}
          rows={rows}
          rowId={(row) => row.id}
          stickyColumn="reference"
          selection={{ selected: new Set(selected.keys()), onChange: select, rowLabel: (row) => t`Select overpack ${row.reference}`, pageLabel: t`Select all on this page` }}
        />
      )}
      {actions.problem && (
        <p role="alert" style={styles.error}>
          {actions.problem}
        </p>
      )}
      <div style={styles.row}>
        <p aria-live="polite" style={{ margin: 0 }}>
          {chosen.length > 0 && <Plural value={chosen.length} one="# selected" other="# selected" />}
        </p>
        <Button disabled={chosen.length === 0 || !online} busy={actions.dispatching} onClick={() => actions.ask(chosen)}>
          <Trans>Dispatch</Trans>
        </Button>
        <Button variant="secondary" disabled={chosen.length === 0 || !online} busy={actions.downloading} onClick={() => actions.downloadLabels(chosen)}>
          <Trans>Download labels</Trans>
        </Button>
        {chosen.length > 0 && (
          <Button variant="secondary" onClick={() => setSelected(new Map())}>
            <Trans>Clear selection</Trans>
          </Button>
        )}
      </div>
      <DispatchConfirm request={actions.request} busy={actions.dispatching} onConfirm={actions.confirm} onClose={actions.cancel} />
      {pageCount > 1 && <Pagination page={Math.min(pageNumber, pageCount)} pageCount={pageCount} pageHref={pageHref} />}
    </section>
  );
}
