import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../api/errors";
import { USER_MESSAGES } from "../../api/schemas/seller-users";
import { apiErrorText } from "../../ui/api-error-text";

/**
 * The server's refusals of a user change (decision 052) in the user's language. The server answers
 * in English (USER_MESSAGES); a field's message arrives as "email <message>" (extractErrorMessages).
 */
const KNOWN = [
  [USER_MESSAGES.lastAdmin, msg`The seller needs at least one active administrator. Make another user an administrator first.`],
  [USER_MESSAGES.selfBlock, msg`You can't block yourself.`],
  [USER_MESSAGES.selfRemove, msg`You can't remove yourself.`],
  [USER_MESSAGES.emailTaken, msg`This e-mail is already in use.`],
  [USER_MESSAGES.unknownGroup, msg`Choose a group`],
  [USER_MESSAGES.ownEmailOnly, msg`Only the user can change their sign-in e-mail, in their profile.`],
  [USER_MESSAGES.notPending, msg`This user has already accepted the invitation.`],
] as const;

export function userErrorTexts(error: unknown, i18n: I18n): string[] {
  if (error instanceof ApiError && error.status === 403) return [i18n._(msg`Only an administrator can manage users.`)];
  if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500 || error.messages.length === 0) return apiErrorText(error, i18n);
  return error.messages.map((message) => {
    const known = KNOWN.find(([english]) => message.endsWith(english));
    return known ? i18n._(known[1]) : message;
  });
}
