import { keepPreviousData } from "@tanstack/react-query";
import { fetchVolumeReverse, fetchVolumeReverses } from "../../api/calls/volume-reverses";
import type { VolumeReversesQuery } from "../../api/schemas/volume-reverses";

/** Reverses per page (the spec's default page size). */
export const REVERSE_PAGE_SIZE = 20;

/** The filters of the list, as the URL keeps them ("" = any). */
export interface ReverseFilters {
  reverse_number: string;
  tracking_reference: string;
  sales_channel: string;
  start_date: string;
  end_date: string;
}

export const FILTER_NAMES = ["reverse_number", "tracking_reference", "sales_channel", "start_date", "end_date"] as const satisfies readonly (keyof ReverseFilters)[];

/** The filters and page a URL names; anything it does not name is "any" / page 1. */
export function filtersOf(params: URLSearchParams): { filters: ReverseFilters; page: number } {
  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name)?.trim() ?? ""])) as unknown as ReverseFilters;
  return { filters, page: Math.max(1, Math.floor(Number(params.get("page"))) || 1) };
}

/** The URL of these filters and page: empty filters and page 1 are left out. */
export function searchOf(filters: ReverseFilters, page: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) search.set(name, filters[name]);
  if (page > 1) search.set("page", String(page));
  return search;
}

/** The call's query: only the filters given, the page as limit and offset. */
export function listQueryOf(filters: ReverseFilters, page: number): VolumeReversesQuery {
  const query: VolumeReversesQuery = { limit: String(REVERSE_PAGE_SIZE), offset: String((page - 1) * REVERSE_PAGE_SIZE) };
  for (const name of FILTER_NAMES) if (filters[name]) query[name] = filters[name];
  return query;
}

// The dialog of the order view invalidates ["volume-reverses"] after a reverse is made.
export const reverseQueries = {
  all: () => ["volume-reverses"] as const,
  page: (query: VolumeReversesQuery) => ({
    queryKey: [...reverseQueries.all(), "list", query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchVolumeReverses(query, signal),
    placeholderData: keepPreviousData,
  }),
  one: (id: number) => ({
    queryKey: [...reverseQueries.all(), "one", id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchVolumeReverse(id, signal),
  }),
};
