import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import type { Locale } from "../../domain/languages";
import { formatDate, formatDateTime } from "./date";
import { INTL_LOCALE } from "./locale";

const i18nFor = (locale: Locale) => setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: {} } });
/** Newer ICU versions put a narrow no-break space before "PM"; compare plain spaces. */
const plain = (text: string) => text.replace(/\s/g, " ");

const MOMENT = "2025-03-05T14:07:00Z";
const UTC = { timeZone: "UTC" };

describe("formatDate", () => {
  it("writes the date in the active locale", () => {
    expect(formatDate(MOMENT, UTC, i18nFor("en"))).toBe("Mar 5, 2025");
    expect(formatDate(MOMENT, UTC, i18nFor("zh_CN"))).toBe("2025年3月5日");
    expect(formatDate(MOMENT, UTC, i18nFor("pt_BR"))).toBe("5 de mar. de 2025");
  });

  it("takes a Date or milliseconds as well as the API's ISO strings", () => {
    expect(formatDate(new Date(MOMENT), UTC, i18nFor("en"))).toBe("Mar 5, 2025");
    expect(formatDate(Date.parse(MOMENT), UTC, i18nFor("en"))).toBe("Mar 5, 2025");
  });

  it("uses the visitor's time zone: the same moment is another day in Tokyo", () => {
    const lateEvening = "2025-03-05T20:00:00Z";
    expect(formatDate(lateEvening, { timeZone: "Asia/Tokyo" }, i18nFor("en"))).toBe("Mar 6, 2025");
    // Without a zone, the runtime's own one: what Intl gives for this environment.
    expect(formatDate(lateEvening, {}, i18nFor("en"))).toBe(new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date(lateEvening)));
  });

  it("shows nothing for a value that is not a date instead of throwing", () => {
    expect(formatDate("not a date", UTC, i18nFor("en"))).toBe("");
    expect(formatDateTime(Number.NaN, UTC, i18nFor("pt_BR"))).toBe("");
  });
});

describe("formatDateTime", () => {
  it("adds hours and minutes the locale's way", () => {
    expect(plain(formatDateTime(MOMENT, UTC, i18nFor("en")))).toBe("Mar 5, 2025, 2:07 PM");
    expect(plain(formatDateTime(MOMENT, UTC, i18nFor("zh_CN")))).toBe("2025年3月5日 14:07");
    expect(plain(formatDateTime(MOMENT, UTC, i18nFor("pt_BR")))).toBe("5 de mar. de 2025, 14:07");
  });

  it("shifts the time into the visitor's zone", () => {
    expect(plain(formatDateTime(MOMENT, { timeZone: "America/Sao_Paulo" }, i18nFor("pt_BR")))).toBe("5 de mar. de 2025, 11:07");
  });
});
