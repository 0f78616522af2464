import { describe, expect, it } from "vitest";
import { MIN_TEXT_CONTRAST, contrastRatio, luminance } from "./tracking-colours";

describe("contrastRatio", () => {
  it("gives WCAG's ratios: 21 for black on white, 1 for a colour on itself, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0f4c81", "#0F4C81")).toBe(1);
  });

  it("puts the well-known greys on both sides of 4.5:1", () => {
    // #767676 is the lightest grey that passes on white; #777777 just fails.
    expect(contrastRatio("#767676", "#ffffff")!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio("#777777", "#ffffff")!).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it("answers null for text that is not #rrggbb", () => {
    expect(luminance("#fff")).toBeNull();
    expect(contrastRatio("red", "#ffffff")).toBeNull();
  });
});
