import { useQuery } from "@tanstack/react-query";
import { fetchCheckpoints, fetchOrder } from "../../../api/calls/orders";
import { type CachedCheckpoint, cacheOrderDetail, useCachedOrderDetail } from "../../../offline/order-cache";
import type { Order } from "../../../api/schemas/orders";
import { isOfflineError, retryUnlessOffline } from "../offline-error";
import { orderQueries } from "../queries";

export interface OrderDetailView {
  order: Order | undefined;
  checkpoints: CachedCheckpoint[];
  /** ISO time the shown copy came from the server (when it comes from the device cache). */
  cachedAt: string | undefined;
  offline: boolean;
  isLoading: boolean;
  error: unknown;
}

/**
 * One order and its checkpoints: fetched, written through to Dexie, and shown from Dexie so the
 * outbox's optimistic changes (a dispatch, a checkpoint not yet sent) appear on the server copy.
 * Offline, the copy saved when the order was last opened.
 */
export function useOrderDetail(id: number): OrderDetailView {
  const server = useQuery({
    queryKey: orderQueries.detail(id),
    queryFn: async ({ signal }) => {
      const [order, checkpoints] = await Promise.all([fetchOrder(id, signal), fetchCheckpoints(id, signal)]);
      await cacheOrderDetail(order, checkpoints);
      return { order, checkpoints };
    },
    retry: retryUnlessOffline,
  });
  const cached = useCachedOrderDetail(id);
  const offline = isOfflineError(server.error) || server.fetchStatus === "paused";
  return {
    order: cached?.order ?? server.data?.order,
    checkpoints: cached?.checkpoints ?? server.data?.checkpoints ?? [],
    cachedAt: cached?.cachedAt,
    offline,
    isLoading: server.isPending && !offline,
    error: offline ? undefined : server.error,
  };
}

