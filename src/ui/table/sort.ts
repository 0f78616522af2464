/** A table's sort: one column, one direction; no sort means the list's own order (newest first). */
export type SortDirection = "asc" | "desc";

export interface SortState<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

/**
 * The spec's sort cycle for a column header (operational area, section 4): ascending, then
 * descending, then none. Another column starts its own cycle at ascending.
 */
export function nextSort<Key extends string>(current: SortState<Key> | undefined, key: Key): SortState<Key> | undefined {
  if (!current || current.key !== key) return { key, direction: "asc" };
  if (current.direction === "asc") return { key, direction: "desc" };
  return undefined;
}

/** The value of aria-sort for a column, so a screen reader announces the order. */
export function ariaSort(current: SortState | undefined, key: string): "ascending" | "descending" | "none" {
  if (current?.key !== key) return "none";
  return current.direction === "asc" ? "ascending" : "descending";
}
