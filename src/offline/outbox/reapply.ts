import type { Checkpoint, Order } from "../../api/schemas/orders";
import { db, type CachedOrderDetail, type CachedOrderRow, type OverlayFields } from "../db";
import { applyOperation, confirmedCheckpoint, localCheckpoint, orderFields, rowFields, showsOnOrder } from "./kinds";
import type { OutboxOperation } from "./operations";

/**
 * Keeps cached orders equal to "the server's last copy + every operation still queued".
 *
 * A cached order under an overlay keeps the server's values of the overlaid fields in `base`.
 * Rebuilding = start from `base`, apply the queued operations in seq order. So:
 * - enqueue rebuilds (the new op shows at once);
 * - a fresh server copy replaces the record and rebuilds (a refresh never hides a queued change);
 * - success moves the op's effect into `base` (or takes the server's answer) and rebuilds;
 * - discard rebuilds without the op: that is the rollback, exact even after later refreshes
 *   (no snapshot of old values is kept in the op; it would go stale as the server copy changes);
 * - a dispatch the server refused is left out of the rebuild (kinds.ts, showsOnOrder), which
 *   rolls it back the same way while it waits in "needs attention".
 *
 * Every function here runs inside the caller's Dexie transaction over outbox, orderRows and
 * orderDetails; none touches the network.
 */

/**
 * The tables an operation's life changes with it: the queue, the cached orders and the templates
 * (their sync marks and server ids, src/offline/templates/template-sync.ts).
 */
export const OVERLAY_TABLES = () => [db.outbox, db.orderRows, db.orderDetails, db.boxTemplates, db.productTemplates];

/** Queued operations (any state: a failed one still shows what the user asked for) per order. */
export async function operationsByOrder(orderIds?: readonly number[]): Promise<Map<number, OutboxOperation[]>> {
  const ops = orderIds
    ? await db.outbox.where("orderIds").anyOf([...orderIds]).toArray()
    : await db.outbox.toArray();
  const byOrder = new Map<number, OutboxOperation[]>();
  const unique = new Map(ops.map((op) => [op.id, op]));
  for (const op of [...unique.values()].sort((a, b) => a.seq - b.seq)) {
    for (const id of op.orderIds) byOrder.set(id, [...(byOrder.get(id) ?? []), op]);
  }
  return byOrder;
}

function overlay(base: OverlayFields, ops: readonly OutboxOperation[]): OverlayFields {
  return ops.filter(showsOnOrder).reduce(applyOperation, base);
}

export function rebuildRow(row: CachedOrderRow, ops: readonly OutboxOperation[]): CachedOrderRow {
  const { base: savedBase, ...rest } = row;
  const base = savedBase ?? rowFields(row);
  if (ops.length === 0) return { ...rest, ...base };
  return { ...rest, ...overlay(base, ops), base };
}

export function rebuildDetail(detail: CachedOrderDetail, ops: readonly OutboxOperation[]): CachedOrderDetail {
  const { base: savedBase, ...rest } = detail;
  const base = savedBase ?? orderFields(detail.order);
  const serverCheckpoints = detail.checkpoints?.filter((checkpoint) => !checkpoint.pending);
  const local = ops.flatMap((op) => localCheckpoint(op) ?? []);
  const checkpoints = serverCheckpoints && [...serverCheckpoints, ...local];
  const order = { ...detail.order, ...overlay(base, ops) } as Order;
  return ops.length === 0 ? { ...rest, order, checkpoints } : { ...rest, order, checkpoints, base };
}

/**
 * The cached rows and details of some orders, read once, changed in memory, written once: a batch
 * of confirmed operations then reads and rewrites each cached order once instead of once per
 * operation (decision 027). Orders this device has not cached are simply absent.
 */
export class CachedOrders {
  private constructor(
    private readonly rows: Map<number, CachedOrderRow>,
    private readonly details: Map<number, CachedOrderDetail>,
  ) {}

  /**
   * Reads with a cursor over the ids rather than one get per id: a request costs the browser more
   * than the small records it reads, and orders not cached (often most of them) cost nothing.
   */
  static async read(orderIds: readonly number[]): Promise<CachedOrders> {
    const ids = [...new Set(orderIds)];
    if (ids.length === 0) return new CachedOrders(new Map(), new Map());
    const rows = await db.orderRows.where(":id").anyOf(ids).toArray();
    const details = await db.orderDetails.where(":id").anyOf(ids).toArray();
    return new CachedOrders(new Map(rows.map((row) => [row.id, row])), new Map(details.map((detail) => [detail.id, detail])));
  }

