import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react";
import type { Locale } from "../../domain/languages";

const loaders: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import("../../../locales/en/terms.po"),
  zh_CN: () => import("../../../locales/zh_CN/terms.po"),
  pt_BR: () => import("../../../locales/pt_BR/terms.po"),
};

/** Loads the terms catalog of the active language once the dialog opens (again on a switch). */
export function useTermsCatalog(open: boolean): boolean {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!open || loadedFor === locale || !loaders[locale]) return;
    let current = true;
    void loaders[locale]().then(({ messages }) => {
      // load() merges into the language's messages, leaving the main catalog in place.
      i18n.load(locale, messages as never);
      if (current) setLoadedFor(locale);
    });
    return () => {
      current = false;
    };
  }, [open, locale, loadedFor, i18n]);
  return loadedFor === locale;
}
