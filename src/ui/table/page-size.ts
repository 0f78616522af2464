import { useCallback, useSyncExternalStore } from "react";

/** Spec (section 9): table page sizes 10, 20 (default) and 50, saved per table in local storage. */
export const PAGE_SIZES = [10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_TABLE_PAGE_SIZE: PageSize = 20;

const storageKey = (tableId: string) => `table-page-size:${tableId}`;
const listeners = new Set<() => void>();

const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);

/** The saved size of a table; a missing or tampered value gives the default. */
export function readPageSize(tableId: string): PageSize {
  let stored: number;
  try {
    stored = Number(localStorage.getItem(storageKey(tableId)));
  } catch {
    return DEFAULT_TABLE_PAGE_SIZE; // Storage refused (private mode): the default, unsaved.
  }
  return isPageSize(stored) ? stored : DEFAULT_TABLE_PAGE_SIZE;
}

export function savePageSize(tableId: string, size: PageSize): void {
  try {
    localStorage.setItem(storageKey(tableId), String(size));
  } catch {
    // Not saved, but still applied for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab choosing a size changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith("table-page-size:")) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The page size of one table and its setter; the choice outlives the visit. */
export function usePageSize(tableId: string): [PageSize, (size: PageSize) => void] {
  const size = useSyncExternalStore(subscribe, () => readPageSize(tableId));
  const set = useCallback((next: PageSize) => savePageSize(tableId, next), [tableId]);
  return [size, set];
}

export const toPageSize = (value: string): PageSize => (isPageSize(Number(value)) ? (Number(value) as PageSize) : DEFAULT_TABLE_PAGE_SIZE);
