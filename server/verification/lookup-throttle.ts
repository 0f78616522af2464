import type { ServerDeps } from "../deps";
import { HttpError } from "../http/errors";
import { addressKey } from "../limits/address-key";
import { hitWindow, hitWindows } from "../limits/fixed-window";
import { TRACKING_MESSAGES } from "../../src/api/schemas/tracking";

/**
 * A person tracks a few parcels; ten lookups a minute from one address is already generous.
 * The default of `deps.trackingLookupsPerMinute` (env TRACKING_LOOKUPS_PER_MINUTE, server/config.ts).
 */
export const TRACKING_LOOKUP_LIMIT = 10;
export const TRACKING_LOOKUP_WINDOW_MS = 60_000;

/**
 * Wrong tax ids per parcel, whatever the address: a tax id (a CPF has 9 free digits) must not be
 * guessed by spreading the guesses over many addresses. A receiver who mistypes twice is far
 * from it; after an attack the parcel's receiver waits at most this window (told by Retry-After).
 */
export const TAX_ID_GUESS_LIMIT = 5;
export const TAX_ID_GUESS_WINDOW_MS = 15 * 60_000;

/**
 * Counts every lookup (found or not, verified or not) per address (IPv6 by its /64) in one atomic
 * statement (server/limits/fixed-window.ts), so that parallel lookups and several instances
 * share one exact count. Throws 429 with Retry-After past the limit.
 */
export async function countTrackingLookup(deps: ServerDeps, address: string): Promise<void> {
  const limit = deps.trackingLookupsPerMinute ?? TRACKING_LOOKUP_LIMIT;
  const hit = await hitWindow(deps, `tracking-lookup:address:${addressKey(address)}`, TRACKING_LOOKUP_WINDOW_MS);
  if (hit.hits > limit) throw new HttpError(429, [TRACKING_MESSAGES.tooMany], { "Retry-After": String(hit.retryAfterSeconds) });
}

export interface TaxIdGuess {
  /** The tax id was right: the guess gives its place back. */
  giveBack(): Promise<void>;
}

/**
 * Reserves a tax id comparison before it is made, as sign-ins do, so that guesses sent together
 * cannot all be compared. Counted per order, for each order the number names: an order's
 * reference and its last-mile number are two numbers for one tax id and share one count.
 * Past the limit every lookup of the order is refused, right tax id or not (else the refusals
 * would tell the guesser which one is right). Only wrong tax ids keep their place.
 */
export async function reserveTaxIdGuess(deps: ServerDeps, orderIds: readonly number[]): Promise<TaxIdGuess> {
  const hits = await hitWindows(
    deps,
    orderIds.map((id) => ({ key: `tracking-tax-id:order:${id}`, windowMs: TAX_ID_GUESS_WINDOW_MS })),
  );
  const guess: TaxIdGuess = {
    giveBack: async () => {
      for (const hit of hits) await hit.giveBack();
    },
  };
  const over = hits.filter((hit) => hit.hits > TAX_ID_GUESS_LIMIT);
  if (over.length > 0) {
    await guess.giveBack();
    throw new HttpError(429, [TRACKING_MESSAGES.tooMany], { "Retry-After": String(Math.max(...over.map((hit) => hit.retryAfterSeconds))) });
  }
  return guess;
}
