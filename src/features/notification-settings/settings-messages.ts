import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../api/errors";
import { fieldErrorsOf as sharedFieldErrorsOf } from "../../api/field-errors";
import { MESSAGES } from "../../api/schemas/common";
import { NOTIFICATION_SETTINGS_MESSAGES as M } from "../../api/schemas/notification-settings";

/**
 * The texts of the notification settings' calls in the user's language: the server answers
 * English (under each field's name); a text we know is shown translated, another as it came.
 */
export const SETTINGS_TEXTS = {
  emailNotAllowed: msg`email format invalid or not allowed`,
  verificationResent: msg`verification email resent`,
} as const;

const SERVER_TEXTS = new Map<string, MessageDescriptor>([
  [MESSAGES.blank, msg`Can't be blank`],
  [M.emailNotAllowed, SETTINGS_TEXTS.emailNotAllowed],
  [M.verificationResent, SETTINGS_TEXTS.verificationResent],
  [M.confirmCost, msg`Confirm the extra cost to turn this channel on`],
  [M.noSenderEmail, msg`Save a sender e-mail first`],
  [M.recordNotFound, msg`The TXT record was not found yet; DNS changes can take a few hours`],
  [M.resendTooSoon, msg`A verification email was sent a minute ago; wait before sending another`],
  [M.tooManyVerificationMails, msg`Too many verification emails were sent; wait before sending another`],
  [M.noWebhook, msg`Save a webhook URL first`],
  [M.headerName, msg`Must be a header name: letters, digits and -`],
  [M.reservedHeader, msg`This header is set by the server`],
  [M.headerValue, msg`Must be one line of plain ASCII text`],
  [M.endpoint, msg`Must be a path starting with /`],
  [M.webhookNotHttps, msg`The webhook URL must start with https://`],
  [M.webhookPrivateAddress, msg`The webhook URL must not point to a loopback or private address`],
  [M.webhookBadUrl, msg`The webhook URL is not a valid URL`],
  [M.webhookTimeout, msg`The receiver did not answer in time`],
  [M.webhookBadHeader, msg`A webhook header holds characters that cannot be sent: save the headers again`],
]);

/** A server text, translated when it is one of ours. */
export const settingsText = (text: string, translate: (descriptor: MessageDescriptor) => string): string => {
  const known = SERVER_TEXTS.get(text);
  return known ? translate(known) : text;
};

/** The messages of a refused call by field path ("sender_email", "webhook_headers.0.name"), translated. */
export const fieldErrorsOf = (error: unknown, translate: (descriptor: MessageDescriptor) => string): Record<string, string[]> =>
  sharedFieldErrorsOf(error, (text) => settingsText(text, translate));

/** The plain (not by field) messages of a refused call, translated; undefined when there are none. */
export function plainMessagesOf(error: unknown, translate: (descriptor: MessageDescriptor) => string): string[] | undefined {
  if (!(error instanceof ApiError) || error.kind !== "http") return undefined;
  const body = error.body;
  if (typeof body !== "object" || body === null || !("messages" in body) || !Array.isArray(body.messages)) return undefined;
  const texts = (body.messages as unknown[]).filter((entry): entry is string => typeof entry === "string");
  return texts.length > 0 ? texts.map((text) => settingsText(text, translate)) : undefined;
}
