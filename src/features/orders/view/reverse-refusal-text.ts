import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../../api/errors";
import { REVERSE_VOLUME_MESSAGES, reverseRefusalOf } from "../../../api/schemas/volume-reverses";
import type { ReverseRefusal } from "../../../domain/volume-reverse";
import { apiErrorText } from "../../../ui/api-error-text";

/**
 * The server's refusals of a reverse volume (POST /v1/orders/{id}/volume_reverses, decision 048)
 * in the user's language. The server answers in English (REVERSE_MESSAGES); the order view's
 * dialog recognises its words and shows ours.
 */
export function reverseRefusalText(refusal: ReverseRefusal, i18n: I18n): string {
  switch (refusal) {
    case "contract_not_allowed":
      return i18n._(msg`This contract doesn't allow to create reverse volumes`);
    case "airport_to_door":
      return i18n._(msg`There is no freight for Airport to Door contracts`);
    case "no_shipping_in_state":
      return i18n._(msg`There is no shipping in this state`);
    case "all_reversed":
      return i18n._(msg`All volumes of this order are already reversed`);
    case "already_in_reverse":
      return i18n._(msg`Some of the chosen volumes are already in reverse`);
    case "no_carrier":
      return i18n._(msg`There is no carrier available`);
  }
}

/** "volume_ids <message>" is how a field's message arrives (extractErrorMessages). */
const FIELD_MESSAGES = [
  [REVERSE_VOLUME_MESSAGES.chooseVolumes, msg`Choose at least one volume`],
  [REVERSE_VOLUME_MESSAGES.notOfThisOrder, msg`Choose volumes of this order`],
] as const;

/** What to tell the user about a failed reverse: our words for the known refusals, else apiErrorText's. */
export function reverseErrorTexts(error: unknown, i18n: I18n): string[] {
  if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500 || error.messages.length === 0) return apiErrorText(error, i18n);
  return error.messages.map((message) => {
    const refusal = reverseRefusalOf(message);
    if (refusal) return reverseRefusalText(refusal, i18n);
    const field = FIELD_MESSAGES.find(([english]) => message.endsWith(english));
    return field ? i18n._(field[1]) : message;
  });
}
