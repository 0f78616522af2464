import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Same shape check as the server's valibot `email()`, so the form refuses what the server would. */
const EMAIL_SHAPE = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

export function emailErrors(value: string, i18n: I18n): string[] {
  const trimmed = value.trim();
  if (trimmed === "") return [i18n._(msg`Can't be blank`)];
  if (!EMAIL_SHAPE.test(trimmed)) return [i18n._(msg`Invalid E-mail`)];
  return [];
}

export function requiredErrors(value: string, i18n: I18n): string[] {
  return value === "" ? [i18n._(msg`Can't be blank`)] : [];
}
