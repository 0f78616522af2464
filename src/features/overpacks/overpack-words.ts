import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Overpack } from "../../api/schemas/overpacks";
import { formatNumber } from "../../ui/format/number";
import { countryName } from "../../ui/country-options";
import { intlLocale } from "../../ui/format/locale";

/** "40 × 30 × 20 cm" in the user's locale. */
export function dimensionsText(overpack: Pick<Overpack, "length" | "width" | "height">, i18n: I18n): string {
  const size = (value: number) => formatNumber(value, { maximumFractionDigits: 1 }, i18n);
  const [length, width, height] = [size(overpack.length), size(overpack.width), size(overpack.height)];
  return i18n._(msg`${length} × ${width} × ${height} cm`);
}

/** "2.5 kg" in the user's locale. */
export const weightText = (kilograms: number, i18n: I18n) => {
  const weight = formatNumber(kilograms, { maximumFractionDigits: 3 }, i18n);
  return i18n._(msg`${weight} kg`);
};

/** The destination's name, or a dash while the bag is empty. */
export const destinationText = (code: string | null, i18n: I18n) => (code === null ? "—" : countryName(code, intlLocale(i18n)));

export const yesNo = (value: boolean, i18n: I18n) => (value ? i18n._(msg`Yes`) : i18n._(msg`No`));

/** A country's name in the interface language. */
export const countryText = (code: string, i18n: I18n) => countryName(code, intlLocale(i18n));
