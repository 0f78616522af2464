import { deflateSync } from "node:zlib";
import type { Kysely } from "kysely";
import type { TrackingContacts, TrackingSocial } from "../../src/api/schemas/tracking-settings";
import type { Database } from "../db/schema";
import { imageVersion } from "../http/image-size";

/**
 * The demo seller's tracking page (issue 7): brand colours, a logo, contacts, two social links, an
 * advertising banner with its text and link, and a footer, so that the public page shows every
 * part. Seller 2 keeps the defaults, so both cases can be seen.
 */

type Rgb = readonly [number, number, number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_BIT_DEPTH = 8;
const PNG_COLOUR_RGB = 2;
const PNG_FILTER_NONE = 0;

/** CRC-32 as PNG chunks use it (ISO 3309); a table of 256 entries, computed once. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid RGB PNG, pixel by pixel, with no image library (also used by tests). */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(PNG_BIT_DEPTH, 8);
  header.writeUInt8(PNG_COLOUR_RGB, 9);
  // Compression, filter and interlace methods: 0 (the only ones PNG defines, no interlace).
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * stride] = PNG_FILTER_NONE;
    for (let x = 0; x < width; x += 1) raw.set(pixel(x, y), y * stride + 1 + x * 3);
  }
  return Buffer.concat([PNG_SIGNATURE, chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

/** The recommended banner size (configuration area section 5). */
export const DEMO_AD_WIDTH = 932;
export const DEMO_AD_HEIGHT = 240;

const BRAND: Rgb = [0x0f, 0x4c, 0x81];
const ACCENT: Rgb = [0xf2, 0xa9, 0x00];
const ACCENT_STRIPE_FROM = 0.7;

/** A brand-blue banner fading to the right, with an accent stripe along its lower part. */
export function demoAdPng(): Buffer {
  return encodePng(DEMO_AD_WIDTH, DEMO_AD_HEIGHT, (x, y) => {
    if (y > DEMO_AD_HEIGHT * ACCENT_STRIPE_FROM && y < DEMO_AD_HEIGHT * ACCENT_STRIPE_FROM + 12) return ACCENT;
    const fade = x / DEMO_AD_WIDTH;
    return BRAND.map((c) => Math.round(c + (255 - c) * fade * 0.6)) as unknown as Rgb;
  });
}

/** The recommended logo width (configuration area section 5), in a wide header shape. */
export const DEMO_LOGO_WIDTH = 180;
export const DEMO_LOGO_HEIGHT = 48;
const LOGO_MARK_SIZE = 32;
const LOGO_MARK_AT = (DEMO_LOGO_HEIGHT - LOGO_MARK_SIZE) / 2;
const WHITE: Rgb = [0xff, 0xff, 0xff];

/** A white plate with a brand-blue square mark on the left and an accent bar for the name. */
export function demoLogoPng(): Buffer {
  return encodePng(DEMO_LOGO_WIDTH, DEMO_LOGO_HEIGHT, (x, y) => {
    const inMark = (at: number) => at >= LOGO_MARK_AT && at < LOGO_MARK_AT + LOGO_MARK_SIZE;
    if (inMark(x) && inMark(y)) return BRAND;
    const nameLeft = LOGO_MARK_AT * 2 + LOGO_MARK_SIZE;
    if (x >= nameLeft && x < DEMO_LOGO_WIDTH - LOGO_MARK_AT && y >= 18 && y < 30) return y < 26 ? BRAND : ACCENT;
    return WHITE;
  });
}

const CONTACTS: TrackingContacts = {
  email: "care@lumen.example.com",
  phone: "+44 20 7946 0000",
  whatsapp: "+44 7700 900123",
  website: "https://lumen.example.com/help",
};

const SOCIAL: TrackingSocial = {
  instagram: "https://www.instagram.com/lumengoods",
  facebook: "https://www.facebook.com/lumengoods",
  x: null,
  tiktok: null,
  youtube: null,
  linkedin: null,
};

export async function seedDemoTrackingSettings(db: Pick<Kysely<Database>, "insertInto">, now: Date): Promise<void> {
  const logo = demoLogoPng();
  await db
    .insertInto("tracking_settings")
    .values({
      seller_id: 1,
      foreground: "#0f4c81",
      background: "#f5f7fa",
      text_color: "#1b2430",
      logo_link: "https://lumen.example.com",
      contacts: JSON.stringify(CONTACTS),
      social: JSON.stringify(SOCIAL),
      ad_text: "Free returns for 30 days on every order.",
      ad_link: "https://lumen.example.com/returns",
      footer: "Lumen Goods Ltd. · 12 Example Street, London",
      ad_image: demoAdPng().toString("base64"),
      ad_type: "image/png",
      ad_width: DEMO_AD_WIDTH,
      ad_height: DEMO_AD_HEIGHT,
      logo_image: logo.toString("base64"),
      logo_width: DEMO_LOGO_WIDTH,
      logo_height: DEMO_LOGO_HEIGHT,
      logo_version: imageVersion(logo),
      updated_at: now.toISOString(),
    })
    .execute();
}
