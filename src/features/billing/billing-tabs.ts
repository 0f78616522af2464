/**
 * /billing's tabs (spec section 2: Balance, Credits, Invoices). The tab is in the address
 * (`?tab=credits`), so a reload, a bookmark or Back keeps it; the balance is the default.
 */
export const BILLING_TABS = ["balance", "credits", "invoices"] as const;
export type BillingTab = (typeof BILLING_TABS)[number];
export const DEFAULT_TAB: BillingTab = "balance";
export const TAB_PARAM = "tab";

export function tabOf(params: URLSearchParams): BillingTab {
  const tab = params.get(TAB_PARAM);
  return (BILLING_TABS as readonly string[]).includes(tab ?? "") ? (tab as BillingTab) : DEFAULT_TAB;
}

/** The address of a tab: its filters and page are its own, so they are left behind. */
export function tabSearch(tab: BillingTab): URLSearchParams {
  return tab === DEFAULT_TAB ? new URLSearchParams() : new URLSearchParams({ [TAB_PARAM]: tab });
}
