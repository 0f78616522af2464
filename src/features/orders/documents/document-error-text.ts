import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../../api/errors";
import { isOfflineError } from "../../../api/offline-error";
import { jobStartErrorText } from "../../../ui/known-refusal-text";

/** What the app says to wait when a busy server names no time (the server sends 5 s). */
const DEFAULT_BUSY_SECONDS = 5;

/**
 * The server had no free place to make documents (503 with Retry-After, issue 13): nothing is
 * wrong with the request, it only has to come again a little later.
 */
export const documentsBusy = (error: unknown): error is ApiError => error instanceof ApiError && error.kind === "http" && error.status === 503;

/** Sending the same download again may work: the server was busy or failed, or was not reached. */
export const worthRetrying = (error: unknown): boolean =>
  isOfflineError(error) || (error instanceof ApiError && error.kind === "http" && (error.status ?? 0) >= 500);

/** Why a document download failed, in the user's language; the server's own words otherwise. */
export function documentErrorText(error: unknown, i18n: I18n): string[] {
  if (documentsBusy(error)) {
    const seconds = error.retryAfter ?? DEFAULT_BUSY_SECONDS;
    return [i18n._(msg`The server is busy making other documents. Please try again in ${seconds} seconds.`)];
  }
  return jobStartErrorText(error, i18n);
}
