import { t } from "@lingui/core/macro";
import { TRACKING_MESSAGES } from "../api/schemas/tracking";

/**
 * The spec's English messages (shared with the server) in the page's language. A text the page
 * does not know (a newer server) is shown as the server wrote it.
 */
export function translateMessage(text: string): string {
  switch (text) {
    case TRACKING_MESSAGES.trackingNumberBlank:
      return t`Please enter a tracking number`;
    case TRACKING_MESSAGES.taxIdBlank:
      return t`Please enter the corresponding tax identification number`;
    case TRACKING_MESSAGES.notFound:
      return t`Tracking number not found`;
    case TRACKING_MESSAGES.wrongTaxId:
      return t`Wrong tax identification number`;
    case TRACKING_MESSAGES.verificationFailed:
      return t`Human verification failed. Please try again.`;
    case TRACKING_MESSAGES.tooMany:
      return t`Too many tracking lookups. Please wait a minute and try again.`;
    default:
      return text;
  }
}
