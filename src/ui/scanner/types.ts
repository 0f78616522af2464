/**
 * The scanner's words, shared by the screens and by the one module that talks to html5-qrcode
 * (html5-scanner.ts). Nothing here loads the decoder: screens import this freely and load the
 * decoder only when the user scans (load-scanner.ts).
 */

/** What shipping labels carry: tracking numbers in Code 128, retail EAN-13, 2D codes on labels. */
export const SCAN_FORMATS = ["code_128", "ean_13", "qr_code", "data_matrix", "pdf417"] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

export interface DecodedCode {
  text: string;
  /** The symbology when the decoder says which. */
  format?: string;
  /** performance.now() at the decode: the screen measures decode-to-recorded from it. */
  decodedAt: number;
}

/** Why the camera did not start; each has its own advice on screen. */
export type ScannerFailure = "permission-denied" | "no-camera" | "camera-busy" | "unsupported" | "unknown";

export class ScannerError extends Error {
  readonly failure: ScannerFailure;
  constructor(failure: ScannerFailure, cause?: unknown) {
    super(`Scanner failed: ${failure}`, { cause });
    this.name = "ScannerError";
    this.failure = failure;
  }
}

/** A running camera scan; `stop` releases the camera (the light goes off). */
export interface CameraScan {
  stop(): Promise<void>;
  /** Whether the browser's own BarcodeDetector does the decoding (fast on Android). */
  readonly native: boolean;
}

export interface ScannerModule {
  /** Starts the rear camera in the element with id `elementId`; rejects with a ScannerError. */
  startCameraScan(elementId: string, onDecode: (code: DecodedCode) => void): Promise<CameraScan>;
  /** Decodes a photo of a label; rejects when it holds no code the scanner reads. */
  decodeImageFile(elementId: string, file: File): Promise<DecodedCode>;
}

/**
 * The failure a camera error means. Browsers reject getUserMedia with a DOMException whose name
 * says why, and html5-qrcode passes it on as text ("Error getting userMedia, error =
 * NotAllowedError: ..."), so both shapes are read.
 */
export function scannerFailure(error: unknown): ScannerFailure {
  if (error instanceof ScannerError) return error.failure;
  const name = typeof error === "object" && error !== null && "name" in error ? String((error as { name: unknown }).name) : "";
  const text = `${name} ${String(error)}`;
  if (/NotAllowedError|SecurityError|PermissionDenied|Permission denied/i.test(text)) return "permission-denied";
  if (/NotFoundError|OverconstrainedError|DevicesNotFound|Requested device not found/i.test(text)) return "no-camera";
  if (/NotReadableError|TrackStartError|Could not start video source/i.test(text)) return "camera-busy";
  if (/not supported|mediaDevices/i.test(text)) return "unsupported";
  return "unknown";
}
