import { describe, expect, it } from "vitest";
import { encodePng } from "../seed/tracking-settings";
import { detectImageType, readImageSize } from "./image-size";

const WHITE = [255, 255, 255] as const;

/** A JPEG header as cameras write it: APP0 (JFIF), a quantization table, then the frame. */
function jpegHeader(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const dqt = [0xff, 0xdb, 0x00, 0x43, 0x00, ...new Array<number>(64).fill(1)];
  const sof = [0xff, frameMarker, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...dqt, 0xff, 0xff, ...sof, 0xff, 0xd9]);
}

describe("readImageSize", () => {
  it("reads a PNG's width and height from IHDR", () => {
    expect(readImageSize(encodePng(932, 240, () => WHITE))).toEqual({ type: "image/png", width: 932, height: 240 });
    expect(readImageSize(encodePng(3, 7, () => WHITE))).toEqual({ type: "image/png", width: 3, height: 7 });
  });

  it("reads a JPEG's size from its start-of-frame, after other segments and fill bytes", () => {
    expect(readImageSize(jpegHeader(1200, 630))).toEqual({ type: "image/jpeg", width: 1200, height: 630 });
    // Progressive JPEG (SOF2).
    expect(readImageSize(jpegHeader(932, 240, 0xc2))).toEqual({ type: "image/jpeg", width: 932, height: 240 });
  });

  it("does not take a Huffman table (C4) for a frame", () => {
    const bytes = jpegHeader(10, 10, 0xc4);
    expect(readImageSize(bytes)).toBeNull();
  });

  it("refuses what is neither PNG nor JPEG, whatever it is called", () => {
    const gif = new TextEncoder().encode("GIF89a\x10\x00\x10\x00");
    expect(detectImageType(gif)).toBeNull();
    expect(readImageSize(gif)).toBeNull();
    expect(readImageSize(new TextEncoder().encode("just some text, renamed to ad.png"))).toBeNull();
    expect(readImageSize(new Uint8Array())).toBeNull();
  });

  it("refuses truncated headers instead of reading past the end", () => {
    const png = encodePng(932, 240, () => WHITE);
    expect(detectImageType(png.subarray(0, 8))).toBe("image/png");
    expect(readImageSize(png.subarray(0, 20))).toBeNull();
    const jpeg = jpegHeader(932, 240);
    expect(readImageSize(jpeg.subarray(0, 30))).toBeNull();
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
