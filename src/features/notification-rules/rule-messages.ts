import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../api/errors";
import { NOTIFICATION_RULE_MESSAGES } from "../../api/schemas/notification-rules";
import { apiErrorText } from "../../ui/api-error-text";

/**
 * The server's refusals of a rule (decision 059) in the user's language. It answers in English
 * (NOTIFICATION_RULE_MESSAGES); a field's message arrives as "ruleName <message>".
 */
const KNOWN = [
  [NOTIFICATION_RULE_MESSAGES.nameTaken, msg`The rule name provided already exists`],
  [NOTIFICATION_RULE_MESSAGES.adminChannel, msg`Only administrators can notify the administrator webhook.`],
  [NOTIFICATION_RULE_MESSAGES.chooseContracts, msg`Choose at least one contract.`],
  [NOTIFICATION_RULE_MESSAGES.notYourContract, msg`Choose contracts of your company.`],
  [NOTIFICATION_RULE_MESSAGES.operatorNotAllowed, msg`This operator does not fit this condition.`],
  [NOTIFICATION_RULE_MESSAGES.valuesRequired, msg`Enter at least one value.`],
  [NOTIFICATION_RULE_MESSAGES.chooseChannels, msg`Choose at least one checkpoint and channel.`],
] as const;

export function ruleErrorTexts(error: unknown, i18n: I18n): string[] {
  if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500 || error.messages.length === 0) return apiErrorText(error, i18n);
  return error.messages.map((message) => {
    const known = KNOWN.find(([english]) => message.endsWith(english));
    return known ? i18n._(known[1]) : message;
  });
}

/** Whether the server refused the name as taken (shown under the name field). */
export const isNameTaken = (error: unknown) => error instanceof ApiError && error.status === 422 && error.messages.some((m) => m.endsWith(NOTIFICATION_RULE_MESSAGES.nameTaken));
