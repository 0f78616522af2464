import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import type { MeasurementSystem } from "../../domain/measurement";
import type { ContractTerms, InsuranceSettings } from "../../domain/pricing";
import type { Contract } from "../schemas/quotes";
import type { SellerSettings } from "../schemas/seller-settings";
import { fetchSellerAddresses } from "../calls/company";
import { fetchCustomers } from "../calls/customers";
import { fetchCurrentSeller, fetchMeasure } from "../calls/me";
import { fetchContracts, fetchPrintingSettings, fetchSalesChannels, fetchSellerSettings } from "../calls/order-create";
import { fetchAllShippingRules } from "../calls/shipping-rules";
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
  /**
   * GET /v1/sellers/{id}/addresses: where the seller ships from (decision 054). /company edits
   * them; the wizard offers them as senders and the import ships from the default one.
   */
  sellerAddresses: (sellerId: number | undefined) =>
    queryOptions({
      queryKey: ["seller-addresses", sellerId] as const,
      queryFn: sellerId === undefined ? skipToken : ({ signal }) => fetchSellerAddresses(sellerId, signal),
    }),
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
  /**
   * Every shipping rule of the seller (issue 22): the wizard's Courier step applies them on the
   * device, offline too. Under the rules screen's key prefix, so a rule saved there is what the
   * wizard applies next.
   */
  shippingRules: (userId: number | undefined) =>
    queryOptions({ queryKey: ["shipping-rules", "all", userId] as const, queryFn: ({ signal }) => fetchAllShippingRules(signal) }),
};

/** The most customers the wizard's picker loads at once (and keeps for offline use): a few dozen KB. */
export const ADDRESS_BOOK_PICKER_LIMIT = 200;

/**
 * GET /v1/customers: the address book (decision 064). /settings/customers pages it; the wizard's
 * Receiver step reads the first ADDRESS_BOOK_PICKER_LIMIT by name (saved on the device, so it
 * picks offline too) and asks the server with the typed text when the book is larger.
 */
export const customerQueries = {
  all: ["customers"] as const,
  page: (sellerId: number | undefined, query: { limit: number; offset: number; search: string }) =>
    queryOptions({ queryKey: ["customers", "list", sellerId, query] as const, queryFn: ({ signal }) => fetchCustomers(query, signal) }),
  book: (sellerId: number | undefined, search: string) =>
    queryOptions({
      queryKey: ["customers", "book", sellerId, search] as const,
      queryFn: ({ signal }) => fetchCustomers({ limit: ADDRESS_BOOK_PICKER_LIMIT, offset: 0, search }, signal),
    }),
};

/**
 * The API's contracts and insurance settings (money in units) as the domain's pricing rules read
 * them (money in cents): the order wizard and the CSV import check with the same terms. Here
 * rather than in a module of their own, which would be one more shared chunk.
 */
const cents = (units: number) => Math.round(units * 100);

/** A contract of the API (money in units) as the domain's price table (money in cents). */
export function contractTermsOf(contract: Contract): ContractTerms {
  return {
    id: contract.id,
    name: contract.name,
    carrier_name: contract.carrier_name,
    delivery_time: contract.delivery_time,
    incoterms: contract.incoterms,
    allows_battery: contract.allows_battery,
    allows_dangerous_goods: contract.allows_dangerous_goods,
    first_half_kg_cents: cents(contract.first_half_kg),
    additional_half_kg_cents: cents(contract.additional_half_kg),
    duties_percent: contract.duties_percent,
    sales_tax_percent: contract.sales_tax_percent,
    insurance_percent: contract.insurance_percent,
    ddp_max_goods_value_cents: contract.ddp_max_goods_value === null ? null : cents(contract.ddp_max_goods_value),
  };
}

/** The seller's insurance settings as the pricing rules read them (a fixed price in cents). */
export function insuranceSettingsOf(settings: SellerSettings["insurance"]): InsuranceSettings {
  return { ...settings, value: settings.basis === "fixed_price" ? cents(settings.value) : settings.value };
}
