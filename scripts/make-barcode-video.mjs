#!/usr/bin/env node
/**
 * Makes a .y4m video of a Code 128 barcode, for Chromium's fake camera
 * (--use-file-for-fake-video-capture=FILE.y4m, TOOLCHAIN.md "Fake camera"). The e2e test generates
 * one from a seeded order's tracking number, so the scanner decodes a real label.
 *
 *   node scripts/make-barcode-video.mjs <text> <out.y4m> [--png out.png]
 *
 * Pure Node, no dependency: Code 128 (code set B) is drawn straight into a grey frame, converted
 * to YUV 4:2:0 (BT.601) and written as a few identical frames (Chromium loops the file). Before
 * writing, the frame is decoded with the ZXing reader html5-qrcode ships, so a wrong encoding
 * fails here and not as a silent e2e timeout. `--png` also writes the frame (through sharp), for
 * the "scan from a photo" path.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;
/** Pixels per module: a 20-character code is about 250 modules, well inside 640 px. */
const MODULE_PX = 2;
const BAR_HEIGHT_PX = 160;
/** Code 128 needs at least 10 modules of white on each side. */
const QUIET_MODULES = 10;

/**
 * Bar and space widths (in modules) of Code 128 values 0..106, bars first. 103 is Start A,
 * 104 Start B, 105 Start C, 106 Stop (with its final 2-module bar).
 */
const PATTERNS = (
  "212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 " +
  "123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 " +
  "232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 " +
  "313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 " +
  "111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 " +
  "111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 " +
  "114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112"
).split(" ");
const START_B = 104;
const STOP = 106;
const CHECKSUM_MODULO = 103;

/** The module widths of `text` in Code 128 B (printable ASCII 32..126). */
export function code128Widths(text) {
  const values = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 126) throw new Error(`Code 128 B cannot encode ${JSON.stringify(char)}`);
    return code - 32;
  });
  const checksum = values.reduce((sum, value, index) => sum + value * (index + 1), START_B) % CHECKSUM_MODULO;
  return [START_B, ...values, checksum, STOP].flatMap((value) => [...PATTERNS[value]].map(Number));
}

/** A white WIDTH x HEIGHT grey frame (one byte per pixel) with the barcode centred. */
export function barcodeFrame(text) {
  const widths = code128Widths(text);
  const modules = widths.reduce((sum, width) => sum + width, 0) + 2 * QUIET_MODULES;
  if (modules * MODULE_PX > WIDTH) throw new Error(`"${text}" is too long for a ${WIDTH} px frame`);
  const grey = new Uint8Array(WIDTH * HEIGHT).fill(255);
  let x = Math.floor((WIDTH - modules * MODULE_PX) / 2) + QUIET_MODULES * MODULE_PX;
  const top = Math.floor((HEIGHT - BAR_HEIGHT_PX) / 2);
  widths.forEach((width, index) => {
    const bar = index % 2 === 0;
    const span = width * MODULE_PX;
    if (bar) for (let y = top; y < top + BAR_HEIGHT_PX; y++) grey.fill(0, y * WIDTH + x, y * WIDTH + x + span);
    x += span;
  });
  return grey;
}

/** Decodes the frame with the ZXing bundled in html5-qrcode: the check that the label is right. */
export function decodeFrame(grey) {
  const require = createRequire(import.meta.url);
  const zxing = require("html5-qrcode/third_party/zxing-js.umd.js");
  const source = new zxing.RGBLuminanceSource(new Uint8ClampedArray(grey), WIDTH, HEIGHT);
  const bitmap = new zxing.BinaryBitmap(new zxing.HybridBinarizer(source));
  const hints = new Map([[zxing.DecodeHintType.POSSIBLE_FORMATS, [zxing.BarcodeFormat.CODE_128]]]);
  return new zxing.MultiFormatReader().decode(bitmap, hints).getText();
}

/** The y4m file: BT.601 full-range grey is Y = value, U = V = 128 (no colour). */
export function y4m(grey) {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), Buffer.from(grey), chroma, chroma]);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

export async function makeBarcodeVideo(text, file, { png } = {}) {
  const grey = barcodeFrame(text);
  const decoded = decodeFrame(grey);
  if (decoded !== text) throw new Error(`The barcode decodes as "${decoded}", not "${text}"`);
  writeFileSync(file, y4m(grey));
  if (png) {
    const { default: sharp } = await import("sharp");
    await sharp(Buffer.from(grey), { raw: { width: WIDTH, height: HEIGHT, channels: 1 } }).png().toFile(png);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [text, file, flag, png] = process.argv.slice(2);
  if (!text || !file || (flag && flag !== "--png")) {
    console.error("usage: node scripts/make-barcode-video.mjs <text> <out.y4m> [--png out.png]");
    process.exit(2);
  }
  await makeBarcodeVideo(text, file, { png });
  console.log(`wrote ${file}${png ? ` and ${png}` : ""} (Code 128 "${text}")`);
}
