import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  AD_IMAGE_TYPES,
  LOGO_IMAGE_TYPES,
  MAX_AD_IMAGE_BYTES,
  MAX_AD_SIDE,
  MAX_LOGO_IMAGE_BYTES,
  MAX_LOGO_SIDE,
  MIN_AD_HEIGHT,
  MIN_AD_WIDTH,
  MIN_LOGO_SIDE,
  RECOMMENDED_LOGO_WIDTH,
  TRACKING_MESSAGES,
} from "../../api/schemas/tracking-settings";
import type { TrackingImageKind } from "../../api/calls/tracking-settings";

/**
 * The checks the browser makes on a picked picture before uploading it (the server makes them
 * again): type, bytes, then dimensions. The messages are the server's (TRACKING_MESSAGES), as
 * Lingui descriptors so that the screen shows them in the user's language.
 */

export interface ImageCheckRules {
  types: readonly string[];
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  maxSide: number;
  /** What the file input accepts. */
  accept: string;
  messages: { invalidFormat: MessageDescriptor; tooHeavy: MessageDescriptor; tooSmall: MessageDescriptor; tooLarge: MessageDescriptor };
}

const invalidFormat = msg`Invalid file format`;
const adTooSmall = msg`The image is too small: at least ${MIN_AD_WIDTH}x${MIN_AD_HEIGHT} pixels (recommended ${MIN_AD_WIDTH}x${MIN_AD_HEIGHT} or 1200x630)`;
const adTooLarge = msg`The image is too large: at most ${MAX_AD_SIDE}x${MAX_AD_SIDE} pixels (recommended ${MIN_AD_WIDTH}x${MIN_AD_HEIGHT} or 1200x630)`;
const adMegabytes = MAX_AD_IMAGE_BYTES / 1024 / 1024;
const adTooHeavy = msg`The image is larger than ${adMegabytes} MB`;
const logoTooSmall = msg`The logo is too small: at least ${MIN_LOGO_SIDE}x${MIN_LOGO_SIDE} pixels (recommended ${RECOMMENDED_LOGO_WIDTH} pixels wide)`;
const logoTooLarge = msg`The logo is too large: at most ${MAX_LOGO_SIDE}x${MAX_LOGO_SIDE} pixels (recommended ${RECOMMENDED_LOGO_WIDTH} pixels wide)`;
const logoKilobytes = MAX_LOGO_IMAGE_BYTES / 1024;
const logoTooHeavy = msg`The logo is larger than ${logoKilobytes} KB`;

export const IMAGE_RULES: Record<TrackingImageKind, ImageCheckRules> = {
  logo: {
    types: LOGO_IMAGE_TYPES,
    maxBytes: MAX_LOGO_IMAGE_BYTES,
    minWidth: MIN_LOGO_SIDE,
    minHeight: MIN_LOGO_SIDE,
    maxSide: MAX_LOGO_SIDE,
    accept: LOGO_IMAGE_TYPES.join(","),
    messages: { invalidFormat, tooHeavy: logoTooHeavy, tooSmall: logoTooSmall, tooLarge: logoTooLarge },
  },
  ad: {
    types: AD_IMAGE_TYPES,
    maxBytes: MAX_AD_IMAGE_BYTES,
    minWidth: MIN_AD_WIDTH,
    minHeight: MIN_AD_HEIGHT,
    maxSide: MAX_AD_SIDE,
    accept: AD_IMAGE_TYPES.join(","),
    messages: { invalidFormat, tooHeavy: adTooHeavy, tooSmall: adTooSmall, tooLarge: adTooLarge },
  },
};

/** The server's texts (422 answers) and their descriptors: a known one is shown translated. */
const SERVER_MESSAGES = new Map<string, MessageDescriptor>([
  [TRACKING_MESSAGES.invalidFileFormat, invalidFormat],
  [TRACKING_MESSAGES.adTooSmall, adTooSmall],
  [TRACKING_MESSAGES.adTooLarge, adTooLarge],
  [TRACKING_MESSAGES.adTooHeavy, adTooHeavy],
  [TRACKING_MESSAGES.logoTooSmall, logoTooSmall],
  [TRACKING_MESSAGES.logoTooLarge, logoTooLarge],
  [TRACKING_MESSAGES.logoTooHeavy, logoTooHeavy],
  [TRACKING_MESSAGES.colour, msg`Must be a colour as #rrggbb`],
  [TRACKING_MESSAGES.link, msg`Must be a link starting with http:// or https://`],
  [TRACKING_MESSAGES.phone, msg`Invalid phone`],
]);

/** A message of the tracking settings calls, translated when it is one of ours. */
export const trackingMessageDescriptor = (text: string): MessageDescriptor | undefined => SERVER_MESSAGES.get(text);

/** Width and height as the browser decodes the file, or null when it cannot. */
export async function readPictureSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return null;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => resolve(null);
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Why the file cannot be uploaded, or null when it passes every check. */
export async function checkPicture(file: File, rules: ImageCheckRules): Promise<MessageDescriptor | null> {
  if (!rules.types.includes(file.type)) return rules.messages.invalidFormat;
  if (file.size > rules.maxBytes) return rules.messages.tooHeavy;
  const size = await readPictureSize(file);
  if (!size) return rules.messages.invalidFormat;
  if (size.width < rules.minWidth || size.height < rules.minHeight) return rules.messages.tooSmall;
  if (size.width > rules.maxSide || size.height > rules.maxSide) return rules.messages.tooLarge;
  return null;
}
