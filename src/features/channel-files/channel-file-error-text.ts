import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../api/errors";
import { CHANNEL_FILE_MESSAGES } from "../../api/schemas/channel-files";
import { MESSAGES } from "../../api/schemas/common";
import { apiErrorText } from "../../ui/api-error-text";
import { knownRefusalText } from "../../ui/known-refusal-text";

/**
 * Why an upload or a link failed, in the user's language: the server's English messages
 * (CHANNEL_FILE_MESSAGES, under the field `file`) mapped to their translations; anything else as
 * apiErrorText says it.
 */
function translate(message: string, i18n: I18n): string {
  if (message.startsWith(CHANNEL_FILE_MESSAGES.missingColumns)) {
    const columns = message.slice(CHANNEL_FILE_MESSAGES.missingColumns.length).trim();
    return i18n._(msg`The file lacks columns the order report always has: ${columns}`);
  }
  switch (message) {
    case CHANNEL_FILE_MESSAGES.notText:
      return i18n._(msg`The file is not a text report. Upload the tab-separated order report as the channel exports it.`);
    case CHANNEL_FILE_MESSAGES.empty:
      return i18n._(msg`The file is empty.`);
    case CHANNEL_FILE_MESSAGES.tooLarge:
      return i18n._(msg`The file is larger than 5 MB.`);
    case CHANNEL_FILE_MESSAGES.noOrders:
      return i18n._(msg`The file has no orders.`);
    case CHANNEL_FILE_MESSAGES.linkExpired:
      return i18n._(msg`This download link has expired or is not valid. Download the file again from the list.`);
    case CHANNEL_FILE_MESSAGES.nothingToImport:
      return i18n._(msg`The file has no orders to import.`);
    case MESSAGES.blank:
      return i18n._(msg`Choose a file.`);
    default:
      return knownRefusalText(message, i18n);
  }
}

export function channelFileErrorText(error: unknown, i18n: I18n): string[] {
  if (!(error instanceof ApiError) || error.kind !== "http" || (error.status ?? 500) >= 500) return apiErrorText(error, i18n);
  const body = error.body as { messages?: unknown } | undefined;
  const entries = Array.isArray(body?.messages) ? (body.messages as unknown[]) : [];
  const texts = entries.flatMap((entry): string[] => {
    if (typeof entry === "string") return [entry];
    if (entry && typeof entry === "object") return Object.values(entry).flatMap((value) => (Array.isArray(value) ? value.map(String) : [String(value)]));
    return [];
  });
  return texts.length > 0 ? texts.map((text) => translate(text, i18n)) : apiErrorText(error, i18n);
}
