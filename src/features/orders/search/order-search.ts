import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useOnline } from "../../../ui/use-online";
import { orderQueries } from "../queries";

/**
 * The global search's orders, as the top bar's search box asks for them: once typing pauses, at
 * least a few characters, the last text only. The search itself (search-orders.ts: the server,
 * or this device's saved orders offline) loads on the first search.
 */

/** Fewer characters match too many orders to be worth a request. */
export const ORDER_SEARCH_MIN_LENGTH = 3;
/** Orders offered at most: the search is a shortcut, the list is for browsing. */
export const ORDER_SEARCH_LIMIT = 5;
/** Typing pauses this long before a search is sent; a key pressed sooner cancels it. */
export const ORDER_SEARCH_DEBOUNCE_MS = 250;
/** The server's limit for a text filter (OrdersQuery): a longer text can match nothing. */
const MAX_SEARCH_TEXT = 120;

export interface OrderSearchHit {
  id: number;
  order_number: string;
  reference: string;
}

export interface OrderSearchAnswer {
  hits: OrderSearchHit[];
  /** True when the device's saved orders answered (offline): it may miss newer orders. */
  fromDevice: boolean;
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface OrderSearch {
  /** Undefined until an answer for the text typed has come (or when there is nothing to search). */
  answer: OrderSearchAnswer | undefined;
  searching: boolean;
  failed: boolean;
}

/**
 * Orders matching what is typed, once typing pauses. A newer text cancels the request of the
 * older one (TanStack Query aborts a query nobody watches any more when its signal was used).
 */
export function useOrderSearch(typed: string, enabled: boolean): OrderSearch {
  const text = typed.trim();
  const settled = useDebounced(text, ORDER_SEARCH_DEBOUNCE_MS);
  const online = useOnline();
  const wanted = enabled && settled.length >= ORDER_SEARCH_MIN_LENGTH && settled.length <= MAX_SEARCH_TEXT;
  const query = useQuery({
    queryKey: [...orderQueries.search(settled), online],
    queryFn: async ({ signal }) => (await import("./search-orders")).searchOrders(settled, online, signal),
    enabled: wanted,
    // Offline is an answer here (the device's saved orders), not a reason to wait for the network.
    networkMode: "always",
    retry: false,
    staleTime: 30_000,
  });
  // Between a key press and its search, the last answer is for another text: not shown.
  const current = wanted && settled === text;
  return {
    answer: current ? query.data : undefined,
    searching: enabled && text.length >= ORDER_SEARCH_MIN_LENGTH && (!current || query.isFetching),
    failed: current && query.isError,
  };
}
