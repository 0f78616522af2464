import * as v from "valibot";
import { Email, Envelope, MESSAGES, httpLink } from "./common";

/**
 * The seller's tracking page settings (configuration area section 3): colours, the logo's link,
 * contacts, social links, the advertising image with its text and link, and the footer.
 *
 * - GET and PUT /v1/tracking_settings/{id} (id = the caller's seller; PUT takes any subset, and
 *   `contacts` or `social` replace the whole group: a key left out is cleared);
 * - PUT /v1/sellers/{id}/upload-ad (multipart field `ad`, jpeg or png) and DELETE of the same path;
 * - public GET /v1/trackings/branding/{sellerId} (TrackingBranding) and .../{sellerId}/ad (the image).
 *
 * Links end up as `href` on a public page, so only http and https are accepted: never
 * `javascript:` or `data:`.
 */

export const MAX_URL_LENGTH = 255;
export const MAX_PHONE_LENGTH = 30;
export const MAX_AD_TEXT_LENGTH = 200;
export const MAX_FOOTER_LENGTH = 500;

/** The advertising image (configuration area section 5): jpeg or png, at most 1 MB. */
export const AD_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export type AdImageType = (typeof AD_IMAGE_TYPES)[number];
export const MAX_AD_IMAGE_BYTES = 1024 * 1024;
/** The spec names 932x240 and, elsewhere, 1200x630: smaller than the first is refused. */
export const MIN_AD_WIDTH = 932;
export const MIN_AD_HEIGHT = 240;
/** A tiny file can announce a huge picture that a phone would have to decode: refused above this. */
export const MAX_AD_SIDE = 4096;

/** The seller's logo on the tracking page (configuration area section 5: png, 180 px wide recommended). */
export const LOGO_IMAGE_TYPES = ["image/png"] as const;
export const MAX_LOGO_IMAGE_BYTES = 512 * 1024;
export const RECOMMENDED_LOGO_WIDTH = 180;
export const MIN_LOGO_SIDE = 32;
export const MAX_LOGO_SIDE = 2048;

export const TRACKING_MESSAGES = {
  colour: "Must be a colour as #rrggbb",
  link: MESSAGES.httpLink,
  phone: "Invalid phone",
  invalidFileFormat: "Invalid file format",
  adTooSmall: `The image is too small: at least ${MIN_AD_WIDTH}x${MIN_AD_HEIGHT} pixels (recommended ${MIN_AD_WIDTH}x${MIN_AD_HEIGHT} or 1200x630)`,
  adTooLarge: `The image is too large: at most ${MAX_AD_SIDE}x${MAX_AD_SIDE} pixels (recommended ${MIN_AD_WIDTH}x${MIN_AD_HEIGHT} or 1200x630)`,
  adTooHeavy: `The image is larger than ${MAX_AD_IMAGE_BYTES / 1024 / 1024} MB`,
  logoNotPng: "Invalid file format",
  logoTooSmall: `The logo is too small: at least ${MIN_LOGO_SIDE}x${MIN_LOGO_SIDE} pixels (recommended ${RECOMMENDED_LOGO_WIDTH} pixels wide)`,
  logoTooLarge: `The logo is too large: at most ${MAX_LOGO_SIDE}x${MAX_LOGO_SIDE} pixels (recommended ${RECOMMENDED_LOGO_WIDTH} pixels wide)`,
  logoTooHeavy: `The logo is larger than ${MAX_LOGO_IMAGE_BYTES / 1024} KB`,
} as const;

export const HexColor = v.pipe(
  v.string(MESSAGES.mustBeText),
  v.trim(),
  v.regex(/^#[0-9a-f]{6}$/i, TRACKING_MESSAGES.colour),
  v.toLowerCase(),
);

/** Text that may be cleared: null, missing or blank all mean "none". */
const Clearable = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(MESSAGES.mustBeText)),
      v.transform((text) => (text === null || text.trim() === "" ? null : text.trim())),
      v.nullable(schema),
    ),
    null,
  );

const Link = Clearable(v.pipe(v.string(), v.maxLength(MAX_URL_LENGTH, MESSAGES.tooLong(MAX_URL_LENGTH)), httpLink()));
const Phone = Clearable(
  v.pipe(v.string(), v.maxLength(MAX_PHONE_LENGTH, MESSAGES.tooLong(MAX_PHONE_LENGTH)), v.regex(/^\+?[0-9 ()-]{6,}$/, TRACKING_MESSAGES.phone)),
);
const Text = (max: number) => Clearable(v.pipe(v.string(), v.maxLength(max, MESSAGES.tooLong(max))));

export const TrackingContacts = v.object({
  email: Clearable(Email),
  phone: Phone,
  whatsapp: Phone,
  website: Link,
});
export type TrackingContacts = v.InferOutput<typeof TrackingContacts>;

export const SOCIAL_NETWORKS = ["instagram", "facebook", "x", "tiktok", "youtube", "linkedin"] as const;
export const TrackingSocial = v.object({
  instagram: Link,
  facebook: Link,
  x: Link,
  tiktok: Link,
  youtube: Link,
  linkedin: Link,
});
export type TrackingSocial = v.InferOutput<typeof TrackingSocial>;

/** What the seller edits on /settings/tracking. */
export const EditableTrackingSettings = v.object({
  foreground: HexColor,
  background: HexColor,
  text_color: HexColor,
  logo_link: Link,
  contacts: TrackingContacts,
  social: TrackingSocial,
  ad_text: Text(MAX_AD_TEXT_LENGTH),
  ad_link: Link,
  footer: Text(MAX_FOOTER_LENGTH),
});

export const AdImageInfo = v.object({
  type: v.picklist(AD_IMAGE_TYPES),
  width: v.number(),
  height: v.number(),
});
export type AdImageInfo = v.InferOutput<typeof AdImageInfo>;

export const TrackingSettings = v.object({
  ...EditableTrackingSettings.entries,
  /** The advertising image, if one was uploaded (the bytes are served by the public ad call). */
  ad_image: v.nullable(AdImageInfo),
  /** The seller's logo (PUT /v1/sellers/{id}/upload-company-logo), if one was uploaded. */
  logo_image: v.nullable(v.object({ width: v.number(), height: v.number() })),
  /** Null until the seller saves something: the defaults. */
  updated_at: v.nullable(v.string()),
});
export type TrackingSettings = v.InferOutput<typeof TrackingSettings>;
export const TrackingSettingsResponse = Envelope(TrackingSettings);

export const UpdateTrackingSettingsRequest = v.partial(EditableTrackingSettings);
export type UpdateTrackingSettingsRequest = v.InferInput<typeof UpdateTrackingSettingsRequest>;

/**
 * The public branding of a seller's tracking page: only what the page shows, nothing else of the
 * seller. `ad_image` gives the size so the page reserves the space before the image arrives, and
 * a version to put in the image's URL so that a new upload is not hidden by the cache.
 */
export const TrackingBranding = v.object({
  seller_id: v.number(),
  ...EditableTrackingSettings.entries,
  has_ad_image: v.boolean(),
  ad_image: v.nullable(v.object({ width: v.number(), height: v.number(), version: v.string() })),
  /** The seller's logo, served by GET /v1/trackings/branding/{sellerId}/logo?v={version}. */
  logo_image: v.nullable(v.object({ width: v.number(), height: v.number(), version: v.string() })),
});
export type TrackingBranding = v.InferOutput<typeof TrackingBranding>;
export const TrackingBrandingResponse = Envelope(TrackingBranding);
