import { msg } from "@lingui/core/macro";
import { saveUserLanguage } from "../../api/calls/me";
import { ApiError } from "../../api/errors";
import { getSessionUser, storeSessionUser } from "../../api/session";
import { LANGUAGE_CODE_BY_LOCALE, type Locale } from "../../domain/languages";
import { apiErrorText } from "../../ui/api-error-text";
import { showToast } from "../../ui/toast";
import { activateLocale, i18n } from "../i18n";

/**
 * - "saved": the language is active here and stored for the signed-in user;
 * - "local": the language is active here; nobody is signed in, so there is nothing to store;
 * - "failed": something went wrong and a toast said so. When only the server refused, the
 *   language stays active on this device (the spec keeps the local choice).
 */
export type LanguageSwitchResult = "saved" | "local" | "failed";

// Choices run one after the other: two quick clicks must end on the last language, both on the
// screen (catalogues load at their own pace) and on the server (requests may arrive out of order).
let queue: Promise<unknown> = Promise.resolve();

/** Shows the app in `locale` now, and when signed in stores it with PUT /v1/user_language/. */
export function switchLanguage(locale: Locale): Promise<LanguageSwitchResult> {
  const run = queue.then(() => switchNow(locale));
  queue = run.catch(() => undefined);
  return run;
}

async function switchNow(locale: Locale): Promise<LanguageSwitchResult> {
  try {
    await activateLocale(locale);
  } catch {
    // Only reachable when the catalogue's file cannot be fetched (offline before it was cached).
    showToast(i18n._(msg`This language could not be loaded. Check your internet connection and try again.`), "error");
    return "failed";
  }
  const user = getSessionUser();
  if (!user) return "local";
  const language = LANGUAGE_CODE_BY_LOCALE[locale];
  try {
    await saveUserLanguage(language);
  } catch (error) {
    // A 401 already signs the user out with its own toast; a second one would only add noise.
    if (!(error instanceof ApiError && error.status === 401)) {
      const reason = apiErrorText(error, i18n).join(" ");
      showToast(`${i18n._(msg`Language saved on this device only.`)} ${reason}`, "warning");
    }
    return "failed";
  }
  // Keep the stored user in step, unless the user signed out (or someone else signed in) meanwhile.
  const current = getSessionUser();
  if (current?.auth_token === user.auth_token) storeSessionUser({ ...current, language });
  return "saved";
}
