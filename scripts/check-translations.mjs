#!/usr/bin/env node
/**
 * Refreshes the catalogs from the source (`lingui extract --clean`), then checks that every
 * message is translated in each target locale and keeps the source's placeholders ({name}, <0>…</0>).
 * Exits 1 on any problem. Usage: node scripts/check-translations.mjs (npm run check:translations).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { checkCatalog, formatProblems, parsePo } from "./translation-check-lib.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Mirrors lingui.config.ts (sourceLocale, locales, catalogs[0].path). */
const SOURCE_LOCALE = "en";
const TARGET_LOCALES = ["zh_CN", "pt_BR"];
const catalogPath = (locale) => join(ROOT, "locales", locale, "messages.po");

const extract = spawnSync("npx", ["lingui", "extract", "--clean"], { cwd: ROOT, stdio: "inherit", shell: process.platform === "win32" });
if (extract.error || extract.status !== 0) {
  console.error(`\nTranslations: "lingui extract --clean" failed${extract.error ? `: ${extract.error.message}` : ` (exit ${extract.status ?? extract.signal})`}.`);
  process.exit(1);
}

const read = (locale) => {
  const file = catalogPath(locale);
  try {
    return parsePo(readFileSync(file, "utf8"));
  } catch (error) {
    console.error(`Translations: cannot read ${relative(ROOT, file)}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
};

const source = read(SOURCE_LOCALE);
let total = 0;
const reports = [];
for (const locale of TARGET_LOCALES) {
  const result = checkCatalog(source, read(locale));
  total = result.total;
  if (result.problems.length > 0) reports.push(`${formatProblems(locale, result.problems)}\n  (${relative(ROOT, catalogPath(locale))})`);
}

console.log("");
if (reports.length > 0) {
  console.error(`Translations: problems found (${total} messages in the source catalog)\n`);
  console.error(reports.join("\n\n"));
  process.exit(1);
}
console.log(`Translations: ${total} messages complete in ${TARGET_LOCALES.join(", ")}`);
