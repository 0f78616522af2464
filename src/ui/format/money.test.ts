import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import type { Locale } from "../../domain/languages";
import { INTL_LOCALE } from "./locale";
import { formatMoney } from "./money";

const i18nFor = (locale: Locale) => setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: {} } });
/** ICU puts a no-break space between "R$" and the amount in Portuguese; compare plain spaces. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("formatMoney", () => {
  it("shows exactly two decimals: comma decimals and dot thousands in Portuguese", () => {
    expect(formatMoney(1234.5, undefined, i18nFor("pt_BR"))).toBe("1.234,50");
    expect(formatMoney(1234.5, undefined, i18nFor("en"))).toBe("1,234.50");
    expect(formatMoney(1234.5, undefined, i18nFor("zh_CN"))).toBe("1,234.50");
    expect(formatMoney(1234.567, undefined, i18nFor("en"))).toBe("1,234.57");
    expect(formatMoney(7, undefined, i18nFor("pt_BR"))).toBe("7,00");
  });

  it("shows zero with its cents, and never a negative zero (spec: zero shows as 0.00)", () => {
    expect(formatMoney(0, undefined, i18nFor("en"))).toBe("0.00");
    expect(formatMoney(0, undefined, i18nFor("zh_CN"))).toBe("0.00");
    expect(formatMoney(0, undefined, i18nFor("pt_BR"))).toBe("0,00");
    expect(formatMoney(-0, undefined, i18nFor("en"))).toBe("0.00");
    expect(formatMoney(-0.001, undefined, i18nFor("pt_BR"))).toBe("0,00");
    expect(formatMoney(-12.3, undefined, i18nFor("en"))).toBe("-12.30");
  });

  it("adds the currency the locale's way (the balance is in Brazilian real)", () => {
    expect(plain(formatMoney(1234.5, "BRL", i18nFor("pt_BR")))).toBe("R$ 1.234,50");
    expect(plain(formatMoney(0, "BRL", i18nFor("pt_BR")))).toBe("R$ 0,00");
    expect(plain(formatMoney(-1234.5, "BRL", i18nFor("pt_BR")))).toBe("-R$ 1.234,50");
    expect(formatMoney(1234.5, "BRL", i18nFor("en"))).toBe("R$1,234.50");
    expect(formatMoney(1234.5, "USD", i18nFor("zh_CN"))).toBe("US$1,234.50");
  });

  it("keeps two decimals even for a currency that has none of its own", () => {
    expect(plain(formatMoney(1234.5, "JPY", i18nFor("en")))).toBe("¥1,234.50");
  });
});
