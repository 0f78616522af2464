import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../../api/errors";
import { BILLING_MESSAGES } from "../../../api/schemas/billing";
import { MAX_CREDIT_CENTS, MIN_CREDIT_CENTS } from "../../../domain/billing";
import { apiErrorText } from "../../../ui/api-error-text";
import { formatDate } from "../../../ui/format/date";
import { formatMoney } from "../../../ui/format/money";
import type { MoneyProblem } from "../money-input";

/** The Add Credit dialog's words: its generated description and its problems, the device's and the server's. */

/**
 * The description a credit gets when Pre-paid or Post-paid is chosen (spec section 4: it names the
 * signed-in user and the date), in the words of the person adding it: it is their note of record.
 */
export function creditDescription(userName: string, today: Date, i18n: I18n): string {
  const day = formatDate(today, {}, i18n);
  return i18n._(msg`Credit added by ${userName} on ${day}`);
}

export function moneyProblemText(problem: MoneyProblem, i18n: I18n): string {
  switch (problem) {
    case "blank":
      return i18n._(msg`Can't be blank`);
    case "not_a_number": {
      const example = formatMoney(1234.5, undefined, i18n);
      return i18n._(msg`Type an amount such as ${example}`);
    }
    case "too_many_decimals":
      return i18n._(msg`Use at most two decimals`);
    case "below_minimum": {
      const minimum = formatMoney(MIN_CREDIT_CENTS / 100, undefined, i18n);
      return i18n._(msg`Must be at least ${minimum}`);
    }
    case "too_large": {
      const maximum = formatMoney(MAX_CREDIT_CENTS / 100, undefined, i18n);
      return i18n._(msg`Can't be more than ${maximum}`);
    }
  }
}

/** The server's refusals of a credit (src/api/schemas/billing.ts), recognised by their English words. */
const SERVER_MESSAGES = [
  [BILLING_MESSAGES.minimumAmount, (i18n: I18n) => moneyProblemText("below_minimum", i18n)],
  [BILLING_MESSAGES.twoDecimals, (i18n: I18n) => moneyProblemText("too_many_decimals", i18n)],
  [BILLING_MESSAGES.maximumAmount, (i18n: I18n) => moneyProblemText("too_large", i18n)],
  [BILLING_MESSAGES.unknownCategory, (i18n: I18n) => i18n._(msg`Choose a service category`)],
  ["Choose Pre-paid or Post-paid", (i18n: I18n) => i18n._(msg`Choose Pre-paid or Post-paid`)],
] as const;

/** What to tell the person about a credit the server did not make: our words where we know them. */
export function creditErrorTexts(error: unknown, i18n: I18n): string[] {
  if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500) return apiErrorText(error, i18n);
  if (error.status === 403) return [i18n._(msg`Only your company's administrator can add credit.`)];
  if (error.messages.length === 0) return apiErrorText(error, i18n);
  return error.messages.map((message) => {
    // A field's message arrives as "value must be greater than 0.01" (extractErrorMessages).
    const known = SERVER_MESSAGES.find(([english]) => message.endsWith(english));
    return known ? known[1](i18n) : message;
  });
}
