import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useMutation } from "@tanstack/react-query";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { fetchOrders } from "../../../api/calls/orders";
import { useCan } from "../../../api/use-can";
import { useSessionUser } from "../../../api/use-session-user";
import { Button } from "../../../ui/button";
import { AddToOverpackDialog } from "../overpack/add-to-overpack-dialog";
import { cacheOrderRows, readCachedOrderRows } from "../../../offline/order-cache";
import { useOrderSyncMarks } from "../../../offline/outbox";
import { ApiErrorAlert } from "../../../ui/api-error";
import { DataTable } from "../../../ui/table/data-table";
import { pageCountFor } from "../../../ui/table/page-window";
import { usePageSize } from "../../../ui/table/page-size";
import { PageSizeSelect } from "../../../ui/table/page-size-select";
import { Pagination } from "../../../ui/table/pagination";
import type { OrderDocumentsJob } from "../../../api/schemas/jobs";
import { BulkDocuments } from "../documents/bulk-documents";
import { ColumnChooser } from "./column-chooser";
import { DispatchConfirmDialog } from "../dispatch/dispatch-confirm-dialog";
import { DispatchProgress } from "../dispatch/dispatch-progress";
import { RefusedDispatches } from "../dispatch/dispatch-refusals";
import { DocumentJobs } from "../documents/document-jobs";
import { type OrdersListState, listSearchParams, ordersQuery, readListState } from "./list-search-params";
import { ListFreshness } from "./list-freshness";
import { orderTableColumns } from "./order-table-columns";
import { OrderScanField } from "../scan/order-scan-field";
import { OrdersFilterForm } from "./orders-filter-form";
import { changeSelection, replaceSelection, useOrderSelection } from "./order-selection";
import { OrdersToolbar, SELECT_ALL_LIMIT } from "./orders-toolbar";
import { SelectionReview } from "../dispatch/selection-review";
import { useDispatchOrders } from "../dispatch/use-dispatch-orders";
import { useOrderColumns } from "./use-order-columns";
import { useOrdersList } from "./use-orders-list";
import styles from "../orders.module.css";

/** localStorage key part of this table's page size. */
const TABLE_ID = "orders";

/**
 * /orders: the seller's orders, filtered and sorted in the URL, dispatched one or many at once.
 * Laid out so that a desktop's first screen shows rows (issue 14): the scan field is one line,
 * the filters fold away, and the selection's actions sit in a bar after the table that sticks to
 * the bottom of the screen, so ticking a row (which grows that bar) never moves the table.
 */
