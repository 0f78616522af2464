#!/usr/bin/env node
/**
 * The translation check (a step of `npm test`). Two questions, and it never writes a tracked file:
 *
 * 1. Are the tracked catalogs what extraction makes from the source? `lingui extract --clean` runs
 *    on a temporary copy of the catalogs; any difference (new, changed or no longer used messages)
 *    fails the check with the list and what to do (`npm run extract`, then translate). Extracting
 *    in place would hide the problem: the run would pass and leave the work tree changed.
 * 2. Is every message of the source locale translated in each target locale, keeping the
 *    source's placeholders ({name}, <0>…</0>)?
 * 3. Does each target locale translate one English message alike in every catalog that holds it?
 *
 * Exits 1 on any problem. Usage: node scripts/check-translations.mjs [project folder]
 * (npm run check:translations). The folder (default: this repository) holds the Lingui config;
 * its catalogs, locales and source are read from that config.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { checkCatalog, diffCatalogs, findInconsistentTranslations, formatCatalogChanges, formatInconsistencies, formatProblems, parsePo } from "./translation-check-lib.mjs";

const REPOSITORY = join(dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = resolve(process.argv[2] ?? REPOSITORY);
// Lingui's own CLI and config loader (the CLI's dependency), so the config is read as `lingui` reads it.
const cliIndex = createRequire(import.meta.url).resolve("@lingui/cli"); // its dist/index.js
const LINGUI_CLI = join(dirname(cliIndex), "lingui.js");
const { getConfig } = await import(pathToFileURL(createRequire(cliIndex).resolve("@lingui/conf")).href);
const { getCatalogs } = await import(pathToFileURL(createRequire(cliIndex).resolve("@lingui/cli/api")).href);
const ROOT_DIR_TOKEN = "<rootDir>";
const PO = ".po";

const config = getConfig({ cwd: ROOT });
const SOURCE_LOCALE = config.sourceLocale;
const TARGET_LOCALES = config.locales.filter((locale) => locale !== SOURCE_LOCALE);
/**
 * Each catalog's path without locale and extension, relative to the project ("locales/{locale}/messages"),
 * as Lingui lists them: a configured path with {name} is one catalog per matching source folder
 * ("locales/{locale}/features/orders").
 */
const catalogs = (await getCatalogs(config)).map((catalog) => relative(config.rootDir, catalog.path));
const catalogFile = (base, catalog, locale) => join(base, `${catalog.replace("{locale}", locale)}${PO}`);
const show = (file) => relative(ROOT, file);

const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const read = (file) => {
  try {
    return parsePo(readFileSync(file, "utf8"));
  } catch (error) {
    return fail(`Translations: cannot read ${show(file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

// 1. Extract into a copy of the catalogs, with the project's own config pointed at the copy.
const scratch = mkdtempSync(join(tmpdir(), "check-translations-"));
let staleReport = "";
try {
  for (const catalog of catalogs) {
    for (const locale of config.locales) {
      const tracked = catalogFile(ROOT, catalog, locale);
      if (!existsSync(tracked)) continue;
      const copy = catalogFile(scratch, catalog, locale);
      mkdirSync(dirname(copy), { recursive: true });
      cpSync(tracked, copy);
    }
  }
  const scratchConfig = join(scratch, "lingui.config.mjs");
  writeFileSync(
    scratchConfig,
    [
      `import config from ${JSON.stringify(pathToFileURL(config.resolvedConfigPath).href)};`,
      `const rootDir = ${JSON.stringify(config.rootDir)};`,
      `const scratch = ${JSON.stringify(scratch)};`,
      "export default {",
      "  ...config,",
      "  rootDir,",
      "  catalogs: config.catalogs.map((catalog) => {",
      // A path without the token would make extraction write to the tracked catalog itself.
      `    if (!catalog.path.startsWith(${JSON.stringify(ROOT_DIR_TOKEN)})) throw new Error("catalog paths must start with ${ROOT_DIR_TOKEN}: " + catalog.path);`,
      `    return { ...catalog, path: catalog.path.replace(${JSON.stringify(ROOT_DIR_TOKEN)}, scratch) };`,
      "  }),",
      "};",
      "",
    ].join("\n"),
  );
  const extract = spawnSync(process.execPath, [LINGUI_CLI, "extract", "--clean", "--config", scratchConfig], { cwd: ROOT, encoding: "utf8" });
  if (extract.error || extract.status !== 0) {
    fail(
      `Translations: "lingui extract" failed${extract.error ? `: ${extract.error.message}` : ` (exit ${extract.status ?? extract.signal})`}.\n${extract.stdout ?? ""}${extract.stderr ?? ""}`,
    );
  }
  const diffs = new Map();
  for (const catalog of catalogs) {
    for (const locale of config.locales) {
      const tracked = catalogFile(ROOT, catalog, locale);
      const extracted = catalogFile(scratch, catalog, locale);
      if (!existsSync(extracted)) continue;
      diffs.set(show(tracked), diffCatalogs(existsSync(tracked) ? read(tracked) : [], read(extracted)));
    }
  }
  staleReport = formatCatalogChanges(diffs);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// 2. Completeness of the tracked catalogs.
let total = 0;
const reports = [];
for (const catalog of catalogs) {
  const sourceFile = catalogFile(ROOT, catalog, SOURCE_LOCALE);
  if (!existsSync(sourceFile)) continue;
  const source = read(sourceFile);
  for (const locale of TARGET_LOCALES) {
    const file = catalogFile(ROOT, catalog, locale);
    const result = checkCatalog(source, existsSync(file) ? read(file) : []);
    if (locale === TARGET_LOCALES[0]) total += result.total;
    if (result.problems.length > 0) reports.push(`${formatProblems(locale, result.problems)}\n  (${show(file)})`);
  }
}

// 3. One English message, one translation per language, in every portal catalog that holds it.
// The public tracking page and the terms load catalogs of their own, never with the portal's.
const OWN_PAGE_CATALOGS = ["tracking", "terms"];
const portalCatalogs = catalogs.filter((catalog) => !OWN_PAGE_CATALOGS.some((name) => catalog.endsWith(`/${name}`)));
for (const locale of TARGET_LOCALES) {
  const files = new Map();
  for (const catalog of portalCatalogs) {
    const file = catalogFile(ROOT, catalog, locale);
    if (existsSync(file)) files.set(show(file), read(file));
  }
  const report = formatInconsistencies(locale, findInconsistentTranslations(files));
  if (report) reports.push(report);
}

if (staleReport) console.error(`${staleReport}\n`);
if (reports.length > 0) {
  console.error(`Translations: problems found (${total} messages in the source catalogs)\n`);
  console.error(`${reports.join("\n\n")}\n`);
}
if (staleReport || reports.length > 0) process.exit(1);
console.log(`Translations: ${total} messages in ${catalogs.length} catalogs, up to date with the source and complete in ${TARGET_LOCALES.join(", ")}`);
