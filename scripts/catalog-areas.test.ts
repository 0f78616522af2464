import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SHELL_MODULES_USED_OUTSIDE } from "../lingui.config.ts";

/**
 * A screen's texts are in the catalog of its feature folder (lingui.config.ts), and the app loads
 * the catalogs a screen names with its code (src/app/i18n.ts). A catalog left out would show, in
 * production, message ids instead of words (the build strips the English from the code). These
 * checks read the source: what each lazily loaded part imports decides which catalogs it needs.
 */

const ROOT = resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
/** Imports and re-exports that load code with the module (not `import type`, not `import()`). */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gm;
/** Every import of code, also `import()`: what a module may load at some point. */
const ANY_IMPORT = /(?:^(?:import|export)\s+(?!type\b)[^;]*?from\s+|import\s*\(\s*)["']([^"']+)["']/gm;

/** The source file an import names, relative to the repository ("src/app/routes/home-route.tsx"). */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = relative(ROOT, resolve(ROOT, dirname(fromFile), specifier));
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => `${base}${ext}`).find((file) => existsSync(join(ROOT, file)) && !file.endsWith("/"));
}

const importsOf = (file: string, pattern = ANY_IMPORT) =>
  [...read(file).matchAll(pattern)].map((match) => resolveImport(file, match[1] ?? "")).filter((found): found is string => found !== undefined);

/**
 * The folders of src/features whose code loads with a module, following its static imports
 * within src/app (what it loads later, with import(), brings its own catalogs).
 */
function featureFoldersReached(file: string, seen = new Set<string>()): Set<string> {
  const folders = new Set<string>();
  if (seen.has(file)) return folders;
  seen.add(file);
  const feature = /^src\/features\/([^/]+)\//.exec(file);
  if (feature) return folders.add(feature[1]!);
  if (!file.startsWith("src/app/")) return folders;
  for (const imported of importsOf(file, STATIC_IMPORT)) for (const folder of featureFoldersReached(imported, seen)) folders.add(folder);
  return folders;
}

/** Where lazily loaded parts name their catalogs: `screen([...], () => import(...))`, `withTexts(...)`. */
const LOADERS = { "src/app/routes/route-table.ts": "screen", "src/app/shell/top-bar-widgets.tsx": "withTexts" };

describe("each lazily loaded screen or widget names the catalogs of the features it shows", () => {
  const loadersOf = (file: string, helper: string) =>
    [...read(file).matchAll(new RegExp(`\\b${helper}\\(\\s*\\[([^\\]]*)\\]\\s*,\\s*\\(\\)\\s*=>\\s*import\\(\\s*["']([^"']+)["']\\s*\\)`, "g"))].map(([, names, specifier]) => ({
      module: resolveImport(file, specifier!) ?? specifier!,
      catalogs: [...names!.matchAll(/["']([^"']+)["']/g)].map((name) => name[1]).sort(),
    }));
  const screens = Object.entries(LOADERS).flatMap(([file, helper]) => loadersOf(file, helper));

  it.each(Object.entries(LOADERS))("reads every loader of %s", (file, helper) => {
    expect(loadersOf(file, helper).length).toBe(read(file).match(new RegExp(`\\b${helper}\\(`, "g"))!.length);
  });

  it.each(screens.map((screen) => [screen.module, screen] as const))("%s", (_module, screen) => {
    expect(existsSync(join(ROOT, screen.module))).toBe(true);
    expect(screen.catalogs).toEqual([...featureFoldersReached(screen.module)].sort());
  });

  it("names only catalogs that exist", () => {
    for (const screen of screens) for (const name of screen.catalogs) expect(existsSync(join(ROOT, `locales/en/features/${name}.po`)), name).toBe(true);
  });
});

describe("the shell catalog holds only texts shown inside the shell", () => {
  it("lingui.config.ts keeps in the start catalog every module of src/app/shell that other parts import", () => {
    const sourceFiles = (folder: string): string[] =>
      readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
        const path = `${folder}/${entry.name}`;
        if (entry.isDirectory()) return sourceFiles(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
      });
    const outside = sourceFiles("src").filter((file) => !file.startsWith("src/app/shell/") && !file.startsWith("src/tracking/"));
    const used = new Set<string>();
    const visit = (file: string) => {
      if (used.has(file)) return;
      used.add(file);
      for (const imported of importsOf(file)) if (imported.startsWith("src/app/shell/")) visit(imported);
    };
    // The shell itself loads lazily with the shell catalog (access-gate.tsx); every other import counts.
    for (const file of outside.filter((file) => file !== "src/app/routes/access-gate.tsx")) {
      for (const imported of importsOf(file)) if (imported.startsWith("src/app/shell/")) visit(imported);
    }
    expect([...used].sort()).toEqual([...SHELL_MODULES_USED_OUTSIDE].sort());
  });
});
