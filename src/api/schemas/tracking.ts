import * as v from "valibot";
import { ORDER_STATUS_NAMES } from "../../domain/order-status";
import { STATUS_BAR_STEPS, TRACKING_ZONE_NUMBERS } from "../../domain/tracking";
import { Envelope } from "./common";
import { MAX_VERIFICATION, VERIFICATION_FAILED } from "./verification";

/**
 * The public tracking lookup (issue 7): a proof-of-work challenge, then the lookup with its
 * solution. Nobody signs in for these, so the answer carries only what the public page shows.
 */

/** Spec messages (operational area, section 5), shown by the form under each field. */
export const TRACKING_MESSAGES = {
  trackingNumberBlank: "Please enter a tracking number",
  taxIdBlank: "Please enter the corresponding tax identification number",
  notFound: "Tracking number not found",
  wrongTaxId: "Wrong tax identification number",
  verificationFailed: VERIFICATION_FAILED,
  tooMany: "Too many tracking lookups. Please wait a minute and try again.",
} as const;

// The challenge contract is shared with sign-in (decision 024); kept importable from here.
export { Challenge, ChallengeQuery, VERIFICATION_ACTIONS, type VerificationAction, VerificationSolution, encodeVerification } from "./verification";

const MAX_TRACKING_NUMBER = 40;
const MAX_TAX_ID = 30;

const requiredText = (blank: string, max: number) =>
  v.pipe(v.optional(v.string(blank), ""), v.trim(), v.nonEmpty(blank), v.maxLength(max, `Can't be more than ${max} characters`));

/** POST /v1/trackings/lookup */
export const TrackingLookupRequest = v.object({
  tracking_number: requiredText(TRACKING_MESSAGES.trackingNumberBlank, MAX_TRACKING_NUMBER),
  tax_id: requiredText(TRACKING_MESSAGES.taxIdBlank, MAX_TAX_ID),
  /** Missing or malformed is a verification failure (403), not a field error. */
  verification: v.optional(v.pipe(v.string(), v.maxLength(MAX_VERIFICATION)), ""),
});
export type TrackingLookupRequest = v.InferInput<typeof TrackingLookupRequest>;

export const StatusBarStep = v.picklist(STATUS_BAR_STEPS);
export const TrackingZone = v.picklist(TRACKING_ZONE_NUMBERS);

export const TrackingCheckpoint = v.object({
  status: v.picklist(ORDER_STATUS_NAMES),
  message: v.string(),
  created_at: v.string(),
  zone: TrackingZone,
});
export type TrackingCheckpoint = v.InferOutput<typeof TrackingCheckpoint>;

/** Where the parcel goes, no finer than the city: no street, no name, no document. */
export const TrackingDestination = v.object({ country: v.string(), city: v.string() });

export const TrackingResult = v.object({
  reference: v.string(),
  status: v.picklist(ORDER_STATUS_NAMES),
  status_bar: StatusBarStep,
  /** A failed attempt or delivery: the bar stays at out_for_delivery with a warning. */
  problem: v.boolean(),
  /** Oldest first. */
  checkpoints: v.array(TrackingCheckpoint),
  estimated_delivery_date: v.nullable(v.string()),
  destination: TrackingDestination,
  /** For the seller's branding (GET /v1/trackings/branding/{seller_id}). */
  seller_id: v.number(),
});
export type TrackingResult = v.InferOutput<typeof TrackingResult>;

export const TrackingLookupResponse = Envelope(TrackingResult);
