import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Tests read the PDFs back as a viewer and a scanner would (decision 020): each page's size, its
 * text, and its images decoded as barcodes by the ZXing that html5-qrcode ships (the reader the
 * app scans with, loaded as scripts/make-barcode-video.mjs loads it).
 */

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${join(dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** pdfjs image kinds (shared/util.js ImageKind). */
const IMAGE_KIND = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 } as const;

export interface PdfPage {
  /** Width and height in points. */
  size: [number, number];
  /** The page's text runs joined by spaces. */
  text: string;
  /** The text of every Code 128 image on the page. */
  barcodes: string[];
}

interface PdfImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

interface Zxing {
  RGBLuminanceSource: new (luminances: Uint8ClampedArray, width: number, height: number) => unknown;
  HybridBinarizer: new (source: unknown) => unknown;
  BinaryBitmap: new (binarizer: unknown) => unknown;
  MultiFormatReader: new () => { decode(bitmap: unknown, hints: Map<unknown, unknown>): { getText(): string } };
  DecodeHintType: { POSSIBLE_FORMATS: unknown };
  BarcodeFormat: { CODE_128: unknown };
}

let zxing: Zxing | undefined;

/** Grey levels of the image, transparent pixels taken as white paper. */
function luminance(image: PdfImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  const grey = new Uint8ClampedArray(pixels);
  if (image.kind === IMAGE_KIND.GRAYSCALE_1BPP) {
    const rowBytes = Math.ceil(image.width / 8);
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const bit = (image.data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        grey[y * image.width + x] = bit ? 255 : 0;
      }
    }
    return grey;
  }
  const channels = image.kind === IMAGE_KIND.RGBA_32BPP ? 4 : 3;
  for (let p = 0; p < pixels; p++) {
    const at = p * channels;
    const value = (image.data[at]! * 299 + image.data[at + 1]! * 587 + image.data[at + 2]! * 114) / 1000;
    const alpha = channels === 4 ? image.data[at + 3]! / 255 : 1;
    grey[p] = value * alpha + 255 * (1 - alpha);
  }
  return grey;
}

/** The Code 128 text of an image, or null when ZXing finds none. */
export function decodeCode128(image: PdfImage): string | null {
  zxing ??= require("html5-qrcode/third_party/zxing-js.umd.js") as Zxing;
  const source = new zxing.RGBLuminanceSource(luminance(image), image.width, image.height);
  const bitmap = new zxing.BinaryBitmap(new zxing.HybridBinarizer(source));
  const hints = new Map([[zxing.DecodeHintType.POSSIBLE_FORMATS, [zxing.BarcodeFormat.CODE_128]]]);
  try {
    return new zxing.MultiFormatReader().decode(bitmap, hints).getText();
  } catch {
    return null;
  }
}

/** Every page of the PDF: size, text and barcodes. */
export async function readPdf(bytes: Uint8Array | ArrayBuffer): Promise<PdfPage[]> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes);
  const pdf = await getDocument({ data, standardFontDataUrl: STANDARD_FONTS, isOffscreenCanvasSupported: false, verbosity: 0 }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      // Runs are joined by one space whatever the line breaks, so a test can look for a wrapped sentence.
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ").replace(/\s+/g, " ");
      const operators = await page.getOperatorList();
      const barcodes: string[] = [];
      for (let i = 0; i < operators.fnArray.length; i++) {
        if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
        const name = (operators.argsArray[i] as [string])[0];
        const image = await new Promise<PdfImage>((resolve) => page.objs.get(name, resolve));
        const decoded = decodeCode128(image);
        if (decoded !== null) barcodes.push(decoded);
      }
      pages.push({ size: [viewport.width, viewport.height], text, barcodes });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
