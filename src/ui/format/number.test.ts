import { describe, expect, it } from "vitest";
import { i18n, setupI18n } from "@lingui/core";
import type { Locale } from "../../domain/languages";
import { INTL_LOCALE, intlLocale } from "./locale";
import { formatNumber } from "./number";

/** A Lingui instance of its own per locale, activated the way src/app/i18n.ts does it. */
const i18nFor = (locale: Locale) => setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: {} } });

describe("intlLocale", () => {
  it("maps each interface locale to its Intl tag (spec: en-US, zh-Hans-CN, pt-BR)", () => {
    expect(intlLocale(i18nFor("en"))).toBe("en-US");
    expect(intlLocale(i18nFor("zh_CN"))).toBe("zh-Hans-CN");
    expect(intlLocale(i18nFor("pt_BR"))).toBe("pt-BR");
  });

  it("falls back to English for a locale we do not ship, even one named like an Object key", () => {
    expect(intlLocale({ locale: "fr" })).toBe("en-US");
    expect(intlLocale({ locale: "constructor" })).toBe("en-US");
  });
});

describe("formatNumber", () => {
  it("groups thousands and marks decimals the locale's way", () => {
    expect(formatNumber(1234567.891, undefined, i18nFor("en"))).toBe("1,234,567.891");
    expect(formatNumber(1234567.891, undefined, i18nFor("zh_CN"))).toBe("1,234,567.891");
    expect(formatNumber(1234567.891, undefined, i18nFor("pt_BR"))).toBe("1.234.567,891");
  });

  it("passes Intl options through", () => {
    expect(formatNumber(0.256, { style: "percent" }, i18nFor("en"))).toBe("26%");
    expect(formatNumber(2.5, { maximumFractionDigits: 0 }, i18nFor("pt_BR"))).toBe("3");
  });
});

describe("the default Lingui instance", () => {
  it("is the one the app activates, so a caller may leave i18n out", () => {
    i18n.loadAndActivate({ locale: "pt_BR", locales: ["pt-BR"], messages: {} });
    expect(formatNumber(1234.5)).toBe("1.234,5");
    i18n.loadAndActivate({ locale: "en", locales: ["en-US"], messages: {} });
    expect(formatNumber(1234.5)).toBe("1,234.5");
  });
});
