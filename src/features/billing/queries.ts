import { keepPreviousData } from "@tanstack/react-query";
import {
  fetchAccountEvents,
  fetchAccountSettings,
  fetchBalance,
  fetchBillingCategories,
  fetchCategoryUsage,
  fetchInvoices,
  fetchOwnAccountEvents,
} from "../../api/calls/billing";
import type { EventsQuery, InvoicesQuery } from "../../api/schemas/billing";

/** Every billing query starts with this key: a credit or a setting saved makes them all stale. */
const BILLING_KEY = "billing";

type Fn<T> = ({ signal }: { signal: AbortSignal }) => Promise<T>;
// Plain options rather than queryOptions(): one shared chunk fewer for the shell to list.
const options = <T,>(key: readonly unknown[], queryFn: Fn<T>, paged = false) => ({
  queryKey: [BILLING_KEY, ...key] as const,
  queryFn,
  ...(paged ? { placeholderData: keepPreviousData } : {}),
});

export const billingQueries = {
  all: () => [BILLING_KEY] as const,
  categories: () => options(["categories"], ({ signal }) => fetchBillingCategories(signal)),
  settings: (sellerId: number) => options(["settings", sellerId], ({ signal }) => fetchAccountSettings(sellerId, signal)),
  balance: (sellerId: number) => options(["balance", sellerId], ({ signal }) => fetchBalance(sellerId, signal)),
  events: (sellerId: number, query: EventsQuery) => options(["events", sellerId, query], ({ signal }) => fetchAccountEvents(sellerId, query, signal), true),
  invoices: (sellerId: number, query: InvoicesQuery) => options(["invoices", sellerId, query], ({ signal }) => fetchInvoices(sellerId, query, signal), true),
  usage: (sellerId: number, categoryId: number) => options(["usage", sellerId, categoryId], ({ signal }) => fetchCategoryUsage(sellerId, categoryId, {}, signal)),
  statement: (query: EventsQuery) => options(["statement", query], ({ signal }) => fetchOwnAccountEvents(query, signal), true),
};
