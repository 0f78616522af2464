import { describe, expect, it } from "vitest";
import { SNIFF_BYTES, sniffFileType } from "./file-signature";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("sniffFileType", () => {
  it("recognises PDF, JPEG and PNG by their leading bytes", () => {
    expect(sniffFileType(text("%PDF-1.7\n%âãÏÓ\n"))).toBe("application/pdf");
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46))).toBe("image/jpeg");
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe("image/jpeg");
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d))).toBe("image/png");
    expect(SNIFF_BYTES).toBe(8);
  });

  it("refuses everything else, whatever it claims to be", () => {
    for (const sample of [
      text("<html><script>alert(1)</script>"),
      text("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      text(" %PDF-1.4"),
      text("%PDF"),
      bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61),
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a),
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0a, 0x0a, 0x1a, 0x0a),
      bytes(0xff, 0xd8),
      bytes(0x50, 0x4b, 0x03, 0x04),
      bytes(),
    ]) {
      expect(sniffFileType(sample), new TextDecoder().decode(sample)).toBeUndefined();
    }
  });
});
