import { Html5Qrcode, Html5QrcodeSupportedFormats, type Html5QrcodeCameraScanConfig } from "html5-qrcode";
import { SCAN_FORMATS, ScannerError, scannerFailure, type CameraScan, type DecodedCode, type ScanFormat } from "./types";

/**
 * The ONE module that imports html5-qrcode (CONVENTIONS.md point 4; decision 018). The library has
 * had no release for years, so everything it does for us passes through the two functions below
 * and a swap (zxing-wasm, the native API alone) touches only this file. Loaded lazily
 * (load-scanner.ts): screens that do not scan never download it.
 */

const LIBRARY_FORMATS: Record<ScanFormat, Html5QrcodeSupportedFormats> = {
  code_128: Html5QrcodeSupportedFormats.CODE_128,
  ean_13: Html5QrcodeSupportedFormats.EAN_13,
  qr_code: Html5QrcodeSupportedFormats.QR_CODE,
  data_matrix: Html5QrcodeSupportedFormats.DATA_MATRIX,
  pdf417: Html5QrcodeSupportedFormats.PDF_417,
};

/** Frames decoded per second: enough to catch a label passing by, light on a cheap phone's CPU. */
const FRAMES_PER_SECOND = 10;
/** The scan box: wide and low, as 1D tracking barcodes are; 2D codes fit inside it too. */
const BOX_WIDTH_SHARE = 0.85;
const BOX_HEIGHT_SHARE = 0.5;
const BOX_MIN_PX = 50;
/**
 * The library reports a code on every frame it stays in view. The same text within this quiet
 * time is the same parcel still under the camera, not a second scan; showing it again later is.
 */
const SAME_CODE_QUIET_MS = 2_000;

interface NativeDetectorClass {
  getSupportedFormats?: () => Promise<string[]>;
}

/**
 * The browser's BarcodeDetector is used when it reads every format labels use (Android Chrome:
 * several times faster than ZXing in JavaScript). A partial one (some desktop builds) would be
 * blind to some labels, so ZXing does the work there.
 */
async function nativeDetectorCovers(formats: readonly ScanFormat[]): Promise<boolean> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector?.getSupportedFormats) return false;
  try {
    const supported = new Set(await Detector.getSupportedFormats());
    // The Web API names PDF417 "pdf417" and DataMatrix "data_matrix", as we do.
    return formats.every((format) => supported.has(format));
  } catch {
    return false;
  }
}

async function createReader(elementId: string): Promise<{ reader: Html5Qrcode; native: boolean }> {
  const native = await nativeDetectorCovers(SCAN_FORMATS);
  const reader = new Html5Qrcode(elementId, {
    verbose: false,
    formatsToSupport: SCAN_FORMATS.map((format) => LIBRARY_FORMATS[format]),
    useBarCodeDetectorIfSupported: native,
  });
  return { reader, native };
}

const formatName = (format: { formatName?: string } | undefined) => format?.formatName?.toLowerCase();

export async function startCameraScan(elementId: string, onDecode: (code: DecodedCode) => void): Promise<CameraScan> {
  if (!navigator.mediaDevices?.getUserMedia) throw new ScannerError("unsupported");
  const { reader, native } = await createReader(elementId);
  let last: { text: string; at: number } | undefined;
  const config: Html5QrcodeCameraScanConfig = {
    fps: FRAMES_PER_SECOND,
    qrbox: (width, height) => ({
      width: Math.max(BOX_MIN_PX, Math.floor(width * BOX_WIDTH_SHARE)),
      height: Math.max(BOX_MIN_PX, Math.floor(height * BOX_HEIGHT_SHARE)),
    }),
  };
  try {
    await reader.start(
      { facingMode: "environment" },
      config,
      (text, result) => {
        const at = performance.now();
        const repeat = last !== undefined && last.text === text && at - last.at < SAME_CODE_QUIET_MS;
        last = { text, at };
        if (!repeat) onDecode({ text, format: formatName(result.result.format), decodedAt: at });
      },
      // Called for every frame without a code: nothing to tell anyone.
      () => undefined,
    );
  } catch (error) {
    reader.clear();
    throw new ScannerError(scannerFailure(error), error);
  }
  return {
    native,
    async stop() {
      try {
        if (reader.isScanning) await reader.stop();
      } finally {
        reader.clear();
      }
    },
  };
}

export async function decodeImageFile(elementId: string, file: File): Promise<DecodedCode> {
  const { reader } = await createReader(elementId);
  try {
    const result = await reader.scanFileV2(file, false);
    return { text: result.decodedText, format: formatName(result.result.format), decodedAt: performance.now() };
  } finally {
    reader.clear();
  }
}
