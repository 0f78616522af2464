import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isEmailShaped } from "../../domain/email-shape";

export function emailErrors(value: string, i18n: I18n): string[] {
  const trimmed = value.trim();
  if (trimmed === "") return [i18n._(msg`Can't be blank`)];
  if (!isEmailShaped(trimmed)) return [i18n._(msg`Invalid E-mail`)];
  return [];
}

export function requiredErrors(value: string, i18n: I18n): string[] {
  return value === "" ? [i18n._(msg`Can't be blank`)] : [];
}
