/** Types of make-barcode-video.mjs, for the e2e tests and the script's own test. */
export function code128Widths(text: string): number[];
export function barcodeFrame(text: string): Uint8Array;
export function decodeFrame(grey: Uint8Array): string;
export function y4m(grey: Uint8Array): Buffer;
export function makeBarcodeVideo(text: string, file: string, options?: { png?: string }): Promise<void>;
