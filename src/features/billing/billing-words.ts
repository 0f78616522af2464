import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BillingMethod, CardMessage, ChargeFrequency } from "../../domain/billing";
import { chargeRefusalText } from "../../ui/billing-labels";
import { formatMoney } from "../../ui/format/money";

export { categoryName } from "../../ui/billing-labels";

/**
 * The billing screens' words for the server's codes: card messages (spec section 4, word for
 * word in English), service categories, methods, event types and charge frequencies.
 */

/** The badge of a card and the method of an event (spec section 2: "Pre-paid", "Post-paid"). */
export const METHOD_NAMES: Record<BillingMethod, MessageDescriptor> = {
  prepaid: msg`Pre-paid`,
  postpaid: msg`Post-paid`,
};

export const FREQUENCY_NAMES: Record<ChargeFrequency, MessageDescriptor> = {
  weekly: msg`Weekly`,
  fortnightly: msg`Fortnightly`,
  monthly: msg`Monthly`,
};

const EVENT_TYPE_NAMES: Record<string, MessageDescriptor> = {
  credit: msg({ message: "Credit", context: "a billing event" }),
  service: msg({ message: "Service", context: "a billing event" }),
  invoice: msg({ message: "Invoice", context: "a billing event" }),
  correction: msg({ message: "Correction", context: "a billing event" }),
};

export const eventTypeName = (type: string, i18n: I18n): string => {
  const name = EVENT_TYPE_NAMES[type];
  return name ? i18n._(name) : type;
};

/** A card's message in the user's language; the amount below the limit with two decimals in their notation. */
export function cardMessageWords(message: CardMessage, i18n: I18n): string {
  switch (message.code) {
    case "global_not_active":
    case "not_active":
    case "negative_balance":
    case "non_payment":
      // The same words as a dispatch refused for that reason (src/ui/billing-labels.ts).
      return chargeRefusalText(message.code, i18n);
    case "below_limit": {
      const amount = formatMoney(message.below_cents / 100, undefined, i18n);
      return i18n._(msg`Balance is ${amount} below the limit`);
    }
    case "no_limit":
      return i18n._(msg`No limit`);
  }
}

/** An amount of reais in the user's notation ("R$ 1.234,50"); zero shows as 0.00 (spec section 9). */
export const brl = (value: number, i18n: I18n): string => formatMoney(value, "BRL", i18n);

/**
 * A signed amount: "+R$ 50.00" or "−R$ 12.30", so that the sign says it where the colour does
 * not (spec section 4: positive green, negative red).
 */
export function signedBrl(value: number, i18n: I18n): string {
  const amount = brl(Math.abs(value), i18n);
  if (value > 0) return `+${amount}`;
  if (value < 0) return `−${amount}`;
  return amount;
}
