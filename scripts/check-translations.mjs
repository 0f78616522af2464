#!/usr/bin/env node
/**
 * Refreshes the catalogs from the source (`lingui extract --clean`), then checks that every
 * message is translated in each target locale and keeps the source's placeholders ({name}, <0>…</0>).
 * Exits 1 on any problem. Usage: node scripts/check-translations.mjs (npm run check:translations).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { checkCatalog, formatProblems, parsePo } from "./translation-check-lib.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Mirrors lingui.config.ts (sourceLocale, locales); every catalog of the source locale is checked. */
const SOURCE_LOCALE = "en";
const TARGET_LOCALES = ["zh_CN", "pt_BR"];
const catalogPath = (locale, catalog) => join(ROOT, "locales", locale, `${catalog}.po`);

const extract = spawnSync("npx", ["lingui", "extract", "--clean"], { cwd: ROOT, stdio: "inherit", shell: process.platform === "win32" });
if (extract.error || extract.status !== 0) {
  console.error(`\nTranslations: "lingui extract --clean" failed${extract.error ? `: ${extract.error.message}` : ` (exit ${extract.status ?? extract.signal})`}.`);
  process.exit(1);
}

const read = (locale, catalog) => {
  const file = catalogPath(locale, catalog);
  try {
    return parsePo(readFileSync(file, "utf8"));
  } catch (error) {
    console.error(`Translations: cannot read ${relative(ROOT, file)}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
};

const catalogs = readdirSync(join(ROOT, "locales", SOURCE_LOCALE))
  .filter((name) => name.endsWith(".po"))
  .map((name) => name.slice(0, -".po".length));
let total = 0;
const reports = [];
for (const catalog of catalogs) {
  const source = read(SOURCE_LOCALE, catalog);
  for (const locale of TARGET_LOCALES) {
    const result = checkCatalog(source, read(locale, catalog));
    if (locale === TARGET_LOCALES[0]) total += result.total;
    if (result.problems.length > 0) reports.push(`${formatProblems(locale, result.problems)}\n  (${relative(ROOT, catalogPath(locale, catalog))})`);
  }
}

console.log("");
if (reports.length > 0) {
  console.error(`Translations: problems found (${total} messages in the source catalog)\n`);
  console.error(reports.join("\n\n"));
  process.exit(1);
}
console.log(`Translations: ${total} messages in ${catalogs.length} catalogs complete in ${TARGET_LOCALES.join(", ")}`);
