import { useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchOrders } from "../../../api/calls/orders";
import type { OrderListRow } from "../../../api/schemas/orders";
import { cacheOrderRows, useAllCachedOrderRows, useCachedOrderRows, useListRefreshedAt } from "../../../offline/order-cache";
import { filterAndSortOrders } from "../../../offline/order-filter";
import { type OrdersListState, ordersQuery } from "./list-search-params";
import { isOfflineError, retryUnlessOffline } from "../offline-error";
import { orderQueries } from "../queries";

export interface OrdersListView {
  /** The rows of the page, from the device cache (so optimistic changes show on server data). */
  rows: OrderListRow[];
  /** Orders matching the filters. */
  count: number;
  /** True when the server could not be reached and the rows come from this device. */
  offline: boolean;
  isLoading: boolean;
  error: unknown;
  /** ISO time of the last list answer written to the cache. */
  refreshedAt: string | undefined;
  /** Every matching id the offline cache holds (select all, offline). */
  cachedMatchingIds: number[] | undefined;
}

/**
 * One page of orders. Online: GET /v1/orders, written through to Dexie, shown from Dexie by the
 * page's ids. Offline (the call fails for want of a network, or the browser says it is offline):
 * the cached rows, filtered, sorted and paged the same way on the device.
 */
export function useOrdersList(state: OrdersListState, pageSize: number): OrdersListView {
  const offset = (state.page - 1) * pageSize;
  const query = ordersQuery(state, pageSize, offset);
  const server = useQuery({
    queryKey: orderQueries.list(query),
    queryFn: async ({ signal }) => {
      const page = await fetchOrders(query, signal);
      await cacheOrderRows(page.elements);
      return page;
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessOffline,
  });
  // Offline until the server answers a page again: a new filter's query is neither failed nor
  // paused for a moment, and reading it as "online" would drop and re-read the whole cache.
  const unreachable = isOfflineError(server.error) || server.fetchStatus === "paused";
  const [offline, setOffline] = useState(false);
  if (unreachable && !offline) setOffline(true);
  if (offline && !unreachable && server.isSuccess && !server.isPlaceholderData) setOffline(false);
  // Offline: the cached rows are read once (and again when they change); a new filter or sort is
  // then only work in memory, a few milliseconds for 10,000 rows.
  const allCached = useAllCachedOrderRows(offline);
  const filtersKey = JSON.stringify(state.filters);
  const sortKey = JSON.stringify(state.sort);
  const matching = useMemo(
    () => allCached && filterAndSortOrders(allCached, state.filters, state.sort && { field: state.sort.key, direction: state.sort.direction }),
    // The keys stand for the filters and sort, whose objects are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [allCached, filtersKey, sortKey],
  );

  const source = offline ? matching?.slice(offset, offset + pageSize) : server.data?.elements;
  const ids = source?.map((row) => row.id) ?? [];
  const live = useCachedOrderRows(ids);
  const refreshedAt = useListRefreshedAt();
  // Until the live cache answers, the fetched rows show (they are the same rows, without overlays).
  const liveById = new Map((live ?? []).map((row) => [row.id, row]));
  const rows = (source ?? []).map((row) => liveById.get(row.id) ?? row);

  return {
    rows,
    count: (offline ? matching?.length : server.data?.count) ?? 0,
    offline,
    isLoading: offline ? matching === undefined : server.isPending && !server.isPaused,
    error: offline ? undefined : server.error,
    refreshedAt,
    cachedMatchingIds: offline ? matching?.map((row) => row.id) : undefined,
  };
}
