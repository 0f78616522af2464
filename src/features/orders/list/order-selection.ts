import { useSyncExternalStore } from "react";
import { getSessionUser, subscribeSession } from "../../../api/session";
import type { ScannedOrder } from "../scan/use-order-scan";

/**
 * The order list's selection and the scan field's selection mode, kept for the session in memory
 * rather than in the list's component state: a warehouse worker who opens an order from the list
 * and scans the next parcel there adds it to the same selection (issue 14), and Back finds the
 * list as it was left. A reload starts afresh (nothing here is worth keeping longer), and another
 * user signing in on the device never sees this one's choice.
 */
export interface OrderSelectionState {
  /** Whose selection this is: a different user starts with an empty one. */
  userId: number | undefined;
  selected: ReadonlySet<number>;
  /** Orders selected by a scan that no list page cached yet: their number and state for Dispatch. */
  scanned: ReadonlyMap<number, ScannedOrder>;
  /** The scan field's "Selection mode": a scan adds its order to the selection instead of opening it. */
  selecting: boolean;
}

const empty = (userId: number | undefined): OrderSelectionState => ({ userId, selected: new Set(), scanned: new Map(), selecting: false });

const listeners = new Set<() => void>();
let state = empty(getSessionUser()?.id);

function update(next: OrderSelectionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** Read at once, not at the next render: scans can come faster than React renders. */
export const readOrderSelection = (): OrderSelectionState => state;

export function changeSelection(ids: readonly number[], on: boolean): void {
  const selected = new Set(state.selected);
  for (const id of ids) {
    if (on) selected.add(id);
    else selected.delete(id);
  }
  update({ ...state, selected });
}

export function replaceSelection(ids: readonly number[]): void {
  update({ ...state, selected: new Set(ids) });
}

export type ScanSelection = "added" | "already-selected" | "already-dispatched";

/**
 * Adds a scanned order to the selection. An order dispatched already is flagged, not added:
 * Dispatch would only skip it, and a parcel dispatched already in a stack being dispatched is
 * worth a second look (issue 14).
 */
export function selectScannedOrder(order: ScannedOrder): ScanSelection {
  if (order.dispatched) return "already-dispatched";
  if (state.selected.has(order.id)) return "already-selected";
  update({ ...state, selected: new Set(state.selected).add(order.id), scanned: new Map(state.scanned).set(order.id, order) });
  return "added";
}

export function setSelecting(selecting: boolean): void {
  update({ ...state, selecting });
}

/** Test seam: back to an empty selection. */
export function resetOrderSelection(): void {
  update(empty(getSessionUser()?.id));
}

// Signing out, or another user signing in (here or in another tab), drops the selection.
subscribeSession(() => {
  const userId = getSessionUser()?.id;
  if (userId !== state.userId) update(empty(userId));
});

export function useOrderSelection(): OrderSelectionState {
  return useSyncExternalStore(subscribe, snapshot);
}
