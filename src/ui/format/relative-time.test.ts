import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import type { Locale } from "../../domain/languages";
import { INTL_LOCALE } from "./locale";
import { formatRelativeTime } from "./relative-time";

/** No catalog loaded: the source (English) words of our own messages, Intl's words for the rest. */
const i18nFor = (locale: Locale) => setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: {} } });

const NOW = new Date("2025-03-05T12:00:00Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365.2425 * DAY;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const ahead = (ms: number) => new Date(NOW.getTime() + ms);

describe("formatRelativeTime in English", () => {
  const en = i18nFor("en");
  const rel = (date: Date) => formatRelativeTime(date, NOW, en);

  it("runs from seconds through minutes, hours, days, weeks, months and years", () => {
    expect(rel(NOW)).toBe("now");
    expect(rel(ago(400))).toBe("now");
    expect(rel(ago(30 * SECOND))).toBe("30 seconds ago");
    expect(rel(ago(5 * MINUTE))).toBe("5 minutes ago");
    expect(rel(ago(3 * HOUR))).toBe("3 hours ago");
    expect(rel(ago(1 * DAY))).toBe("yesterday");
    expect(rel(ago(3 * DAY))).toBe("3 days ago");
    expect(rel(ago(14 * DAY))).toBe("2 weeks ago");
    expect(rel(ago(65 * DAY))).toBe("2 months ago");
    expect(rel(ago(YEAR))).toBe("last year");
    expect(rel(ago(99 * YEAR))).toBe("99 years ago");
  });

  it("counts whole units, rounded toward zero", () => {
    expect(rel(ago(59 * MINUTE + 59 * SECOND))).toBe("59 minutes ago");
    expect(rel(ago(HOUR))).toBe("1 hour ago");
    expect(rel(ago(6 * DAY + 23 * HOUR))).toBe("6 days ago");
    expect(rel(ago(7 * DAY))).toBe("last week");
  });

  it("words the future too", () => {
    expect(rel(ahead(45 * SECOND))).toBe("in 45 seconds");
    expect(rel(ahead(DAY))).toBe("tomorrow");
    expect(rel(ahead(3 * YEAR))).toBe("in 3 years");
  });

  it("goes on to centuries, which Intl lacks (spec: seconds up to centuries)", () => {
    expect(rel(ago(100 * YEAR))).toBe("1 century ago");
    expect(rel(ago(250 * YEAR))).toBe("2 centuries ago");
    expect(rel(ahead(100 * YEAR))).toBe("in 1 century");
    expect(rel(ahead(300 * YEAR))).toBe("in 3 centuries");
  });

  it("takes the API's ISO strings and shows nothing for a broken one", () => {
    expect(formatRelativeTime("2025-03-05T11:55:00Z", NOW, en)).toBe("5 minutes ago");
    expect(formatRelativeTime("2025-03-05T11:55:00Z", "2025-03-05T12:00:00Z", en)).toBe("5 minutes ago");
    expect(formatRelativeTime("garbage", NOW, en)).toBe("");
  });
});

describe("formatRelativeTime in Chinese", () => {
  const zh = i18nFor("zh_CN");
  const rel = (date: Date) => formatRelativeTime(date, NOW, zh);

  it("uses the Chinese words of Intl", () => {
    expect(rel(NOW)).toBe("现在");
    expect(rel(ago(5 * MINUTE))).toBe("5分钟前");
    expect(rel(ago(3 * HOUR))).toBe("3小时前");
    expect(rel(ago(DAY))).toBe("昨天");
    expect(rel(ahead(14 * DAY))).toBe("2周后");
    expect(rel(ago(YEAR))).toBe("去年");
  });
});

describe("formatRelativeTime in Portuguese", () => {
  const pt = i18nFor("pt_BR");
  const rel = (date: Date) => formatRelativeTime(date, NOW, pt);

  it("uses the Portuguese words of Intl", () => {
    expect(rel(NOW)).toBe("agora");
    expect(rel(ago(5 * MINUTE))).toBe("há 5 minutos");
    expect(rel(ago(DAY))).toBe("ontem");
    expect(rel(ahead(14 * DAY))).toBe("em 2 semanas");
    expect(rel(ago(YEAR))).toBe("ano passado");
  });
});
