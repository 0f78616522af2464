import type { SellerAddress } from "../../api/schemas/company";
import type { ImportSender } from "../../domain/order-import/types";

/**
 * The sender the import checks with (a file has no sender columns): the seller's default ship-from
 * address, set in /company (decision 054), which is also what the server takes when the request
 * names none. None when the seller has no default: every order is then rejected with "Set a
 * default sender before importing orders", and the page links to /company.
 */
export function defaultImportSender(addresses: readonly SellerAddress[]): ImportSender | null {
  const address = addresses.find((candidate) => candidate.is_default);
  if (!address) return null;
  const { id: _id, label: _label, is_default: _default, ...sender } = address;
  return sender;
}
