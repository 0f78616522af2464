import * as v from "valibot";
import { COUNTRY_CODE_PATTERN } from "../../domain/countries";
import { HEX_COLOR_PATTERN, isCompanyTaxNumber, storedTaxNumber } from "../../domain/company";
import { Envelope, MESSAGES } from "./common";
import { Seller, UpdateSellerRequest } from "./sellers";
import { SenderInput } from "./order-create";

/**
 * The company (/company, configuration area sections 3 and 5; decision 054): GET and PUT
 * /v1/sellers/{id}, the signature upload, and the seller's ship-from addresses
 * (GET/POST /v1/sellers/{id}/addresses, PUT/DELETE /v1/sellers/{id}/addresses/{addressId}).
 */

export const COMPANY_MESSAGES = {
  invalidCnpj: "Invalid CNPJ",
  colour: "Must be a colour as #rrggbb",
  invalidFileFormat: "Invalid file format",
  signatureNotAuthorized: "Confirm that you are authorised to use this signature",
  signatureTooHeavy: "The signature is larger than 256 KB",
  signatureTooSmall: "The signature is too small: at least 32x32 pixels",
  signatureTooLarge: "The signature is too large: at most 2048x2048 pixels",
  lastAddressIsDefault: "The default address can't be removed: make another address the default first",
} as const;

/** The signature's limits (a png, like the logo). */
export const SIGNATURE_IMAGE_TYPES = ["image/png"] as const;
export const MAX_SIGNATURE_BYTES = 256 * 1024;
export const MIN_SIGNATURE_SIDE = 32;
export const MAX_SIGNATURE_SIDE = 2048;

const text = (max: number) => v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(max, MESSAGES.tooLong(max)));
/** Optional text: absent leaves it, null or "" clear it. */
const clearable = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(text(max)),
      v.transform((value) => (value === null || value === "" ? null : value)),
    ),
  );
const colour = v.optional(
  v.pipe(
    v.nullable(v.pipe(v.string(MESSAGES.mustBeText), v.trim())),
    v.transform((value) => (value === null || value === "" ? null : value)),
    v.check((value) => value === null || HEX_COLOR_PATTERN.test(value), COMPANY_MESSAGES.colour),
    v.transform((value) => value?.toLowerCase() ?? null),
  ),
);
const cnpj = v.optional(
  v.pipe(
    v.nullable(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(30, MESSAGES.tooLong(30)))),
    v.transform((value) => (value === null || value === "" ? null : value)),
    v.check((value) => value === null || isCompanyTaxNumber(value), COMPANY_MESSAGES.invalidCnpj),
    v.transform((value) => (value === null ? null : storedTaxNumber(value))),
  ),
);
const country = v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.toUpperCase(), v.regex(COUNTRY_CODE_PATTERN, "Must be a country code"));

/** The return (devolution) address: where returned parcels go. Null: none set. */
export const ReturnAddress = v.object({
  country,
  postal_code: v.pipe(text(20), v.nonEmpty(MESSAGES.blank)),
  state: v.pipe(text(60), v.nonEmpty(MESSAGES.blank)),
  city: v.pipe(text(60), v.nonEmpty(MESSAGES.blank)),
  address: v.pipe(text(120), v.nonEmpty(MESSAGES.blank)),
  number: v.pipe(text(10), v.regex(/^\d+$/, "Digits only; put letters in the complement")),
  complement: v.optional(v.nullable(text(60)), null),
});
export type ReturnAddress = v.InferOutput<typeof ReturnAddress>;

export const ImageInfo = v.object({ width: v.number(), height: v.number(), version: v.string() });

export const Company = v.object({
  ...Seller.entries,
  legal_name: v.nullable(v.string()),
  rfb_code: v.nullable(v.string()),
  customer_id: v.nullable(v.string()),
  /** A CNPJ, its 14 digits. */
  tax_number: v.nullable(v.string()),
  primary_color: v.nullable(v.string()),
  secondary_color: v.nullable(v.string()),
  return_address: v.nullable(ReturnAddress),
  /** The brand logo (the tracking page's too), served by GET /v1/trackings/branding/{id}/logo?v={version}. */
  logo_image: v.nullable(ImageInfo),
  /** The signature, served to the seller's users by GET /v1/sellers/{id}/company-signature. */
  signature: v.nullable(v.object({ ...ImageInfo.entries, authorized_by: v.string(), authorized_at: v.string() })),
});
export type Company = v.InferOutput<typeof Company>;
export const CompanyResponse = Envelope(Company);

/** PUT /v1/sellers/{id}: only the fields sent change. */
export const UpdateCompanyRequest = v.object({
  ...UpdateSellerRequest.entries,
  legal_name: clearable(120),
  rfb_code: clearable(30),
  customer_id: clearable(60),
  tax_number: cnpj,
  primary_color: colour,
  secondary_color: colour,
  return_address: v.optional(v.nullable(ReturnAddress)),
});
export type UpdateCompanyRequest = v.InferInput<typeof UpdateCompanyRequest>;

/** A place the seller ships from, as the wizard's sender takes it, with a name of its own. */
export const SellerAddressInput = v.object({
  label: v.pipe(text(60), v.nonEmpty(MESSAGES.blank)),
  ...SenderInput.entries,
  is_default: v.optional(v.boolean(), false),
});
export type SellerAddressInput = v.InferInput<typeof SellerAddressInput>;

export const SellerAddress = v.object({
  id: v.number(),
  label: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  country: v.string(),
  postal_code: v.string(),
  state: v.string(),
  city: v.string(),
  address: v.string(),
  number: v.string(),
  complement: v.nullable(v.string()),
  tax_number: v.nullable(v.string()),
  tax_number_is_cpf: v.boolean(),
  website: v.nullable(v.string()),
  is_default: v.boolean(),
});
export type SellerAddress = v.InferOutput<typeof SellerAddress>;
export const SellerAddressResponse = Envelope(SellerAddress);
/** Every address of the seller (a handful), the default first, then oldest first. */
export const SellerAddressListResponse = Envelope(v.array(SellerAddress));
