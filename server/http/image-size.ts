import { createHash } from "node:crypto";

/**
 * The type and size of an uploaded picture read from its own bytes (the magic number and the
 * header), never from its name or the Content-Type the client claims. Only PNG and JPEG, the two
 * formats the spec allows; no image library, since a header is all we need.
 */

export type ImageType = "image/png" | "image/jpeg";

export interface ImageSize {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** After the signature: chunk length (4), "IHDR" (4), then width and height, 4 bytes each. */
const PNG_IHDR_TYPE_AT = 12;
const PNG_WIDTH_AT = 16;
const PNG_HEIGHT_AT = 20;

const JPEG_START = [0xff, 0xd8, 0xff];
const JPEG_MARKER_PREFIX = 0xff;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
const JPEG_TEM = 0x01;
const JPEG_RST0 = 0xd0;
const JPEG_RST7 = 0xd7;
const JPEG_SOI = 0xd8;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);
const uint16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const uint32 = (bytes: Uint8Array, at: number) => uint16(bytes, at) * 0x10000 + uint16(bytes, at + 2);

/** The type by magic bytes, or null when the file is neither PNG nor JPEG. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= PNG_SIGNATURE.length && startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (bytes.length >= JPEG_START.length && startsWith(bytes, JPEG_START)) return "image/jpeg";
  return null;
}

/** Start-of-frame markers carry the size: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < PNG_HEIGHT_AT + 4) return null;
  const chunkType = String.fromCharCode(...bytes.subarray(PNG_IHDR_TYPE_AT, PNG_IHDR_TYPE_AT + 4));
  if (chunkType !== "IHDR") return null;
  return { width: uint32(bytes, PNG_WIDTH_AT), height: uint32(bytes, PNG_HEIGHT_AT) };
}

/** Walks the JPEG segments up to the first start-of-frame, which holds height then width. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== JPEG_MARKER_PREFIX) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[at] === JPEG_MARKER_PREFIX) at += 1;
    const marker = bytes[at];
    at += 1;
    if (marker === undefined || marker === JPEG_EOI || marker === JPEG_SOS) return null;
    if (marker === JPEG_SOI || marker === JPEG_TEM || (marker >= JPEG_RST0 && marker <= JPEG_RST7)) continue;
    if (at + 2 > bytes.length) return null;
    const length = uint16(bytes, at);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // Segment: length (2), sample precision (1), height (2), width (2).
      if (at + 7 > bytes.length) return null;
      return { height: uint16(bytes, at + 3), width: uint16(bytes, at + 5) };
    }
    at += length;
  }
  return null;
}

/** The type, width and height, or null when the bytes are not a readable PNG or JPEG. */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const type = detectImageType(bytes);
  if (!type) return null;
  const size = type === "image/png" ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return null;
  return { type, ...size };
}

/** Hex characters of the SHA-256 kept as an image's version: plenty to tell two uploads apart. */
const VERSION_LENGTH = 16;

/** The version of a stored image, from its bytes: the same file keeps it, another file changes it. */
export function imageVersion(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, VERSION_LENGTH);
}
