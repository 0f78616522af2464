import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../api/errors";

/**
 * What to tell the user about a failed call, in their language. The server's own messages are
 * shown as they are; failures without an answer get ours. Screens that start jobs also translate
 * the job caps' refusals (known-refusal-text.ts), kept out of here so that the sign-in page, which
 * starts none, does not carry them.
 */
export function apiErrorText(error: unknown, i18n: I18n): string[] {
  if (error instanceof ApiError) {
    if (error.kind === "network" || error.kind === "timeout") return [i18n._(msg`Check your internet connection and try again.`)];
    if (error.kind === "invalid-answer") return [i18n._(msg`The server answered in an unexpected way. Please try again.`)];
    if (error.status !== undefined && error.status >= 500) return [i18n._(msg`Something went wrong on our side. Please try again.`)];
    return [...error.messages];
  }
  return [i18n._(msg`Something went wrong. Please try again.`)];
}
