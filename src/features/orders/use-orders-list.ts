import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchOrders } from "../../api/calls/orders";
import type { OrderListRow } from "../../api/schemas/orders";
import { cacheOrderRows, readCachedOrderRows, useCachedOrderRows, useListRefreshedAt } from "../../offline/order-cache";
import { filterAndSortOrders } from "../../offline/order-filter";
import { type OrdersListState, ordersQuery } from "./list-search-params";
import { isOfflineError, retryUnlessOffline } from "./offline-error";
import { orderQueries } from "./queries";

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
  const offline = isOfflineError(server.error) || server.fetchStatus === "paused";
  const cached = useQuery({
    queryKey: orderQueries.cachedList(state.filters, state.sort),
    queryFn: async () => filterAndSortOrders(await readCachedOrderRows(), state.filters, state.sort && { field: state.sort.key, direction: state.sort.direction }),
    enabled: offline,
    // Reading IndexedDB needs no network.
    networkMode: "always",
    staleTime: 0,
  });

  const source = offline ? cached.data?.slice(offset, offset + pageSize) : server.data?.elements;
  const ids = source?.map((row) => row.id) ?? [];
  const live = useCachedOrderRows(ids);
  const refreshedAt = useListRefreshedAt();
  // Until the live cache answers, the fetched rows show (they are the same rows, without overlays).
  const liveById = new Map((live ?? []).map((row) => [row.id, row]));
  const rows = (source ?? []).map((row) => liveById.get(row.id) ?? row);

  return {
    rows,
    count: (offline ? cached.data?.length : server.data?.count) ?? 0,
    offline,
    isLoading: offline ? cached.isPending : server.isPending && !server.isPaused,
    error: offline ? cached.error : server.error,
    refreshedAt,
    cachedMatchingIds: offline ? cached.data?.map((row) => row.id) : undefined,
  };
}
