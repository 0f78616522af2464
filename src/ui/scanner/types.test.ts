import { describe, expect, it } from "vitest";
import { ScannerError, scannerFailure } from "./types";

describe("scannerFailure", () => {
  it("reads a DOMException's name", () => {
    expect(scannerFailure(new DOMException("Permission denied", "NotAllowedError"))).toBe("permission-denied");
    expect(scannerFailure(new DOMException("none", "NotFoundError"))).toBe("no-camera");
    expect(scannerFailure(new DOMException("busy", "NotReadableError"))).toBe("camera-busy");
  });

  it("reads html5-qrcode's text errors", () => {
    expect(scannerFailure("Error getting userMedia, error = NotAllowedError: Permission denied")).toBe("permission-denied");
    expect(scannerFailure("Error getting userMedia, error = OverconstrainedError")).toBe("no-camera");
    expect(scannerFailure("Camera streaming not supported by the browser.")).toBe("unsupported");
    expect(scannerFailure("something else")).toBe("unknown");
  });

  it("keeps the failure of a ScannerError", () => {
    expect(scannerFailure(new ScannerError("unsupported"))).toBe("unsupported");
  });
});
