import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { fieldErrorsOf as sharedFieldErrorsOf } from "../../api/field-errors";
import { COMPANY_MESSAGES, MAX_SIGNATURE_BYTES } from "../../api/schemas/company";
import { MESSAGES } from "../../api/schemas/common";
import { MAX_LOGO_IMAGE_BYTES, TRACKING_MESSAGES } from "../../api/schemas/tracking-settings";

/**
 * The texts of the company's calls in the user's language: the server answers English (its
 * messages under each field's name); a text we know is shown translated, another as it came.
 */

const logoKilobytes = MAX_LOGO_IMAGE_BYTES / 1024;
const signatureKilobytes = MAX_SIGNATURE_BYTES / 1024;

export const COMPANY_TEXTS = {
  blank: msg`Can't be blank`,
  invalidCnpj: msg`Invalid CNPJ`,
  colour: msg`Must be a colour as #rrggbb`,
  link: msg`Must be a link starting with http:// or https://`,
  invalidFileFormat: msg`Invalid file format`,
  logoTooHeavy: msg`The logo is larger than ${logoKilobytes} KB`,
  signatureTooHeavy: msg`The signature is larger than ${signatureKilobytes} KB`,
  signatureNotAuthorized: msg`Confirm that you are authorised to use this signature`,
  houseNumber: msg`Digits only; put letters in the complement`,
  lastAddressIsDefault: msg`The default address can't be removed: make another address the default first`,
} as const;

const SERVER_TEXTS = new Map<string, MessageDescriptor>([
  [MESSAGES.blank, COMPANY_TEXTS.blank],
  [COMPANY_MESSAGES.invalidCnpj, COMPANY_TEXTS.invalidCnpj],
  [COMPANY_MESSAGES.colour, COMPANY_TEXTS.colour],
  [MESSAGES.httpLink, COMPANY_TEXTS.link],
  [COMPANY_MESSAGES.invalidFileFormat, COMPANY_TEXTS.invalidFileFormat],
  [TRACKING_MESSAGES.logoTooHeavy, COMPANY_TEXTS.logoTooHeavy],
  [COMPANY_MESSAGES.signatureTooHeavy, COMPANY_TEXTS.signatureTooHeavy],
  [COMPANY_MESSAGES.signatureNotAuthorized, COMPANY_TEXTS.signatureNotAuthorized],
  ["Digits only; put letters in the complement", COMPANY_TEXTS.houseNumber],
  [COMPANY_MESSAGES.lastAddressIsDefault, COMPANY_TEXTS.lastAddressIsDefault],
]);

/** A server text, translated when it is one of ours. */
export const companyText = (text: string, translate: (descriptor: MessageDescriptor) => string): string => {
  const known = SERVER_TEXTS.get(text);
  return known ? translate(known) : text;
};

/**
 * The messages of a refused call by field path ("tax_number", "return_address.city"), translated,
 * so each shows under its own input. Empty when the answer names no field.
 */
export const fieldErrorsOf = (error: unknown, translate: (descriptor: MessageDescriptor) => string): Record<string, string[]> =>
  sharedFieldErrorsOf(error, (text) => companyText(text, translate));
