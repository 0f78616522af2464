import type { AuthUser } from "../deps";
import { notFound } from "../http/errors";

/**
 * Billing is the seller's own (decision 056): a path naming another seller is as unknown as a
 * missing one (404), so nothing says whether that seller exists. There is no platform operator
 * in this server yet; the routes take the seller id from the path so that one can be added here
 * (an operator may reach every seller) without changing a route.
 */
export function ownSellerId(user: AuthUser, sellerId: number): number {
  if (user.seller_id !== sellerId) throw notFound();
  return sellerId;
}