  get isEmpty(): boolean {
    return this.rows.size === 0 && this.details.size === 0;
  }

  /**
   * The server confirmed `op` (already deleted from the queue): its effect becomes part of the
   * server's copy. The answer's order or checkpoint, when it carries one, is taken as is.
   */
  confirm(op: OutboxOperation, answer: { order?: Order; checkpoint?: Checkpoint }): void {
    const { order } = answer;
    // An answer without the checkpoint (a scan's) keeps the local one until the history is fetched.
    const checkpoint = answer.checkpoint ?? confirmedCheckpoint(op);
    const now = new Date().toISOString();
    for (const id of op.orderIds) {
      const row = this.rows.get(id);
      if (row) {
        this.rows.set(id, order && order.id === id ? { ...pickRow(order), cachedAt: now } : { ...row, base: applyOperation(row.base ?? rowFields(row), op) });
      }
      const detail = this.details.get(id);
      if (!detail) continue;
      // The op's own pending checkpoint gives way to the confirmed one.
      const known = detail.checkpoints?.filter((cached) => cached.opId !== op.id);
      const checkpoints = checkpoint && known && !known.some((cached) => cached.id === checkpoint.id) ? [...known, checkpoint] : known;
      this.details.set(
        id,
        order && order.id === id
          ? { id, order, checkpoints, cachedAt: now }
          : { ...detail, checkpoints, base: applyOperation(detail.base ?? orderFields(detail.order), op) },
      );
    }
  }

  /** Rebuilds every order read from its base and the queue as it is now. */
  async rebuild(extra?: { stale?: boolean }): Promise<void> {
    if (this.isEmpty) return;
    const byOrder = await operationsByOrder([...new Set([...this.rows.keys(), ...this.details.keys()])]);
    for (const [id, row] of this.rows) this.rows.set(id, { ...rebuildRow(row, byOrder.get(id) ?? []), ...extra });
    for (const [id, detail] of this.details) this.details.set(id, { ...rebuildDetail(detail, byOrder.get(id) ?? []), ...extra });
  }

  async write(): Promise<void> {
    if (this.rows.size > 0) await db.orderRows.bulkPut([...this.rows.values()]);
    if (this.details.size > 0) await db.orderDetails.bulkPut([...this.details.values()]);
  }
}

/** Rebuilds the cached rows and details of these orders from their base and the queue. */
export async function reapplyOrders(orderIds: readonly number[], extra?: { stale?: boolean }): Promise<void> {
  const cached = await CachedOrders.read(orderIds);
  // Orders this device has not cached have nothing to rebuild: the queue is not read for them.
  await cached.rebuild(extra);
  await cached.write();
}

/**
 * One confirmed operation on its own (CachedOrders.confirm); the caller then rebuilds the orders
 * (reapplyOrders), once for all the operations it confirms.
 */
export async function confirmOperation(op: OutboxOperation, answer: { order?: Order; checkpoint?: Checkpoint }): Promise<void> {
  const cached = await CachedOrders.read(op.orderIds);
  cached.confirm(op, answer);
  await cached.write();
}

/** The list-row part of a full order (the list keeps rows small). */
export function pickRow(order: Order): Omit<CachedOrderRow, "cachedAt"> {
  return {
    id: order.id,
    order_number: order.order_number,
    reference: order.reference,
    sales_channel_id: order.sales_channel_id,
    sales_channel_name: order.sales_channel_name,
    sales_channel_order_number: order.sales_channel_order_number,
    customer_full_name: order.customer_full_name,
    customer_country: order.customer_country,
    customer_city: order.customer_city,
    customer_postal_code: order.customer_postal_code,
    total_value: order.total_value,
    currency: order.currency,
    current_status: order.current_status,
    current_status_id: order.current_status_id,
    contract_name: order.contract_name,
    dispatched: order.dispatched,
    overpacked: order.overpacked,
    contain_battery: order.contain_battery,
    dangerous_good: order.dangerous_good,
    last_mile_tracking_number: order.last_mile_tracking_number,
    created_at: order.created_at,
  };
}
