import { useLiveQuery } from "dexie-react-hooks";
import type { Checkpoint, Order, OrderListRow } from "../api/schemas/orders";
import { db, type CachedCheckpoint, type CachedOrderDetail, type CachedOrderRow } from "./db";
import { DEVICE_KEYS } from "./device/device-keys";
import { DEVICE_STORE_TABLE, readDeviceKey, removeDeviceKeys, useDeviceKey, writeDeviceKey } from "./device/device-store";
import { OVERLAY_TABLES, operationsByOrder, rebuildDetail, rebuildRow } from "./outbox/reapply";

/**
 * Orders cached for offline reading: the rows of every list page fetched and every order opened.
 * Every write of server data re-applies the operations still queued for those orders
 * (outbox/reapply.ts), in the same transaction, so a refresh never shows an order undispatched
 * while its dispatch waits in the outbox.
 */
export type { CachedCheckpoint, CachedOrderDetail, CachedOrderRow };

export async function cacheOrderRows(rows: OrderListRow[]): Promise<void> {
  const cachedAt = new Date().toISOString();
  await db.transaction("rw", [DEVICE_STORE_TABLE, ...OVERLAY_TABLES()], async () => {
    const byOrder = await operationsByOrder(rows.length > 200 ? undefined : rows.map((row) => row.id));
    await db.orderRows.bulkPut(rows.map((row) => rebuildRow({ ...row, cachedAt }, byOrder.get(row.id) ?? [])));
    await writeDeviceKey(DEVICE_KEYS.ordersListRefreshedAt, cachedAt);
  });
}

/** `checkpoints` omitted keeps the checkpoints cached before (the view fetches them apart). */
export async function cacheOrderDetail(order: Order, checkpoints?: Checkpoint[]): Promise<void> {
  const cachedAt = new Date().toISOString();
  await db.transaction("rw", OVERLAY_TABLES(), async () => {
    const known = checkpoints ?? (await db.orderDetails.get(order.id))?.checkpoints?.filter((checkpoint) => !checkpoint.pending);
    const ops = (await operationsByOrder([order.id])).get(order.id) ?? [];
    await db.orderDetails.put(rebuildDetail({ id: order.id, order, checkpoints: known, cachedAt }, ops));
  });
}

/** Every cached row (the offline list filters and sorts them with order-filter.ts). */
export function readCachedOrderRows(): Promise<CachedOrderRow[]> {
  return db.orderRows.toArray();
}

/** Live rows: all of them, or those of `ids` in that order (ids not cached are left out). */
export function useCachedOrderRows(ids?: number[]): CachedOrderRow[] | undefined {
  const key = ids?.join(",");
  return useLiveQuery(async () => {
    if (key === undefined) return db.orderRows.toArray();
    const wanted = key === "" ? [] : key.split(",").map(Number);
    return (await db.orderRows.bulkGet(wanted)).filter((row) => row !== undefined);
  }, [key]);
}

/**
 * Every cached row, live, while `enabled` (the offline list): read once and again only when the
 * rows change, so filtering and sorting them is work in memory, not a read of the whole table.
 */
export function useAllCachedOrderRows(enabled: boolean): CachedOrderRow[] | undefined {
  return useLiveQuery(async (): Promise<CachedOrderRow[] | undefined> => (enabled ? db.orderRows.toArray() : undefined), [enabled]);
}

/** Live cached order; undefined while loading or when the order was never opened. */
export function useCachedOrderDetail(id: number): CachedOrderDetail | undefined {
  return useLiveQuery(() => db.orderDetails.get(id), [id]);
}

/** ISO time the list was last refreshed from the server. */
export function useListRefreshedAt(): string | undefined {
  return useDeviceKey(DEVICE_KEYS.ordersListRefreshedAt);
}

/** After the server removed an order: the device must not keep offering it offline. */
export async function forgetCachedOrder(id: number): Promise<void> {
  await db.transaction("rw", db.orderRows, db.orderDetails, async () => {
    await db.orderRows.delete(id);
    await db.orderDetails.delete(id);
  });
}

/** Forgets every cached order (sign-out: the next person on this device sees none of them). */
export async function clearOrderCaches(): Promise<void> {
  await db.transaction("rw", db.orderRows, db.orderDetails, DEVICE_STORE_TABLE, async () => {
    await db.orderRows.clear();
    await db.orderDetails.clear();
    await removeDeviceKeys(DEVICE_KEYS.ordersListRefreshedAt, DEVICE_KEYS.ordersCacheOwner);
  });
}

/**
 * At sign-in: the cached orders stay only if they were cached for this same user. Queued
 * operations are kept whoever signs in; the sender only sends a user's own.
 */
export async function keepOrderCacheFor(userId: number): Promise<void> {
  const owner = await readDeviceKey(DEVICE_KEYS.ordersCacheOwner);
  if (owner === userId) return;
  await clearOrderCaches();
  await writeDeviceKey(DEVICE_KEYS.ordersCacheOwner, userId);
}
