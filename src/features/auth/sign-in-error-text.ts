import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../api/errors";
import { apiErrorText } from "../../ui/api-error-text";

/** Sign-in answers have known meanings; say them in the user's language rather than the server's. */
export function signInErrorText(error: unknown, i18n: I18n): string[] {
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
