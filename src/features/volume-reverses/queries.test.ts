import { describe, expect, it } from "vitest";
import { REVERSE_PAGE_SIZE, filtersOf, listQueryOf, searchOf } from "./queries";

describe("the reverse list's URL", () => {
  it("reads filters and page from the URL, trimmed, and anything else as any / page 1", () => {
    const { filters, page } = filtersOf(new URLSearchParams("reverse_number=%20RLG%20&sales_channel=2&page=3&unknown=x"));
    expect(filters).toEqual({ reverse_number: "RLG", tracking_reference: "", sales_channel: "2", start_date: "", end_date: "" });
    expect(page).toBe(3);
    expect(filtersOf(new URLSearchParams("page=-4")).page).toBe(1);
    expect(filtersOf(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("writes only the filters given, and the page beyond the first", () => {
    const { filters } = filtersOf(new URLSearchParams("tracking_reference=NB1&start_date=2026-11-01"));
    expect(searchOf(filters, 1).toString()).toBe("tracking_reference=NB1&start_date=2026-11-01");
    expect(searchOf(filters, 2).toString()).toBe("tracking_reference=NB1&start_date=2026-11-01&page=2");
  });

  it("asks the server for the page as limit and offset, with only the filters given", () => {
    const { filters } = filtersOf(new URLSearchParams("sales_channel=3&end_date=2026-11-26"));
    expect(listQueryOf(filters, 3)).toEqual({ limit: String(REVERSE_PAGE_SIZE), offset: String(2 * REVERSE_PAGE_SIZE), sales_channel: "3", end_date: "2026-11-26" });
  });
});
