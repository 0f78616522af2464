import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../api/errors";
import { CONTRACT_MESSAGES } from "../../api/schemas/contracts";
import type { TaxingType } from "../../domain/price-table";
import { formatDate } from "../../ui/format/date";

/** Words the contracts screens share, in the user's language. */

const TAXING_WORDS = {
  simplified: msg({ message: "Simplified", context: "taxing type" }),
  formal: msg({ message: "Formal", context: "taxing type" }),
} as const;

export const taxingTypeText = (type: TaxingType, i18n: I18n) => i18n._(TAXING_WORDS[type]);

/** A contract's calendar day ("2025-03-01") as that day everywhere, whatever the visitor's zone. */
export const contractDay = (day: string, i18n: I18n) => formatDate(`${day}T00:00:00Z`, { timeZone: "UTC" }, i18n);

/** The spec's refusal (section 8), translated; other failures keep the general texts. */
export function deleteRefusalTexts(error: unknown, i18n: I18n): string[] | undefined {
  if (error instanceof ApiError && error.status === 409 && error.messages.includes(CONTRACT_MESSAGES.inUse)) return [i18n._(msg`Contract CAN'T be deleted!`)];
  return undefined;
}
