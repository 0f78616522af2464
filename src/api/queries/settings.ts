import { queryOptions, skipToken } from "@tanstack/react-query";
import { fetchContracts, fetchPrintingSettings, fetchSalesChannels, fetchSellerSettings } from "../calls/order-create";

/**
 * Query options of the seller's settings and price tables, read by several screens: the settings
 * pages write them, the order wizard reads them (CONVENTIONS.md point 8). One key per resource, so
 * that a saved change reaches every screen at once. How long an answer stays fresh is each
 * screen's choice (the wizard keeps them five minutes while the user types).
 */

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
