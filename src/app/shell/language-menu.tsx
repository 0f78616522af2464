import { useId } from "react";
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useLingui } from "@lingui/react/macro";
import { paths } from "../../config/paths";
import { LOCALES, type Locale } from "../../domain/languages";
import { LANGUAGE_OPTIONS, isLocale } from "./language-options";
import { INTL_LOCALE } from "../../ui/format/locale";
import { Icon } from "../../ui/icon";
import { switchLanguage } from "./switch-language";
import styles from "./shell-menu.module.css";

export { LANGUAGE_CHOICES, LANGUAGE_OPTIONS } from "./language-options";

/** The top bar's language button: the current language with its flag, and the three choices. */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const currentId = useId();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : "en";
  const { name, flag } = LANGUAGE_OPTIONS[current];

  return (
    <Menu>
      <MenuButton className={`${styles.button} ${styles.language}`} aria-label={t`Language`} aria-describedby={currentId}>
        <img src={paths.flag(flag)} alt="" width={24} height={16} className={styles.flag} />
        <span id={currentId} className={styles.buttonText} lang={INTL_LOCALE[current]}>
          {name}
        </span>
        <Icon name="chevron" size={16} />
      </MenuButton>
      <MenuItems anchor={{ to: "bottom end", gap: 4 }} className={styles.items}>
        {LOCALES.map((locale) => (
          <MenuItem key={locale}>
            <button type="button" className={styles.item} lang={INTL_LOCALE[locale]} aria-current={locale === current || undefined} onClick={() => void switchLanguage(locale)}>
              <img src={paths.flag(LANGUAGE_OPTIONS[locale].flag)} alt="" width={24} height={16} className={styles.flag} />
              {LANGUAGE_OPTIONS[locale].name}
              {locale === current && (
                <span className={styles.check} aria-hidden="true">
                  ✓
                </span>
              )}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
