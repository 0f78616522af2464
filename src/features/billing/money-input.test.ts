import { describe, expect, it } from "vitest";
import { MAX_CREDIT_CENTS } from "../../domain/billing";
import { decimalMarkOf, readMoney } from "./money-input";

describe("readMoney", () => {
  it("reads each language's convention into exact cents", () => {
    expect(readMoney("1.234,50", ",")).toEqual({ cents: 123450 });
    expect(readMoney("1,234.50", ".")).toEqual({ cents: 123450 });
    expect(readMoney("0,29", ",")).toEqual({ cents: 29 });
    expect(readMoney("0.29", ".")).toEqual({ cents: 29 });
    expect(readMoney("100", ".")).toEqual({ cents: 10000 });
    expect(readMoney(" 12,5 ", ",")).toEqual({ cents: 1250 });
  });

  it("understands the other convention only where it cannot mean anything else", () => {
    expect(readMoney("12.50", ",")).toEqual({ cents: 1250 });
    expect(readMoney("12,5", ".")).toEqual({ cents: 1250 });
    // Three digits after a lone thousands mark are a thousand, in the user's own convention.
    expect(readMoney("1.234", ",")).toEqual({ cents: 123400 });
    expect(readMoney("1,234", ".")).toEqual({ cents: 123400 });
  });

  it("allows two decimals and no more", () => {
    expect(readMoney("1,234", ",")).toEqual({ problem: "too_many_decimals" });
    expect(readMoney("10.005", ".")).toEqual({ problem: "too_many_decimals" });
  });

  it("refuses what is not an amount", () => {
    expect(readMoney("", ".")).toEqual({ problem: "blank" });
    expect(readMoney("   ", ".")).toEqual({ problem: "blank" });
    for (const typed of ["abc", "1,2,3", "1.2.3", "12,", "1e3", "R$ 10", "1.23,4.5"]) expect(readMoney(typed, ","), typed).toEqual({ problem: "not_a_number" });
  });

  it("keeps the minimum of 0.01", () => {
    expect(readMoney("0,01", ",")).toEqual({ cents: 1 });
    expect(readMoney("0", ".")).toEqual({ problem: "below_minimum" });
    expect(readMoney("0.00", ".")).toEqual({ problem: "below_minimum" });
    expect(readMoney("-5", ".")).toEqual({ problem: "below_minimum" });
    // A limit may be zero, never negative.
    expect(readMoney("0", ".", 0)).toEqual({ cents: 0 });
    expect(readMoney("-0,01", ",", 0)).toEqual({ problem: "below_minimum" });
  });

  it("refuses an amount past the largest credit without losing precision", () => {
    expect(readMoney(String(MAX_CREDIT_CENTS / 100), ".")).toEqual({ cents: MAX_CREDIT_CENTS });
    expect(readMoney(String(MAX_CREDIT_CENTS / 100 + 1), ".")).toEqual({ problem: "too_large" });
    expect(readMoney("9".repeat(40), ".")).toEqual({ problem: "too_large" });
  });
});

describe("decimalMarkOf", () => {
  it("is the locale's", () => {
    expect(decimalMarkOf("pt-BR")).toBe(",");
    expect(decimalMarkOf("en-US")).toBe(".");
    expect(decimalMarkOf("zh-Hans-CN")).toBe(".");
  });
});
