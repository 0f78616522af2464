import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BALANCE_REFUSAL_REASON, CONTRACT_REFUSAL_REASONS, type DispatchRefusalReason } from "../api/schemas/dispatch";
import { chargeRefusalWords, knownCategoryName } from "./billing-labels";
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
  if (refusal?.reason === BALANCE_REFUSAL_REASON) {
    const balanceText = balanceRefusalText(refusal, i18n);
    if (balanceText) return balanceText;
  }
  return messages.length > 0 ? messages.join(" ") : i18n._(msg`The server refused this dispatch.`);
}

/**
 * A dispatch the balance of a service does not allow (issue 20): which service and why, as
 * "Freight: Service is suspended due to negative balance". Undefined when the answer does not
 * name both in terms this app knows (then the server's words, which name them in English).
 */
function balanceRefusalText(refusal: DispatchRefusalFacts, i18n: I18n): string | undefined {
  const why = refusal.service_refusal ? chargeRefusalWords(refusal.service_refusal, i18n) : undefined;
  const service = refusal.service ? knownCategoryName(refusal.service, i18n) : undefined;
  return why && service ? i18n._(msg`${service}: ${why}`) : undefined;
}

export const isBalanceRefusal = (refusal: DispatchRefusalFacts | undefined): boolean => refusal?.reason === BALANCE_REFUSAL_REASON;

/** One line for a list that has no heading of its own (the outbox screen): the spec's text, the order, the reason. */
export function dispatchRefusalLine(orderNumber: string, refusal: DispatchRefusalFacts | undefined, messages: readonly string[], i18n: I18n): string {
  const why = dispatchRefusalText(refusal, messages, i18n);
  if (!isContractRefusal(refusal)) return why;
  const heading = i18n._(CONTRACT_REFUSAL_HEADING);
  return i18n._(msg`${heading} ${orderNumber}: ${why}`);
}
