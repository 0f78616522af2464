import * as v from "valibot";

/**
 * Human verification by proof of work (decisions 021 and 024): the public tracking lookup needs
 * it always, a sign-in once its address or account has used up its failed attempts.
 */

/** Said when a solution is missing, forged, expired, for another action or already used (403). */
export const VERIFICATION_FAILED = "Human verification failed. Please try again.";

/** A solution is about 300 characters of base64; anything far longer is not one. */
export const MAX_VERIFICATION = 2048;

/** What challenges are issued for; a solution for one action is refused for another. */
export const VERIFICATION_ACTIONS = ["tracking", "login"] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];

export const ChallengeQuery = v.object({ action: v.picklist(VERIFICATION_ACTIONS, "Unknown verification action") });

/**
 * GET /v1/challenge?action=tracking|login, in ALTCHA's shape (not wrapped in `data`, so the ALTCHA
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
