import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ChargeRefusal } from "../domain/billing";

/**
 * The names of the billing service categories and why a service may not be charged
 * (src/domain/billing.ts), in the user's language: the billing screens show them, and so do the
 * orders' and the outbox's dispatch refusals ("Freight: Service is suspended due to negative
 * balance"). Texts of the labels catalog (lingui.config.ts SCREEN_LABEL_MODULES).
 */

/** The demo platform's service categories, by code (SERVICE_CATEGORY_CODES). */
const CATEGORY_NAMES: Record<string, MessageDescriptor> = {
  freight: msg`Freight`,
  duties: msg`Duties and taxes`,
  sms: msg`SMS`,
  whatsapp: msg`WhatsApp`,
  tax_id_check: msg`Strict tax ID check`,
};

/** A category's name in the user's language, or undefined for a code this app does not know. */
export function knownCategoryName(code: string, i18n: I18n): string | undefined {
  return Object.hasOwn(CATEGORY_NAMES, code) ? i18n._(CATEGORY_NAMES[code]!) : undefined;
}

/** A category's name; a code the app does not know shows the server's English name. */
export const categoryName = (code: string, englishName: string, i18n: I18n): string => knownCategoryName(code, i18n) ?? englishName;

/** The spec's card messages (section 4) where they are the reason, and the server's two others. */
const CHARGE_REFUSALS: Record<ChargeRefusal, MessageDescriptor> = {
  global_not_active: msg`Global is not active`,
  not_active: msg`Service is not active`,
  negative_balance: msg`Service is suspended due to negative balance`,
  non_payment: msg`Service is suspended due to non-payment`,
  insufficient_balance: msg`The balance does not cover this service`,
  over_limit: msg`This service would take the balance below its limit`,
  no_account: msg`There is no account for this service`,
};

export const chargeRefusalText = (refusal: ChargeRefusal, i18n: I18n): string => i18n._(CHARGE_REFUSALS[refusal]);

/** Why a service was refused, or undefined for a reason this app does not know (then the server's words). */
export function chargeRefusalWords(refusal: string, i18n: I18n): string | undefined {
  return Object.hasOwn(CHARGE_REFUSALS, refusal) ? chargeRefusalText(refusal as ChargeRefusal, i18n) : undefined;
}