export function OrdersListPage() {
  const { i18n, t } = useLingui();
  const canWrite = useCan("seller:write");
  // The spec: the overpack actions are for users with can_overpack only (the server answers 403 to others).
  const canOverpack = useSessionUser()?.can_overpack === true;
  const [addingToOverpack, setAddingToOverpack] = useState(false);
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [pageSize, setPageSize] = usePageSize(TABLE_ID);
  const list = useOrdersList(state, pageSize);
  const marks = useOrderSyncMarks();
  const { columns, setShown } = useOrderColumns();
  // Kept beyond this page (order-selection.ts): a scan on an order page adds to it.
  const { selected, scanned: scannedOrders } = useOrderSelection();
  const dispatching = useDispatchOrders();
  // PDF jobs started on this page: downloaded when done, whatever the selection is by then.
  const [followedJobs, setFollowedJobs] = useState<ReadonlySet<string>>(new Set());
  const followJob = (job: OrderDocumentsJob) => setFollowedJobs((ids) => new Set(ids).add(job.id));

  const go = (next: Partial<OrdersListState>) => setParams(listSearchParams({ ...state, ...next }));
  const pageCount = pageCountFor(list.count, pageSize);
  const pageHref = (page: number) => `?${listSearchParams({ ...state, page }).toString()}`;

  // Spec: select-all asks for the first 1000 matching orders at once; caching them gives the
  // order numbers and dispatched flags that Dispatch needs for rows never shown on a page.
  const selectAll = useMutation({
    mutationFn: async () => {
      if (list.offline) return (list.cachedMatchingIds ?? []).slice(0, SELECT_ALL_LIMIT);
      const all = await fetchOrders(ordersQuery(state, SELECT_ALL_LIMIT, 0));
      await cacheOrderRows(all.elements);
      return all.ids.slice(0, SELECT_ALL_LIMIT);
    },
    onSuccess: (ids) => replaceSelection(ids),
  });

  // Read at the click, not from a live query: a selection made a moment ago must have its rows.
  const dispatchSelected = async () => {
    const known = new Map((await readCachedOrderRows()).filter((row) => selected.has(row.id)).map((row) => [row.id, row]));
    const orders = [...selected].map((id) => known.get(id) ?? scannedOrders.get(id) ?? { id, order_number: `#${id}`, dispatched: false });
    // A batch asks first (the dialog below); one order goes at once.
    if (await dispatching.dispatch(orders)) replaceSelection([]);
  };
  const confirmDispatch = async () => {
    if (await dispatching.confirm()) replaceSelection([]);
  };

  const failure = list.error ?? selectAll.error;
  // After the filters, from the list's answer (its `count`), or from the device's filter offline.
  const resultCount = list.count;
  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <header className={styles.header}>
        <h1 id="orders-title">
          <Trans>Order management</Trans>
        </h1>
        <ListFreshness offline={list.offline} refreshedAt={list.refreshedAt} />
      </header>
      <OrderScanField canSelect={canWrite} />
      <OrdersFilterForm applied={state.filters} onApply={(filters) => go({ filters, page: 1 })}>
        <p className={styles.count} role="status">
          {!list.isLoading && <Plural value={resultCount} one="# order" other="# orders" />}
        </p>
        <ColumnChooser columns={columns} onChange={setShown} />
      </OrdersFilterForm>
      {failure ? (
        <ApiErrorAlert error={failure} />
      ) : null}
      <DocumentJobs follow={followedJobs} />
      {dispatching.queued && <DispatchProgress queued={dispatching.queued} printLabels onLabelsJob={followJob} />}
      {canWrite && <RefusedDispatches />}
      <DispatchConfirmDialog request={dispatching.request} busy={dispatching.busy} onConfirm={() => void confirmDispatch()} onClose={dispatching.dismiss} />
      <DataTable
        label={t`Orders`}
        columns={orderTableColumns(columns, i18n, marks)}
        rows={list.rows}
        rowId={(row) => row.id}
        stickyColumn="order_number"
        sort={state.sort}
        onSortChange={(sort) => go({ sort: sort as OrdersListState["sort"], page: 1 })}
        selection={
          canWrite
            ? { selected, onChange: changeSelection, rowLabel: (row) => t`Select order ${row.order_number}`, pageLabel: t`Select all on this page` }
            : undefined
        }
        rowAttributes={(row) => ({ "data-sync": marks.get(row.id) })}
        empty={list.isLoading ? <Trans>Loading orders…</Trans> : <Trans>No orders match these filters.</Trans>}
      />
      {canWrite && (
        <OrdersToolbar
          selectedCount={selected.size}
          matchingCount={list.count}
          canWrite={canWrite}
          selectingAll={selectAll.isPending}
          dispatching={dispatching.busy}
          onSelectAll={() => selectAll.mutate()}
          onClear={() => replaceSelection([])}
          onDispatch={() => void dispatchSelected()}
          documents={<BulkDocuments ids={[...selected]} onJobStarted={followJob} />}
          review={<SelectionReview selected={selected} scanned={scannedOrders} onRemove={(id) => changeSelection([id], false)} />}
          overpack={
            canOverpack ? (
              <Button variant="secondary" onClick={() => setAddingToOverpack(true)}>
                <Trans>Add to overpack</Trans>
              </Button>
            ) : undefined
          }
        />
      )}
      {canOverpack && <AddToOverpackDialog open={addingToOverpack} orderIds={[...selected]} onClose={() => setAddingToOverpack(false)} onAdded={() => replaceSelection([])} />}
      <footer className={styles.footer}>
        <PageSizeSelect
          value={pageSize}
          onChange={(size) => {
            setPageSize(size);
            go({ page: 1 });
          }}
        />
        <Pagination page={Math.min(state.page, pageCount)} pageCount={pageCount} pageHref={pageHref} />
      </footer>
    </section>
  );
}
