import type { ScannerModule } from "./types";

/**
 * The decoder (html5-qrcode with ZXing, about 110 kB gzipped) arrives only when a screen scans:
 * Vite puts html5-scanner.ts and the library in their own chunk behind this import.
 */
export function loadScanner(): Promise<ScannerModule> {
  return import("./html5-scanner");
}
