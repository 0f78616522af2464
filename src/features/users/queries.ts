import { keepPreviousData } from "@tanstack/react-query";
import { fetchGroups, fetchSellerUser, fetchSellerUsers } from "../../api/calls/seller-users";
import type { SellerUsersQuery } from "../../api/schemas/seller-users";

/** Users per page (the spec's default page size). */
export const USERS_PAGE_SIZE = 20;

/** The list's filters as the URL keeps them ("" = any); `blocked` is "", "true" or "false". */
export interface UserFilters {
  name: string;
  email: string;
  group_id: string;
  blocked: string;
}

export const FILTER_NAMES = ["name", "email", "group_id", "blocked"] as const satisfies readonly (keyof UserFilters)[];

/** The filters and page a URL names; anything it does not name is "any" / page 1. */
export function filtersOf(params: URLSearchParams): { filters: UserFilters; page: number } {
  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name)?.trim() ?? ""])) as unknown as UserFilters;
  return { filters, page: Math.max(1, Math.floor(Number(params.get("page"))) || 1) };
}

/** The URL of these filters and page: empty filters and page 1 are left out. */
export function searchOf(filters: UserFilters, page: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) search.set(name, filters[name]);
  if (page > 1) search.set("page", String(page));
  return search;
}

/** The call's query: only the filters given, the page as limit and offset. */
export function listQueryOf(filters: UserFilters, page: number): SellerUsersQuery {
  const query: SellerUsersQuery = { limit: String(USERS_PAGE_SIZE), offset: String((page - 1) * USERS_PAGE_SIZE) };
  if (filters.name) query.name = filters.name;
  if (filters.email) query.email = filters.email;
  if (/^\d+$/.test(filters.group_id)) query.group_id = filters.group_id;
  // Anything else in the URL is "any", never a 422.
  if (filters.blocked === "true" || filters.blocked === "false") query.blocked = filters.blocked;
  return query;
}

export const userQueries = {
  all: () => ["seller-users"] as const,
  page: (query: SellerUsersQuery) => ({
    queryKey: [...userQueries.all(), "list", query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSellerUsers(query, signal),
    placeholderData: keepPreviousData,
  }),
  one: (id: number) => ({
    queryKey: [...userQueries.all(), "one", id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSellerUser(id, signal),
  }),
  /** The three groups never change while the app runs. */
  groups: () => ({
    queryKey: ["groups"] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchGroups(signal),
    staleTime: Infinity,
  }),
};
