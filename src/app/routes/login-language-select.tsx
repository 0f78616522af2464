import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { LANGUAGE_CHOICES, isLocale } from "../shell/language-options";
import styles from "./login-language-select.module.css";

/** A plain select on the sign-in page, for a visitor whose browser speaks another language. */
export function LoginLanguageSelect() {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <div className={styles.language}>
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const locale = event.target.value;
          // The switch (and its call to store the choice) loads when used: most visitors never do.
          if (isLocale(locale)) void import("../shell/switch-language").then((m) => m.switchLanguage(locale));
        }}
      >
        {LANGUAGE_CHOICES.map((choice) => (
          <option key={choice.locale} value={choice.locale}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}
