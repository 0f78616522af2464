import bwipjs from "bwip-js/node";

/**
 * Code 128 images of tracking references, made by bwip-js (decision 020). The PNG is embedded in
 * the PDF and scaled there to the label's barcode size; pixels per module stay whole numbers here
 * so that every bar keeps its exact width ratio after the scaling.
 *
 * The image is short on purpose: a bar is the same from top to bottom, so a few rows stretched by
 * the PDF print exactly like a tall image, and they cost about a third of the time to draw,
 * compress and embed (decision 020).
 */

/** Pixels per module across: enough for a 300 dpi printer at the label's ~0.5 mm module. */
const PIXELS_PER_MODULE = 3;
/** Rows of the image (bwip-js counts the height in millimetres at one pixel per point). */
const IMAGE_HEIGHT_MM = 4;
/** Code 128 needs a quiet zone of at least 10 modules each side; scanners like a little more. */
const QUIET_ZONE_MODULES = 12;

/** Recent images by text: a combined PDF of one order's boxes draws the same code several times. */
const cache = new Map<string, Promise<Buffer>>();
const CACHE_SIZE = 256;

/** A PNG of `text` in Code 128, black bars on white (a transparent background would scan as black). */
export function code128Png(text: string): Promise<Buffer> {
  const cached = cache.get(text);
  if (cached) return cached;
  const made = bwipjs.toBuffer({
    bcid: "code128",
    text,
    scaleX: PIXELS_PER_MODULE,
    scaleY: 1,
    height: IMAGE_HEIGHT_MM,
    includetext: false,
    paddingwidth: QUIET_ZONE_MODULES,
    backgroundcolor: "FFFFFF",
  });
  cache.set(text, made);
  made.catch(() => cache.delete(text));
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return made;
}
