/** Spec (section 9): pagination shows 7 page links. */
export const PAGE_LINKS = 7;

/**
 * The page numbers to link to: up to `size` consecutive pages with the current one as near the
 * middle as the ends allow ([1..7] at the start, [4..10] around page 7 of 20, [14..20] at the end).
 */
export function pageWindow(page: number, pageCount: number, size: number = PAGE_LINKS): number[] {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const length = Math.min(size, count);
  const first = Math.min(Math.max(1, current - Math.floor(size / 2)), count - length + 1);
  return Array.from({ length }, (_, index) => first + index);
}

/** Pages needed for `total` rows, at least one (an empty list still has its first page). */
export const pageCountFor = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
