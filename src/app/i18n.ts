import { type Messages, i18n } from "@lingui/core";
import { INTL_LOCALE, LANGUAGE_STORAGE_KEY, type Locale, chooseLocale } from "../domain/languages";

/**
 * The portal's texts come in catalogs (lingui.config.ts), each a chunk of its own, so a page
 * downloads only the texts it can show:
 * - locales/{locale}/messages.po: the sign-in frame and shared components, loaded before the
 *   first paint;
 * - locales/{locale}/shell.po: the signed-in frame (menus, top bar), loaded with the shell;
 * - locales/{locale}/labels.po: statuses, issues and categories, loaded with the screens showing them;
 * - locales/{locale}/features/{area}.po: the texts of src/features/{area}, loaded with that area's
 *   screens (src/app/routes/route-table.ts names them) before they render.
 * Loaded catalogs add up (Lingui's load merges); a language switch loads every area already
 * loaded, in the new language, before it shows anything in it.
 */

/** Stored choice, else the browser's first language we speak, else English. */
export function detectLocale(stored = localStorage.getItem(LANGUAGE_STORAGE_KEY), browser: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  return chooseLocale(stored, browser);
}

/** The area of a catalog: "shell", "labels", or a folder of src/features ("orders", "pickups"...). */
export type CatalogArea = string;

const START_CATALOG = "messages";
/** Catalogs beside messages.po rather than in features/. */
const TOP_LEVEL_CATALOGS = new Set([START_CATALOG, "shell", "labels"]);
/** The sign-in page's catalogs, listed in the start chunk; every other one's loader is in catalog-files.ts. */
const startCatalogFiles = import.meta.glob<{ messages: Messages }>(["../../locales/*/messages.po", "../../locales/*/features/auth.po"]);
const catalogFile = (locale: Locale, catalog: string) => `../../locales/${locale}/${TOP_LEVEL_CATALOGS.has(catalog) ? "" : "features/"}${catalog}.po`;

type CatalogLoader = () => Promise<{ messages: Messages }>;
let otherCatalogFiles: Promise<Record<string, CatalogLoader>> | undefined;
/** The loader of a catalog's file, or undefined for a catalog that does not exist. */
async function catalogLoader(path: string): Promise<CatalogLoader | undefined> {
  const start = startCatalogFiles[path];
  if (start) return start;
  otherCatalogFiles ??= import("./catalog-files").then((module) => module.CATALOG_FILES);
  // A failed download (offline before it was cached) is tried again next time.
  otherCatalogFiles.catch(() => (otherCatalogFiles = undefined));
  return (await otherCatalogFiles)[path];
}

/** Catalogs loaded or loading, by language ("pt_BR messages", "pt_BR orders"). */
const loading = new Map<string, Promise<void>>();
/** Areas whose texts the app has asked for: a language switch loads them again in the new language. */
const areasInUse = new Set<CatalogArea>();
/** The language being switched to, or the active one: what newly asked-for areas load in. */
let targetLocale: Locale | undefined;

function loadCatalog(locale: Locale, catalog: string): Promise<void> {
  const key = `${locale} ${catalog}`;
  const known = loading.get(key);
  if (known) return known;
  const path = catalogFile(locale, catalog);
  const load = catalogLoader(path).then(async (file) => {
    if (!file) throw new Error(`No catalog ${path}: is "${catalog}" a folder of src/features? (npm run extract)`);
    i18n.load(locale, (await file()).messages);
  });
  loading.set(key, load);
  // A failed download (offline before it was cached) is tried again next time.
  load.catch(() => loading.delete(key));
  return load;
}

/** Shows the app in `locale` once its start catalog and the catalogs of the areas in use are loaded. */
export async function activateLocale(locale: Locale): Promise<void> {
  targetLocale = locale;
  try {
    await Promise.all([loadCatalog(locale, START_CATALOG), ...[...areasInUse].map((area) => loadCatalog(locale, area))]);
  } catch (error) {
    // Not switched (a catalog could not be fetched): screens opened next load the shown language.
    if (targetLocale === locale) targetLocale = (i18n.locale as Locale) || undefined;
    throw error;
  }
  // A later switch has started meanwhile: it decides what is shown.
  if (targetLocale !== locale) return;
  i18n.activate(locale, [INTL_LOCALE[locale], "en"]);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  document.documentElement.lang = INTL_LOCALE[locale];
}

/**
 * Loads the texts of these areas in the current language (or the one being switched to). Screens
 * await it with their code, so they never show before their texts.
 */
export async function loadCatalogs(areas: readonly CatalogArea[]): Promise<void> {
  const known = await Promise.all(areas.map(async (area) => (await catalogLoader(catalogFile("en", area))) !== undefined));
  const unknown = areas.find((_, index) => !known[index]);
  if (unknown !== undefined) throw new Error(`No catalog ${catalogFile("en", unknown)}: is "${unknown}" a folder of src/features? (npm run extract)`);
  for (const area of areas) areasInUse.add(area);
  for (;;) {
    const locale = targetLocale ?? (i18n.locale as Locale);
    await Promise.all(areas.map((area) => loadCatalog(locale, area)));
    // A language switch that began meanwhile may have read the areas in use before these joined.
    if ((targetLocale ?? i18n.locale) === locale) return;
  }
}

export { i18n };
