import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../api/errors";
import { apiErrorText } from "../../ui/api-error-text";
import { DeviceCheckFailed, deviceCheckRefused, needsDeviceCheck } from "./sign-in-flow";

/** A busy server's Retry-After, when it gave none. */
const BUSY_FALLBACK_SECONDS = 5;

/** 503: too many password checks at once on the server (sign-in, a new password). */
export function serverBusyText(error: unknown, i18n: I18n): string[] | null {
  if (!(error instanceof ApiError && error.kind === "http" && error.status === 503)) return null;
  const seconds = error.retryAfter ?? BUSY_FALLBACK_SECONDS;
  return [i18n._(msg`The server is busy. Please try again in ${seconds} seconds.`)];
}

/** Sign-in answers have known meanings; say them in the user's language rather than the server's. */
export function signInErrorText(error: unknown, i18n: I18n): string[] {
  if (error instanceof DeviceCheckFailed || deviceCheckRefused(error)) {
    return [i18n._(msg`This device could not be checked. Please try again.`)];
  }
  if (needsDeviceCheck(error)) return [i18n._(msg`Too many failed sign-ins. Please try again in a moment.`)];
  const busy = serverBusyText(error, i18n);
  if (busy) return busy;
  if (error instanceof ApiError && error.kind === "http") {
    if (error.status === 401) return [i18n._(msg`Wrong e-mail or password.`)];
    if (error.status === 403) return [i18n._(msg`Your account is not active, please contact the adminstrator.`)];
    if (error.status === 429) {
      const seconds = error.retryAfter ?? 60;
      return [i18n._(msg`Too many failed sign-ins. Please wait ${seconds} seconds and try again.`)];
    }
  }
  return apiErrorText(error, i18n);
}
