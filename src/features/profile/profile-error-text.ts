import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { ApiError } from "../../api/errors";
import { PASSWORDS_DIFFER } from "../../api/schemas/auth";
import { PROFILE_MESSAGES } from "../../api/schemas/profile";

/** The server's known refusals, said in the user's language; others are shown as they come. */
const KNOWN = {
  [PROFILE_MESSAGES.emailTaken]: msg`This e-mail is already used by another account.`,
  [PROFILE_MESSAGES.wrongCurrentPassword]: msg`The current password is not correct.`,
  [PROFILE_MESSAGES.currentPasswordNeeded]: msg`Enter your current password to change the e-mail.`,
  [PASSWORDS_DIFFER]: msg`Password and confirmation must match`,
} as const;

/**
 * The messages of a refused profile or password call by field ("email", "current_password"), in
 * the user's language, so that each shows under its own input. Empty when none names a field.
 */
export function profileFieldErrors(error: unknown, i18n: I18n): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.kind !== "http") return {};
  const body = error.body;
  if (typeof body !== "object" || body === null || !("messages" in body) || !Array.isArray(body.messages)) return {};
  const byField: Record<string, string[]> = {};
  for (const entry of body.messages as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    for (const [field, value] of Object.entries(entry)) {
      const texts = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === "string");
      (byField[field] ??= []).push(...texts.map((text) => (text in KNOWN ? i18n._(KNOWN[text as keyof typeof KNOWN]) : text)));
    }
  }
  return byField;
}

/** Too many wrong current passwords (429): when the user may try again. */
export function tooManyPasswordsText(error: unknown, i18n: I18n): string | null {
  if (!(error instanceof ApiError && error.kind === "http" && error.status === 429)) return null;
  const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
  return i18n._(
    msg({ message: plural(minutes, { one: "Too many wrong passwords. Please wait # minute and try again.", other: "Too many wrong passwords. Please wait # minutes and try again." }) }),
  );
}
