import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BALANCE_REFUSAL_REASON, CONTRACT_REFUSAL_REASONS, type DispatchRefusalReason } from "../api/schemas/dispatch";
import type { ChargeRefusal, ServiceCategoryCode } from "../domain/billing";
import { contractRefusalMessage } from "./order-issue-text";

/**
 * Why the server did not dispatch an order (src/api/schemas/dispatch.ts), in the user's language.
 * The server says it in English; the app shows the reason code translated, and the server's
 * words only for a reason it does not know.
 */

export interface DispatchRefusalFacts {
  reason: string;
  contract_name?: string | null;
  /** balance_not_allowed: the service category's code and why (src/domain/billing.ts). */
  service?: string;
  service_refusal?: string;
}

/** The billing service categories' names (issue 20). */
const SERVICE_NAMES: Record<ServiceCategoryCode, MessageDescriptor> = {
  freight: msg`Freight`,
  duties: msg`Duties and taxes`,
  sms: msg`SMS`,
  whatsapp: msg`WhatsApp`,
  tax_id_check: msg`Strict tax ID check`,
};

/** Why a service account refused the charge; the first four are the spec's card messages. */
const CHARGE_REFUSALS: Record<ChargeRefusal, MessageDescriptor> = {
  global_not_active: msg`Global is not active`,
  not_active: msg`Service is not active`,
  negative_balance: msg`Service is suspended due to negative balance`,
  non_payment: msg`Service is suspended due to non-payment`,
  insufficient_balance: msg`The balance does not cover this service`,
  over_limit: msg`This service would take the balance below its limit`,
  no_account: msg`There is no account for this service`,
};

const lookup = <T extends string>(table: Record<T, MessageDescriptor>, key: string | undefined) =>
  key !== undefined && Object.hasOwn(table, key) ? table[key as T] : undefined;

/** "Freight: Service is not active" in the user's language, or undefined for a service or reason this app does not know. */
function balanceRefusalText(refusal: DispatchRefusalFacts, i18n: I18n): string | undefined {
  const name = lookup(SERVICE_NAMES, refusal.service);
  const reason = lookup(CHARGE_REFUSALS, refusal.service_refusal);
  if (!name || !reason) return undefined;
  const service = i18n._(name);
  const why = i18n._(reason);
  return i18n._(msg`${service}: ${why}`);
}

/** The spec's text (operational area section 8), as a heading over the refused orders. */
export const CONTRACT_REFUSAL_HEADING = msg`The following orders cannot be dispatched with this contract:`;

export const isContractRefusal = (refusal: DispatchRefusalFacts | undefined): boolean =>
  refusal !== undefined && (CONTRACT_REFUSAL_REASONS as readonly string[]).includes(refusal.reason);

/** "This contract does not carry dangerous goods (Economy)", "This order has already been dispatched.", or the server's words. */
export function dispatchRefusalText(refusal: DispatchRefusalFacts | undefined, messages: readonly string[], i18n: I18n): string {
  if (refusal && isContractRefusal(refusal)) {
    const why = contractRefusalMessage(refusal.reason as Exclude<DispatchRefusalReason, "already_dispatched" | "balance_not_allowed">, i18n);
    const contract = refusal.contract_name;
    return contract ? i18n._(msg`${why} (${contract})`) : why;
  }
  if (refusal?.reason === "already_dispatched") return i18n._(msg`This order has already been dispatched.`);
  const byBalance = refusal?.reason === BALANCE_REFUSAL_REASON ? balanceRefusalText(refusal, i18n) : undefined;
  if (byBalance) return byBalance;
  return messages.length > 0 ? messages.join(" ") : i18n._(msg`The server refused this dispatch.`);
}

/** One line for a list that has no heading of its own (the outbox screen): the spec's text, the order, the reason. */
export function dispatchRefusalLine(orderNumber: string, refusal: DispatchRefusalFacts | undefined, messages: readonly string[], i18n: I18n): string {
  const why = dispatchRefusalText(refusal, messages, i18n);
  if (!isContractRefusal(refusal)) return why;
  const heading = i18n._(CONTRACT_REFUSAL_HEADING);
  return i18n._(msg`${heading} ${orderNumber}: ${why}`);
}
