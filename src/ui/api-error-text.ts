import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../api/errors";
import { knownRefusalText } from "./known-refusal-text";

/**
 * What to tell the user about a failed call, in their language. The server's own messages are
 * shown as they are, but for the refusals every screen may meet (knownRefusalText); failures
 * without an answer get ours.
 */
export function apiErrorText(error: unknown, i18n: I18n): string[] {
  if (error instanceof ApiError) {
    if (error.kind === "network" || error.kind === "timeout") return [i18n._(msg`Check your internet connection and try again.`)];
    if (error.kind === "invalid-answer") return [i18n._(msg`The server answered in an unexpected way. Please try again.`)];
    if (error.status !== undefined && error.status >= 500) return [i18n._(msg`Something went wrong on our side. Please try again.`)];
    return error.messages.map((message) => knownRefusalText(message, i18n));
  }
  return [i18n._(msg`Something went wrong. Please try again.`)];
}
