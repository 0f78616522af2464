import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { apiErrorText } from "./api-error-text";
import { JOB_LIMIT_PER_SELLER, JOB_LIMIT_PER_USER, JOB_MESSAGES } from "../api/schemas/job-messages";

/**
 * Refusals any screen may meet, said in the user's language: the caps on jobs waiting or running
 * (429, decision 067), which every call that starts a job can answer (documents, imports of
 * orders, products and channel files). A message this app does not know stays as the server wrote it.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  [JOB_MESSAGES.userLimit]: msg`You already have ${JOB_LIMIT_PER_USER} files or imports waiting or in progress. Please wait until one of them ends, then try again.`,
  [JOB_MESSAGES.sellerLimit]: msg`Your company already has ${JOB_LIMIT_PER_SELLER} files or imports waiting or in progress. Please wait until one of them ends, then try again.`,
};

export function knownRefusalText(message: string, i18n: I18n): string {
  const known = KNOWN[message];
  return known ? i18n._(known) : message;
}

/** apiErrorText with the refusals above said in the user's language: for screens that start jobs. */
export const jobStartErrorText = (error: unknown, i18n: I18n): string[] => apiErrorText(error, i18n).map((text) => knownRefusalText(text, i18n));
