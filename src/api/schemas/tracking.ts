import * as v from "valibot";
import { ORDER_STATUS_NAMES } from "../../domain/order-status";
import { STATUS_BAR_STEPS, TRACKING_ZONE_NUMBERS } from "../../domain/tracking";
import { Envelope } from "./common";

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
  verificationFailed: "Human verification failed. Please try again.",
  tooMany: "Too many tracking lookups. Please wait a minute and try again.",
} as const;

/** The only action challenges are issued for so far; a solution for another is refused. */
export const VERIFICATION_ACTIONS = ["tracking"] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];

export const ChallengeQuery = v.object({ action: v.picklist(VERIFICATION_ACTIONS, "Unknown verification action") });

/**
 * GET /v1/challenge?action=tracking, in ALTCHA's shape (not wrapped in `data`, so the ALTCHA
 * widget can read it as it is). The client finds `number` in 0..maxnumber with
 * hex SHA-256(salt + number) === challenge.
 */
export const Challenge = v.object({
  algorithm: v.literal("SHA-256"),
  challenge: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  maxnumber: v.pipe(v.number(), v.integer(), v.minValue(1)),
  salt: v.string(),
  signature: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
export type Challenge = v.InferOutput<typeof Challenge>;

/** What the client sends back, base64 of its JSON, as the `verification` field. */
export const VerificationSolution = v.object({
  algorithm: v.string(),
  challenge: v.string(),
  number: v.pipe(v.number(), v.integer(), v.minValue(0)),
  salt: v.string(),
  signature: v.string(),
});
export type VerificationSolution = v.InferOutput<typeof VerificationSolution>;

/** Base64 of UTF-8 JSON, the way ALTCHA's widget fills its hidden field. */
export function encodeVerification(solution: VerificationSolution): string {
  const bytes = new TextEncoder().encode(JSON.stringify(solution));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const MAX_TRACKING_NUMBER = 40;
const MAX_TAX_ID = 30;
/** A solution is about 300 characters of base64; anything far longer is not one. */
const MAX_VERIFICATION = 2048;

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
