import { type ReactNode, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "../../domain/languages";
import { INTL_LOCALE } from "../../ui/format/locale";
import { formatNumber } from "../../ui/format/number";
import { announceSaving, announceSavingFailed } from "../../ui/saving-events";
import styles from "./accessibility-page.module.css";

/** What a language change came to; the caller has already told the user about a failure. */
export type LanguageChangeResult = "saved" | "local" | "failed";

export interface AccessibilityPageProps {
  /** The allowed sizes in percent (spec: 80 to 200). */
  textSizes: readonly number[];
  textSize: number;
  /** Applies the size at once and keeps it for the next visit. */
  onTextSizeChange: (size: number) => void;
  /** Each language named in itself, in the order to offer them. */
  languages: readonly { locale: Locale; name: string }[];
  onLanguageChange: (locale: Locale) => Promise<LanguageChangeResult>;
  /** The seller's measurement units (MeasurementUnitsSection), after text size and language. */
  units?: ReactNode;
}

/**
 * /settings/accessibility: text size, language and units. Text size and language switching live in the
 * app shell (the top bar uses them too), so src/app passes them in rather than this feature
 * reaching up into src/app.
 */
export function AccessibilityPage({ textSizes, textSize, onTextSizeChange, languages, onLanguageChange, units }: AccessibilityPageProps) {
  const { i18n } = useLingui();
  // Shown as chosen at once, while the language's texts load and the server stores it.
  const [choosing, setChoosing] = useState<Locale | null>(null);
  const shownLocale = choosing ?? i18n.locale;

  const chooseTextSize = (size: number) => {
    onTextSizeChange(size);
    // Stored on this device at once: the top bar confirms it like any other save.
    announceSaving(true);
    announceSaving(false);
  };

  const chooseLanguage = async (locale: Locale) => {
    setChoosing(locale);
    announceSaving(true);
    let result: LanguageChangeResult = "failed";
    try {
      result = await onLanguageChange(locale);
    } finally {
      // Even if the change threw, the indicator must not keep spinning.
      if (result === "failed") announceSavingFailed();
      else announceSaving(false);
      setChoosing(null);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="accessibility-title">
      <h1 id="accessibility-title">
        <Trans>Accessibility</Trans>
      </h1>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Text size</Trans>
        </legend>
        <div className={styles.options}>
          {textSizes.map((size) => (
            <label key={size} className={styles.option}>
              <input type="radio" name="text-size" value={size} checked={size === textSize} onChange={() => chooseTextSize(size)} />
              {formatNumber(size / 100, { style: "percent" }, i18n)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Language</Trans>
        </legend>
        <div className={styles.options}>
          {languages.map(({ locale, name }) => (
            <label key={locale} className={styles.option} lang={INTL_LOCALE[locale]}>
              <input type="radio" name="language" value={locale} checked={locale === shownLocale} onChange={() => void chooseLanguage(locale)} />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      {units}
    </section>
  );
}
