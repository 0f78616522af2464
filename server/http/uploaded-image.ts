import type { Context } from "hono";
import { HttpError } from "./errors";
import { type ImageSize, type ImageType, readImageSize } from "./image-size";

/**
 * The one check of an uploaded picture (the tracking page's advertising image and the seller's
 * logo): read the multipart field, refuse a missing or empty file, a file too heavy, bytes that
 * are not an allowed type (by magic number, never by name or claimed type), and a picture too
 * small or too large. Refusals are 413 or 422 with the spec's message under the field name, so
 * the screen shows it under its file input; junk never reaches a 500.
 */
export interface ImageRules {
  /** The multipart field, also the key of the messages. */
  field: string;
  types: readonly ImageType[];
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  /** Largest width and height: a tiny file may announce a picture a phone cannot decode. */
  maxSide: number;
  messages: { invalidFormat: string; tooHeavy: string; tooSmall: string; tooLarge: string };
}

export interface UploadedImage extends ImageSize {
  bytes: Uint8Array;
}

/** Said when the field is there but empty or not a file. */
const BLANK = "Can't be blank";

export async function readUploadedImage(c: Context, rules: ImageRules): Promise<UploadedImage> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new HttpError(400, ["The request body is not valid multipart/form-data."]);
  }
  const refuse = (status: 413 | 422, message: string) => new HttpError(status, [{ [rules.field]: [message] }]);
  const file = body[rules.field];
  if (!(file instanceof File) || file.size === 0) throw refuse(422, BLANK);
  if (file.size > rules.maxBytes) throw refuse(413, rules.messages.tooHeavy);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = readImageSize(bytes);
  if (!image || !rules.types.includes(image.type)) throw refuse(422, rules.messages.invalidFormat);
  if (image.width < rules.minWidth || image.height < rules.minHeight) throw refuse(422, rules.messages.tooSmall);
  if (image.width > rules.maxSide || image.height > rules.maxSide) throw refuse(422, rules.messages.tooLarge);
  return { ...image, bytes };
}

/** The public images are cached briefly: a new upload changes their URL's version anyway. */
const PUBLIC_IMAGE_CACHE_CONTROL = "public, max-age=300";

/**
 * Answers a stored image for the public page: a short public cache, an ETag of its version, and
 * 304 when the browser already has that version. (nosniff comes with every answer from the
 * security headers.)
 */
export function serveStoredImage(c: Context, image: { base64: string; type: string; version: string }): Response {
  const etag = `"${image.version}"`;
  c.header("Cache-Control", PUBLIC_IMAGE_CACHE_CONTROL);
  c.header("ETag", etag);
  const wanted = (c.req.header("If-None-Match") ?? "").split(",").map((tag) => tag.trim());
  if (wanted.includes(etag)) return c.body(null, 304);
  c.header("Content-Type", image.type);
  return c.body(Buffer.from(image.base64, "base64"));
}
