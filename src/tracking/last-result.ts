import * as v from "valibot";
import { TrackingResult } from "../api/schemas/tracking";
import { TrackingBranding } from "../api/schemas/tracking-settings";

/**
 * The last parcel looked up, kept on the device so its page opens offline and after a reload
 * (issue 7: "shown offline with the time it was fetched"). The tax id is NOT kept with it (issue
 * 13): it proves the right to see a receiver's parcel, and a device may be shared. It stays in
 * this page's memory only, to refresh the parcel while the page is open; after a reload,
 * refreshing asks for it again. "Forget this parcel" removes all of it.
 */
export const LAST_RESULT_KEY = "tracking:last";

const LastResult = v.object({
  reference: v.string(),
  result: TrackingResult,
  branding: v.nullable(TrackingBranding),
  /** ISO time of the answer. */
  fetchedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type LastResult = v.InferOutput<typeof LastResult>;

/** The tax id of the parcel looked up on this page, while the page is open. */
let remembered: { reference: string; taxId: string } | null = null;

/** The stored result, or null when there is none, storage is blocked, or it no longer parses. */
export function readLastResult(): LastResult | null {
  try {
    const text = localStorage.getItem(LAST_RESULT_KEY);
    if (!text) return null;
    const stored: unknown = JSON.parse(text);
    const parsed = v.safeParse(LastResult, stored);
    if (!parsed.success) return null;
    // Kept by an earlier version of this page: written again without it (the schema drops it).
    if (typeof stored === "object" && stored !== null && "taxId" in stored) saveLastResult(parsed.output);
    return parsed.output;
  } catch {
    return null;
  }
}

export function saveLastResult(last: LastResult): void {
  try {
    localStorage.setItem(LAST_RESULT_KEY, JSON.stringify(last));
  } catch {
    // Storage full or blocked: the page still works, only not offline.
  }
}

export function forgetLastResult(): void {
  remembered = null;
  try {
    localStorage.removeItem(LAST_RESULT_KEY);
  } catch {
    // Nothing stored can be read back either.
  }
}

/** Keeps the tax id in memory for refreshing this parcel while the page stays open. */
export function rememberTaxId(reference: string, taxId: string): void {
  remembered = { reference, taxId };
}

/** The tax id given for this parcel since the page was opened, if any. */
export function rememberedTaxId(reference: string): string | undefined {
  return remembered && sameReference(remembered.reference, reference) ? remembered.taxId : undefined;
}

/** References are matched as the server matches them: without case. */
export const sameReference = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
