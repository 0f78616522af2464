import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchImportRejections } from "./import-calls";

/** Rejected orders shown per page (the spec's default table page). */
export const REJECTED_PAGE_SIZE = 20;

/** A page number from the URL: 1 when missing or not a whole number above 0. */
export const pageFromParam = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The rejected orders of past imports, newest first, one page (offset and limit) at a time. */
export function useRejectedOrders(page: number) {
  return useQuery({
    queryKey: ["order-import", "rejections", page] as const,
    queryFn: ({ signal }) => fetchImportRejections({ offset: (page - 1) * REJECTED_PAGE_SIZE, limit: REJECTED_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
