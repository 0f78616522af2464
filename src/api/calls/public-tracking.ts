import type * as v from "valibot";
import { env } from "../../config/env";
import { Challenge, TrackingLookupResponse } from "../schemas/tracking";
import { TrackingBrandingResponse } from "../schemas/tracking-settings";

/**
 * The /v1 calls of the public tracking page (src/tracking, decision 022). That page is its own
 * small entry without the portal's client or session, so these calls say what to send (an absolute
 * address and fetch's options) and the answer's schema; the page sends them with plain fetch and
 * turns each answer into an outcome its views switch on. Only src/config and src/api/schemas
 * here: everything this file imports loads with the tracking page.
 */
export interface PublicCall<TAnswer extends v.GenericSchema | null = null> {
  url: string;
  init: RequestInit;
  /** The schema of a successful answer's body; null: only whether it answered matters. */
  answer: TAnswer;
}

const JSON_ANSWER = { Accept: "application/json" } as const;

/** An absolute /v1 address on the portal's base (VITE_API_BASE_URL, default "/v1" on this origin). */
const publicApiUrl = (path: string): string => new URL(`${env.apiBaseUrl}/${path}`, globalThis.location?.origin ?? "http://localhost").href;

/** GET /v1/challenge?action=tracking: a proof-of-work challenge for one lookup (issue 7). */
export const trackingChallengeCall = (): PublicCall<typeof Challenge> => ({
  url: publicApiUrl("challenge?action=tracking"),
  init: { headers: JSON_ANSWER },
  answer: Challenge,
});

/** POST /v1/trackings/lookup: a tracking number and the receiver's tax id, with a solved challenge. */
export const trackingLookupCall = (input: { trackingNumber: string; taxId: string }, verification: string): PublicCall<typeof TrackingLookupResponse> => ({
  url: publicApiUrl("trackings/lookup"),
  init: {
    method: "POST",
    headers: { "Content-Type": "application/json", ...JSON_ANSWER },
    body: JSON.stringify({ tracking_number: input.trackingNumber, tax_id: input.taxId, verification }),
  },
  answer: TrackingLookupResponse,
});

const trackingBrandingUrl = (sellerId: number) => publicApiUrl(`trackings/branding/${sellerId}`);

/** GET /v1/trackings/branding/{seller}: the seller's public branding. */
export const trackingBrandingCall = (sellerId: number): PublicCall<typeof TrackingBrandingResponse> => ({
  url: trackingBrandingUrl(sellerId),
  init: { headers: JSON_ANSWER },
  answer: TrackingBrandingResponse,
});

/** A branding picture (GET /v1/trackings/branding/{seller}/logo or /ad); `version` names the upload. */
export const trackingBrandingImageUrl = (sellerId: number, kind: "logo" | "ad", version: string): string =>
  `${trackingBrandingUrl(sellerId)}/${kind}?v=${encodeURIComponent(version)}`;

/** GET /v1/health, never from a cache: whether the server answers at all. */
export const healthCall = (): PublicCall => ({ url: publicApiUrl("health"), init: { cache: "no-store" }, answer: null });
