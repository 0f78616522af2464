import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, FISCAL_PAGE_SIZE, amountParam, backwardsRanges, hasFilters, queryOf, searchOf } from "./filter-params";

describe("fiscal payment filters in the address", () => {
  it("reads amounts typed the Portuguese or the English way", () => {
    expect(amountParam("1.234,50")).toBe("1234.50");
    expect(amountParam("1,234.50")).toBe("1234.50");
    expect(amountParam("96,3")).toBe("96.3");
    expect(amountParam(" 1250 ")).toBe("1250");
    expect(amountParam("1.250")).toBe("1250");
    // Not an amount: passed on for the server to refuse with its message.
    expect(amountParam("ten")).toBe("ten");
  });

  it("keeps only the filters given and the page beyond the first", () => {
    const params = searchOf({ ...EMPTY_FILTERS, status: "error", start_value: "100", end_payment_date: " " }, 3);
    expect(params.toString()).toBe("status=error&start_value=100&page=3");
    expect(searchOf(EMPTY_FILTERS).toString()).toBe("");
    expect(hasFilters(params)).toBe(true);
    expect(hasFilters(new URLSearchParams("page=2"))).toBe(false);
  });

  it("turns the address into the call's query with its offset", () => {
    expect(queryOf(new URLSearchParams("start_value=96,30&start_dir_date=2026-11-01&page=2"))).toEqual({
      limit: String(FISCAL_PAGE_SIZE),
      offset: String(FISCAL_PAGE_SIZE),
      start_value: "96.30",
      start_dir_date: "2026-11-01",
    });
  });

  it("treats an unknown status or page in a hand-edited address as none", () => {
    expect(queryOf(new URLSearchParams("status=paid&page=-4"))).toEqual({ limit: String(FISCAL_PAGE_SIZE), offset: "0" });
  });
});

describe("backwards ranges", () => {
  it("names each range whose end comes before its start, amounts read the user's way", () => {
    expect(backwardsRanges({ ...EMPTY_FILTERS, start_dir_date: "2026-11-10", end_dir_date: "2026-11-01", start_value: "1.000,00", end_value: "999,99" })).toEqual(["end_dir_date", "end_value"]);
    expect(backwardsRanges({ ...EMPTY_FILTERS, start_payment_date: "2026-11-01", end_payment_date: "2026-11-01", start_value: "10", end_value: "ten" })).toEqual([]);
    expect(backwardsRanges({ ...EMPTY_FILTERS, end_created_date: "2026-11-01" })).toEqual([]);
  });
});
