import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { USER_NAME_MAX_LENGTH } from "../../api/schemas/seller-users";

/**
 * The user form's checks, the server's (CreateUserRequest) said before sending. The e-mail shape is
 * the sign-in form's (features/auth/validation.ts), which a feature may not import (lint).
 */
const EMAIL_SHAPE = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

export function emailErrors(value: string, i18n: I18n): string[] {
  const trimmed = value.trim();
  if (trimmed === "") return [i18n._(msg`Can't be blank`)];
  if (!EMAIL_SHAPE.test(trimmed)) return [i18n._(msg`Invalid E-mail`)];
  return [];
}

export function nameErrors(value: string, i18n: I18n): string[] {
  if (value.trim() === "") return [i18n._(msg`Can't be blank`)];
  if (value.trim().length > USER_NAME_MAX_LENGTH) return [i18n._(msg`Can't be more than ${USER_NAME_MAX_LENGTH} characters`)];
  return [];
}
