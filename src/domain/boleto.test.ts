import { describe, expect, it } from "vitest";
import { barcodeGroups, mod10, taxSlipLine } from "./boleto";

describe("boleto lines", () => {
  it("computes the modulo-10 check digit of a block", () => {
    // Worked example of FEBRABAN's layout: 8220000215 → 0 (sum 30).
    expect(mod10("8220000215")).toBe(0);
    expect(mod10("01230067896")).toBe(3);
  });

  it("turns a 44-digit tax barcode into its 48-digit line with a check digit per block", () => {
    const line = taxSlipLine("85890000012345670328181000000000000000000001");
    expect(line).toHaveLength(48);
    expect(line.slice(0, 12)).toBe(`85890000012${mod10("85890000012")}`);
  });

  it("groups a 48-digit line in four blocks with their check digits", () => {
    expect(barcodeGroups("858900000123456703281814000000000000000000000012")).toEqual(["85890000012-3", "45670328181-4", "00000000000-0", "00000000001-2"]);
  });

  it("groups a 47-digit bank line in the fields a slip prints, whatever the spacing given", () => {
    expect(barcodeGroups("23790.12345 60000.000003 00000.000004 1 00000000012345")).toEqual(["23790.12345", "60000.000003", "00000.000004", "1", "00000000012345"]);
  });

  it("keeps any other line readable in groups of five", () => {
    expect(barcodeGroups("123456789012")).toEqual(["12345", "67890", "12"]);
  });
});
