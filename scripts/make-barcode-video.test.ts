import { describe, expect, it } from "vitest";
import { barcodeFrame, code128Widths, decodeFrame, y4m } from "./make-barcode-video.mjs";

describe("make-barcode-video", () => {
  it("draws Code 128 that ZXing reads back, for codes like the seeded ones", () => {
    for (const text of ["LG000042", "BR123456789LG", "REF-1", "lm 7~x"]) expect(decodeFrame(barcodeFrame(text))).toBe(text);
  });

  it("has 11 modules per symbol and 13 for the stop", () => {
    const widths = code128Widths("AB");
    // start, A, B, checksum: 4 symbols of 6 elements; stop: 7 elements.
    expect(widths).toHaveLength(4 * 6 + 7);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(4 * 11 + 13);
  });

  it("writes a 640x480 4:2:0 y4m that Chromium's fake camera accepts", () => {
    const file = y4m(barcodeFrame("LG000042"));
    const header = "YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg\n";
    expect(file.subarray(0, header.length).toString()).toBe(header);
    const frameBytes = "FRAME\n".length + 640 * 480 * 1.5;
    expect((file.length - header.length) % frameBytes).toBe(0);
  });

  it("refuses what Code 128 B cannot encode", () => {
    expect(() => code128Widths("tab\there")).toThrow();
  });
});
