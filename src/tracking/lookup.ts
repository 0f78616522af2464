import * as v from "valibot";
import { healthCall, trackingBrandingCall, trackingBrandingImageUrl, trackingLookupCall } from "../api/calls/public-tracking";
import { ErrorBody } from "../api/schemas/common";
import type { TrackingResult } from "../api/schemas/tracking";
import type { TrackingBranding } from "../api/schemas/tracking-settings";
import { VerificationUnavailable, type VerificationSource } from "./proof-of-work";

/**
 * Sends the lookup and the branding calls (src/api/calls/public-tracking.ts) with plain fetch (the
 * portal's client is too heavy here). Every answer becomes a typed outcome the views switch on;
 * nothing throws to a view.
 */

export const adImageUrl = (sellerId: number, version: string) => trackingBrandingImageUrl(sellerId, "ad", version);
export const logoImageUrl = (sellerId: number, version: string) => trackingBrandingImageUrl(sellerId, "logo", version);

export interface FieldErrors {
  /** The server's English texts: the form translates the ones it knows. */
  trackingNumber?: string;
  taxId?: string;
}

export type LookupOutcome =
  | { kind: "found"; result: TrackingResult }
  | { kind: "field-errors"; errors: FieldErrors }
  | { kind: "not-found" }
  | { kind: "verification-failed" }
  | { kind: "too-many"; retryAfterSeconds: number | null }
  | { kind: "offline" }
  /** A server fault or an answer we cannot read. */
  | { kind: "failed" };

export interface LookupInput {
  trackingNumber: string;
  taxId: string;
}

const firstText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** 422 bodies: [{tracking_number: [...]}, {tax_id: [...]}] (either or both). */
function fieldErrorsOf(body: unknown): FieldErrors {
  const parsed = v.safeParse(ErrorBody, body);
  const errors: FieldErrors = {};
  if (!parsed.success) return errors;
  for (const entry of parsed.output.messages) {
    if (typeof entry === "string") continue;
    errors.trackingNumber ??= firstText(entry.tracking_number);
    errors.taxId ??= firstText(entry.tax_id);
  }
  return errors;
}

/** Retry-After in seconds (the server sends seconds; an HTTP date is read too). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const FORBIDDEN = 403;
const NOT_FOUND = 404;
const UNPROCESSABLE = 422;
const TOO_MANY = 429;

async function postLookup(input: LookupInput, verification: string): Promise<LookupOutcome | "forbidden"> {
  const call = trackingLookupCall(input, verification);
  let response: Response;
  try {
    response = await fetch(call.url, call.init);
  } catch {
    return { kind: "offline" };
  }
  serverAnsweredAt = Date.now();
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = v.safeParse(call.answer, body);
    return parsed.success ? { kind: "found", result: parsed.output.data } : { kind: "failed" };
  }
  switch (response.status) {
    case FORBIDDEN:
      return "forbidden";
    case NOT_FOUND:
      return { kind: "not-found" };
    case UNPROCESSABLE: {
      const errors = fieldErrorsOf(body);
      return errors.trackingNumber || errors.taxId ? { kind: "field-errors", errors } : { kind: "failed" };
    }
    case TOO_MANY:
      return { kind: "too-many", retryAfterSeconds: retryAfterSeconds(response.headers.get("Retry-After")) };
    default:
      return { kind: "failed" };
  }
}

/**
 * Verifies, then looks up. A 403 (the solution expired or was already used, e.g. by a second tab)
 * is retried once with a fresh challenge before the visitor sees it.
 */
export async function lookupTracking(input: LookupInput, verification: VerificationSource): Promise<LookupOutcome> {
  for (let attempt = 0; attempt < 2; attempt++) {
    let solution: string;
    try {
      solution = await verification.take();
    } catch (error) {
      // Without a challenge there is no lookup: no network, or the server answered badly.
      return error instanceof VerificationUnavailable && error.reason === "network" ? { kind: "offline" } : { kind: "failed" };
    }
    const outcome = await postLookup(input, solution);
    if (outcome !== "forbidden") return outcome;
  }
  return { kind: "verification-failed" };
}

/** The seller's public branding, or null when it cannot be had (the page then stays plain). */
export async function fetchBranding(sellerId: number): Promise<TrackingBranding | null> {
  try {
    const call = trackingBrandingCall(sellerId);
    const response = await fetch(call.url, call.init);
    if (!response.ok) return null;
    const parsed = v.safeParse(call.answer, await response.json());
    return parsed.success ? parsed.output.data : null;
  } catch {
    return null;
  }
}

/** A lookup answered this long ago still vouches for the network. */
const RECENT_ANSWER_MS = 60_000;
/** When a lookup of this page load last got an answer (0: none yet, e.g. after a reload). */
let serverAnsweredAt = 0;

/**
 * Whether the server answers at all. `navigator.onLine` says true on a page the worker served
 * offline (Chromium) and on a dead network, so a result opened from the device asks this small
 * question (never cached: the page's worker keeps no /v1 answer but the branding) before it says
 * "Updated", unless a lookup of this page load was answered a moment ago.
 */
/** A new page load knows nothing of the server yet (the tests start each page this way). */
export function forgetServerAnswer(): void {
  serverAnsweredAt = 0;
}

export async function serverReachable(): Promise<boolean> {
  if (Date.now() - serverAnsweredAt < RECENT_ANSWER_MS) return true;
  try {
    const call = healthCall();
    await fetch(call.url, call.init);
    serverAnsweredAt = Date.now();
    return true;
  } catch {
    return false;
  }
}
