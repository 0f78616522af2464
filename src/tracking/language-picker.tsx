/** @jsxImportSource preact */
import { t } from "@lingui/core/macro";
import { LANGUAGE_NAMES, LOCALES, type Locale, isLocale } from "../domain/languages";
import { switchLocale } from "./i18n";

/** A native select: light, and every phone gives it a usable picker. Names are never translated. */
export function LanguagePicker({ locale }: { locale: Locale }) {
  return (
    <div class="language-picker">
      <label for="language">{t`Language`}</label>
      <select
        id="language"
        value={locale}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLocale(chosen)) switchLocale(chosen);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code.replace("_", "-")}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
