import type { QueryKey } from "@tanstack/react-query";

/**
 * The queries kept on this device for offline screens (decision 016): small server state that
 * several screens read, never lists of orders or pickups (those stay in Dexie). Prefixes of the
 * keys of the shared query options (src/api/queries) and the features' key factories;
 * src/app/shell/saved-query-keys.test.ts ties them to those.
 */
const SAVED_QUERY_PREFIXES: readonly (readonly string[])[] = [
  // The user's group and seller (home, a new order's sender) and the measurement system (every screen with sizes).
  ["me"],
  // The seller's tracking page settings.
  ["settings"],
  // The shared resources of src/api/queries: the seller's and printing settings, contracts, sales channels.
  ["seller-settings"],
  ["printing-settings"],
  ["contracts"],
  ["sales-channels"],
  // Every shipping rule of the seller, a few KB: the wizard applies them offline (issue 22).
  ["shipping-rules", "all"],
  // The columns the user chose for the orders table.
  ["orders", "columns"],
  // Duties and taxes cases: pages of 20 and single cases, few per seller; read offline (issue 18).
  ["duties-cases"],
  // Single reverse volumes, each a few hundred bytes, opened from the saved first page (issue 18).
  ["volume-reverses", "one"],
  // Overpacks: pages of 20 and single bags with their orders, a few dozen per seller; the
  // warehouse tablet opens a bag offline to scan into it (issue 18).
  ["overpacks"],
  // The dashboard's figures (issue 19): one answer of a few KB per seller, read offline.
  ["analytics"],
];

/** The bell's titles: the first page of unread notifications, a few dozen lines at most. */
const MAX_SAVED_NOTIFICATIONS = 50;

function isNotificationTitles(key: QueryKey): boolean {
  if (key[0] !== "notifications" || key[1] !== "list") return false;
  const params = key[2] as { isNew?: boolean; limit?: number; offset?: number } | undefined;
  return params?.isNew === true && (params.offset ?? 0) === 0 && (params.limit ?? Infinity) <= MAX_SAVED_NOTIFICATIONS;
}

/**
 * The fiscal payments list's first page without filters (issue 18): 20 slips, a few KB, so the
 * list opens offline with the last slips this device saw; filtered pages are not kept.
 */
function isFiscalPaymentsFirstPage(key: QueryKey): boolean {
  return key[0] === "fiscal-payments" && isUnfilteredFirstPage(key[1]);
}

/** The reverse volumes list's first page without filters, as fiscal payments' (issue 18). */
function isReversesFirstPage(key: QueryKey): boolean {
  return key[0] === "volume-reverses" && key[1] === "list" && isUnfilteredFirstPage(key[2]);
}

function isUnfilteredFirstPage(part: unknown): boolean {
  const query = part as Record<string, string> | undefined;
  return query !== undefined && query.offset === "0" && Object.keys(query).every((name) => name === "limit" || name === "offset");
}

/**
 * The address book's first ADDRESS_BOOK_PICKER_LIMIT customers by name, without a search (issue
 * 22): the wizard's picker chooses a receiver offline from them; searches are not kept.
 */
function isAddressBookFirstPage(key: QueryKey): boolean {
  return key[0] === "customers" && key[1] === "book" && key[3] === "";
}

export const isSavedQuery = (key: QueryKey): boolean =>
  isAddressBookFirstPage(key) ||
  isNotificationTitles(key) || isFiscalPaymentsFirstPage(key) || isReversesFirstPage(key) || SAVED_QUERY_PREFIXES.some((prefix) => prefix.every((part, index) => key[index] === part));
