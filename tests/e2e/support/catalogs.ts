import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The interface languages, as the catalogs' folders name them (locales/{locale}/*.po). */
export type CatalogLocale = "en" | "zh_CN" | "pt_BR";

const catalogs = new Map<CatalogLocale, Map<string, string>>();

/**
 * The portal's catalogs of a language (src/app/i18n.ts): messages.po, shell.po, labels.po and one per feature
 * in features/. The tracking page's and the terms' catalogs are not the portal's screens.
 */
function portalCatalogFiles(locale: CatalogLocale): string[] {
  const folder = fileURLToPath(new URL(`../../../locales/${locale}/`, import.meta.url));
  const features = readdirSync(join(folder, "features")).filter((file) => file.endsWith(".po"));
  const topLevel = ["messages.po", "shell.po", "labels.po"].map((file) => join(folder, file));
  return [...topLevel, ...features.map((file) => join(folder, "features", file))];
}

/** msgid to msgstr of a language's portal catalogs; continuation lines and C escapes as Lingui writes them. */
function readCatalog(locale: CatalogLocale): Map<string, string> {
  const cached = catalogs.get(locale);
  if (cached) return cached;
  const entries = new Map<string, string>();
  let entry: { msgctxt: string; msgid: string; msgstr: string } | undefined;
  let field: "msgctxt" | "msgid" | "msgstr" | undefined;
  const flush = () => {
    // A message with a context is another message: it never stands for the one without.
    if (entry?.msgid) entries.set(entry.msgctxt ? `${entry.msgctxt}\u0004${entry.msgid}` : entry.msgid, entry.msgstr);
    entry = undefined;
    field = undefined;
  };
  const lines = portalCatalogFiles(locale).flatMap((file) => [...readFileSync(file, "utf8").split(/\r?\n/), ""]);
  for (const line of lines) {
    const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === "msgid" || start[1] === "msgctxt") {
        if (start[1] === "msgid" && entry && field !== "msgid" && field !== "msgctxt") flush();
        entry ??= { msgctxt: "", msgid: "", msgstr: "" };
      }
      field = start[1] as "msgctxt" | "msgid" | "msgstr";
      if (entry) entry[field] += JSON.parse(start[2]!) as string;
    } else if (/^".*"$/.test(line) && field && entry) {
      entry[field] += JSON.parse(line) as string;
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  catalogs.set(locale, entries);
  return entries;
}

/**
 * What the built app shows for an English message in `locale`, read from the catalog the build
 * compiled, with `{name}` placeholders filled in. Fails when the catalog has no translation, so a
 * test never passes on a string that fell back to English. Tests of a language change read the
 * catalog instead of copying its strings: a better translation does not break them.
 */
export function translated(locale: CatalogLocale, message: string, values: Record<string, string> = {}): string {
  const text = readCatalog(locale).get(message);
  if (!text) throw new Error(`The catalogs of locales/${locale}/ have no translation of "${message}"`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** `translated` for a message with a context (msgctxt), which is another message than the one without. */
export function translatedInContext(locale: CatalogLocale, context: string, message: string): string {
  if (locale === "en") return message;
  const text = readCatalog(locale).get(`${context}\u0004${message}`);
  if (!text) throw new Error(`The catalogs of locales/${locale}/ have no "${message}" in context "${context}"`);
  return text;
}

/** How a page object names what it finds: an English message, with `{name}` values, as the screen shows it. */
export type UiText = (message: string, values?: Record<string, string>) => string;

/** English as it is, with its `{name}` placeholders filled in (no catalog read). */
export const english: UiText = (message, values = {}) => message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The texts of `locale`: English as it is, another language from its catalogs (`translated`). */
export const uiText = (locale: CatalogLocale): UiText => (locale === "en" ? english : (message, values) => translated(locale, message, values));
