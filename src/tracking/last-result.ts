import * as v from "valibot";
import { TrackingResult } from "../api/schemas/tracking";
import { TrackingBranding } from "../api/schemas/tracking-settings";

/**
 * The last parcel looked up, kept on the device so its page opens offline and after a reload
 * (issue 7: "shown offline with the time it was fetched"). The tax id is kept so the page can
 * refresh it in the background without asking again; "Forget this parcel" removes all of it.
 */
export const LAST_RESULT_KEY = "tracking:last";

const LastResult = v.object({
  reference: v.string(),
  taxId: v.string(),
  result: TrackingResult,
  branding: v.nullable(TrackingBranding),
  /** ISO time of the answer. */
  fetchedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type LastResult = v.InferOutput<typeof LastResult>;

/** The stored result, or null when there is none, storage is blocked, or it no longer parses. */
export function readLastResult(): LastResult | null {
  try {
    const text = localStorage.getItem(LAST_RESULT_KEY);
    if (!text) return null;
    const parsed = v.safeParse(LastResult, JSON.parse(text));
    return parsed.success ? parsed.output : null;
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
  try {
    localStorage.removeItem(LAST_RESULT_KEY);
  } catch {
    // Nothing stored can be read back either.
  }
}

/** References are matched as the server matches them: without case. */
export const sameReference = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
