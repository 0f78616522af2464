import { describe, expect, it } from "vitest";
import { parseDecimal } from "./parse-decimal";

describe("parseDecimal", () => {
  it("reads plain numbers", () => {
    expect(parseDecimal("12")).toBe(12);
    expect(parseDecimal("12.5")).toBe(12.5);
    expect(parseDecimal(" 0.01 ")).toBe(0.01);
    expect(parseDecimal("-3")).toBe(-3);
  });

  it("reads a decimal comma (Portuguese)", () => {
    expect(parseDecimal("12,5")).toBe(12.5);
    expect(parseDecimal("1.234,5")).toBe(1234.5);
    expect(parseDecimal("1.234.567,89")).toBe(1234567.89);
  });

  it("reads thousands commas with a decimal dot (English)", () => {
    expect(parseDecimal("1,234.5")).toBe(1234.5);
    expect(parseDecimal("1,234,567.89")).toBe(1234567.89);
  });

  it("ignores spaces inside the number", () => {
    expect(parseDecimal("1 234,5")).toBe(1234.5);
  });

  it("is NaN for what is not a number", () => {
    expect(parseDecimal("abc")).toBeNaN();
    expect(parseDecimal("")).toBeNaN();
    expect(parseDecimal("   ")).toBeNaN();
    expect(parseDecimal("12kg")).toBeNaN();
    expect(parseDecimal("1.2.3")).toBeNaN();
    expect(parseDecimal("1,2,3")).toBeNaN();
  });
});
