/**
 * Barcode scanning for screens (issue 5). Importing this loads no decoder: html5-qrcode arrives in
 * its own chunk when a screen starts the camera or reads a photo (load-scanner.ts). Only
 * html5-scanner.ts imports the library.
 */
export { SCAN_FORMATS, ScannerError, scannerFailure } from "./types";
export type { CameraScan, DecodedCode, ScanFormat, ScannerFailure, ScannerModule } from "./types";
export { loadScanner } from "./load-scanner";
export { useCameraScanner, type CameraScanner, type CameraState } from "./use-camera-scanner";
export { MISREAD_MESSAGE, isMisreadCode } from "./misread";
export { SCAN_VIBRATION, scanRefusedFeedback, scanSucceededFeedback, scanWarningFeedback, unlockScanFeedback } from "./feedback";
export { CAMERA_RENDER_WIDTH_PX, useFullResolutionRegion } from "./use-full-resolution-region";
export { WEDGE_MAX_KEY_GAP_MS, WEDGE_MIN_CODE_LENGTH, createWedgeDetector, type WedgeDetector, type WedgeKey } from "./wedge";
export { isTypingTarget, useWedgeScan } from "./use-wedge-scan";
