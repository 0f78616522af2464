import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../api/errors";
import { type NOT_FOUND_REASON, OVERPACK_MESSAGES, type OverpackRefusal, OverpackRefusalBody } from "../api/schemas/overpacks";
import type { OverpackRefusalReason } from "../domain/overpack";
import * as v from "valibot";

/**
 * Why an order cannot go into an overpack, and the spec's two overpack texts, in the user's
 * language (issue 18). The server says them in English (src/api/schemas/overpacks.ts); the app
 * shows the reason code translated, and the server's words only for a reason it does not know.
 * Shared by the orders list's dialog, the overpack screens and the outbox screen.
 */

const REASONS: Record<OverpackRefusalReason | typeof NOT_FOUND_REASON, MessageDescriptor> = {
  overpack_dispatched: msg`One of the selected overpacks has already been dispatched.`,
  not_dispatched: msg`The order has not been dispatched yet`,
  in_this_overpack: msg`The order is already in this overpack`,
  in_other_overpack: msg`The order is already in another overpack`,
  other_destination: msg`The order goes to another destination country`,
  other_contract: msg`The order ships under another contract`,
  other_currency: msg`The order is in another currency`,
  not_found: msg`No order has this code`,
};

/** The reason in the user's language; an unknown reason shows the server's words (or a general text). */
export function overpackRefusalText(reason: string, messages: readonly string[], i18n: I18n): string {
  const known = REASONS[reason as keyof typeof REASONS];
  if (known) return i18n._(known);
  return messages.length > 0 ? messages.join(" ") : i18n._(msg`This order cannot go into this overpack.`);
}

/** The spec's texts (section 8), translated: the server's English words mapped back by their text. */
const SPEC_TEXTS: Record<string, MessageDescriptor> = {
  [OVERPACK_MESSAGES.notDispatchedYet]: msg`One of the selected overpacks has not been dispatched yet.`,
  [OVERPACK_MESSAGES.alreadyDispatched]: msg`One of the selected overpacks has already been dispatched.`,
  [OVERPACK_MESSAGES.notAllowed]: msg`You are not allowed to use overpacks.`,
};

export const notDispatchedYetText = (i18n: I18n) => i18n._(SPEC_TEXTS[OVERPACK_MESSAGES.notDispatchedYet]!);
export const alreadyDispatchedText = (i18n: I18n) => i18n._(SPEC_TEXTS[OVERPACK_MESSAGES.alreadyDispatched]!);

/** The server's messages with the spec's texts in the user's language; undefined when none of them is one. */
export function overpackSpecText(error: unknown, i18n: I18n): string[] | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (!error.messages.some((text) => SPEC_TEXTS[text])) return undefined;
  return error.messages.map((text) => (SPEC_TEXTS[text] ? i18n._(SPEC_TEXTS[text]) : text));
}

/** The orders a 409 OverpackRefusalBody names, or undefined for another failure. */
export function refusedInError(error: unknown): OverpackRefusal[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = v.safeParse(OverpackRefusalBody, error.body);
  return body.success && body.output.refused.length > 0 ? body.output.refused : undefined;
}
