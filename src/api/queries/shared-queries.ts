import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import type { MeasurementSystem } from "../../domain/measurement";
import { fetchCurrentSeller, fetchMeasure } from "../calls/me";
import { fetchContracts, fetchPrintingSettings, fetchSalesChannels, fetchSellerSettings } from "../calls/order-create";
import { useSessionUser } from "../use-session-user";

/**
 * Query options of the resources several screens read (CONVENTIONS.md point 8): every screen
 * takes its key and fetcher from here, so that what one screen saves (the measurement system in
 * /settings/advanced) is what every other shows at once, not after its own cache expires. How
 * long an answer stays fresh is each screen's choice (the wizard keeps them five minutes while
 * the user types). One module, not one per resource: each module here would be a chunk of its
 * own, and every chunk's name is listed in the shell's first load (its budget is full).
 */

/**
 * GET /v1/measure: the units sizes and weights are shown and typed in (quotes, orders, templates,
 * the wizard). Read once per session; /settings/advanced writes the new system here on save.
 */
export const measureQuery = (userId: number | undefined) =>
  queryOptions({ queryKey: ["me", "measure", userId] as const, queryFn: fetchMeasure, retry: false, staleTime: Infinity });

/** The signed-in user's measurement system; metric, as the API sends, while it cannot be read. */
export function useMeasurementSystem(): MeasurementSystem {
  const user = useSessionUser();
  const measure = useQuery(measureQuery(user?.id));
  return measure.data?.measurement_system ?? "metric";
}

export const accountQueries = {
  /**
   * The seller's profile (a new order's default sender). The home page reads it too, with the
   * same key written out in src/features/dashboard/queries.ts: it is in the shell's first load,
   * where this module would pass the budget. src/app/shared-queries.test.tsx keeps them equal.
   */
  currentSeller: () => queryOptions({ queryKey: ["me", "seller"] as const, queryFn: fetchCurrentSeller }),
};

export const settingsQueries = {
  /** GET /v1/seller_settings/{id}: measurement system, auto-dispatch, insurance. */
  seller: (sellerId: number | undefined) =>
    queryOptions({
      queryKey: ["seller-settings", sellerId] as const,
      queryFn: sellerId === undefined ? skipToken : ({ signal }) => fetchSellerSettings(sellerId, signal),
    }),
  /** GET /v1/printings: each document's paper and what prints with the label. */
  printing: (userId: number | undefined) =>
    queryOptions({ queryKey: ["printing-settings", userId] as const, queryFn: ({ signal }) => fetchPrintingSettings(signal) }),
  /** GET /v1/contracts: the price tables the wizard prices and checks with. */
  contracts: (userId: number | undefined) =>
    queryOptions({ queryKey: ["contracts", userId] as const, queryFn: async ({ signal }) => (await fetchContracts(signal)).elements }),
  salesChannels: (userId: number | undefined) =>
    queryOptions({ queryKey: ["sales-channels", userId] as const, queryFn: async ({ signal }) => (await fetchSalesChannels(signal)).elements }),
};
