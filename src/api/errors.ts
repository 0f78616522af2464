import * as v from "valibot";
import { ErrorBody } from "./schemas/common";

/** Fields that carry a provider's return code or description, never shown (spec section 8). */
const SKIPPED_FIELDS = new Set(["return_code", "return_description"]);

/**
 * The spec's error extraction (section 8 of both documents): each entry of `messages` yields its
 * texts; under `base` the message alone, under a field "field message"; return code and return
 * description fields are skipped; plain strings as they are; otherwise the error's own message.
 */
export function extractErrorMessages(body: unknown, fallback: string): string[] {
  const parsed = v.safeParse(ErrorBody, body);
  if (!parsed.success) return [fallback];
  const texts: string[] = [];
  for (const entry of parsed.output.messages) {
    if (typeof entry === "string") {
      texts.push(entry);
      continue;
    }
    for (const [field, value] of Object.entries(entry)) {
      if (SKIPPED_FIELDS.has(field)) continue;
      for (const message of Array.isArray(value) ? value : [value]) {
        texts.push(field === "base" ? message : `${field} ${message}`);
      }
    }
  }
  return texts.length > 0 ? texts : [fallback];
}

export type ApiErrorKind = "http" | "network" | "timeout" | "invalid-answer";

/** The one error type every /v1 failure becomes; screens read `messages` and `status`. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | undefined,
    readonly messages: string[],
    readonly body?: unknown,
    /** Seconds, from Retry-After, when the server said when to try again. */
    readonly retryAfter?: number,
  ) {
    super(messages.join("\n"));
    this.name = "ApiError";
  }
}
