import type { AuthUser } from "../deps";
import { notFound } from "../http/errors";

/**
 * The one tenancy check for a seller-owned record: another seller's record answers 404, exactly
 * as a missing one, so ids of other sellers cannot be probed. Lists filter by
 * `user.seller_id` in their query instead.
 */
export function assertOwnSeller(user: AuthUser, sellerId: number | undefined): void {
  if (sellerId === undefined || sellerId !== user.seller_id) throw notFound();
}
