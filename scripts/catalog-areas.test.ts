import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { SCREEN_LABEL_MODULES, SHELL_MODULES_USED_OUTSIDE } from "../lingui.config.ts";

/**
 * The portal's texts are in several catalogs (lingui.config.ts), and the app loads a catalog with
 * the screens and widgets that name it (src/app/i18n.ts). A catalog left out would show, in
 * production, message ids instead of words (the build strips the English from the code). These
 * checks read the source: what each lazily loaded part imports decides which catalogs it needs,
 * each file's catalog as `lingui extract` assigns it.
 */

const ROOT = resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** Catalogs loaded before anything that names catalogs renders: the start one, and the shell's around every screen. */
const ALWAYS_THERE = new Set(["messages", "shell"]);

/** Imports and re-exports that load code with the module (not `import type`, not `import()`). */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gm;
/** Every import of code, also `import()`: what a module may load at some point. */
const ANY_IMPORT = /(?:^(?:import|export)\s+(?!type\b)[^;]*?from\s+|import\s*\(\s*)["']([^"']+)["']/gm;

/** The source file an import names, relative to the repository ("src/app/routes/home-route.tsx"). */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = relative(ROOT, resolve(ROOT, dirname(fromFile), specifier));
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => `${base}${ext}`).find((file) => existsSync(join(ROOT, file)) && !file.endsWith("/") && /\.tsx?$/.test(file));
}

const importsOf = (file: string, pattern = ANY_IMPORT) =>
  [...read(file).matchAll(pattern)].map((match) => resolveImport(file, match[1] ?? "")).filter((found): found is string => found !== undefined);

/** Each source file's catalog, from Lingui's own reading of the config. */
const catalogOfFile = new Map<string, string>();
beforeAll(async () => {
  for (const catalog of await getCatalogs(getConfig({ cwd: ROOT }))) {
    for (const path of catalog.sourcePaths) catalogOfFile.set(relative(ROOT, path), catalog.name ?? "");
  }
});

/**
 * The catalogs whose texts a lazily loaded module may show: those of every file it loads with it
 * (static imports), and of what a feature loads later on its own (its import()s), since those
 * parts show under the screen whose catalogs are loaded. Files without texts have no catalog.
 */
function catalogsReached(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const own = /@lingui\//.test(read(file)) ? catalogOfFile.get(file) : undefined;
  if (own) found.add(own);
  const next = importsOf(file, file.startsWith("src/features/") ? ANY_IMPORT : STATIC_IMPORT);
  for (const imported of next) for (const catalog of catalogsReached(imported, seen)) found.add(catalog);
  return found;
}

/** Where lazily loaded parts name their catalogs: `screen([...], () => import(...))`, `withTexts(...)`. */
const LOADERS = { "src/app/routes/route-table.ts": "screen", "src/app/routes/screen-registry.ts": "screen", "src/app/routes/sign-in-screen.ts": "screen", "src/app/shell/top-bar-widgets.tsx": "withTexts" };

describe("each lazily loaded screen or widget names the catalogs of the texts it shows", () => {
  const loadersOf = (file: string, helper: string) =>
    [...read(file).matchAll(new RegExp(`\\b${helper}\\(\\s*\\[([^\\]]*)\\]\\s*,\\s*\\(\\)\\s*=>\\s*import\\(\\s*["']([^"']+)["']\\s*\\)`, "g"))].map(([, names, specifier]) => ({
      module: resolveImport(file, specifier!) ?? specifier!,
      catalogs: [...names!.matchAll(/["']([^"']+)["']/g)].map((name) => name[1]).sort(),
    }));
  const loaders = Object.entries(LOADERS).flatMap(([file, helper]) => loadersOf(file, helper));

  it.each(Object.entries(LOADERS))("reads every loader of %s", (file, helper) => {
    expect(loadersOf(file, helper).length).toBe(read(file).match(new RegExp(`\\b${helper}\\(`, "g"))!.length);
  });

  it.each(loaders.map((loader) => [loader.module, loader] as const))("%s", (_module, loader) => {
    expect(existsSync(join(ROOT, loader.module))).toBe(true);
    const needed = [...catalogsReached(loader.module)].filter((catalog) => !ALWAYS_THERE.has(catalog) && catalog !== "terms");
    expect(loader.catalogs).toEqual(needed.sort());
  });
});

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });

describe("catalogs loaded later hold only texts shown later", () => {
  it("the page's start (main.tsx and what it loads with it) shows only the start catalog's texts", () => {
    // The route table, whose screen titles are in the shell catalog, is in the router's chunk,
    // loaded after the start (entry-routes.tsx, decision 044).
    expect([...catalogsReached("src/app/main.tsx")]).toEqual(["messages"]);
    expect(catalogOfFile.get("src/app/routes/route-table.ts")).toBe("shell");
  });

  it("the shell (loaded with the shell catalog, access-gate.tsx) shows only the start's and its own", () => {
    expect([...catalogsReached("src/app/shell/app-shell.tsx")].sort()).toEqual(["messages", "shell"]);
  });

  it("lingui.config.ts keeps in the start catalog every module of src/app/shell that other parts import", () => {
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

  it("only features import the screen labels, so only screens, which load their catalog, show them", () => {
    const importers = sourceFiles("src").filter((file) => !SCREEN_LABEL_MODULES.includes(file) && importsOf(file).some((imported) => SCREEN_LABEL_MODULES.includes(imported)));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !file.startsWith("src/features/"))).toEqual([]);
  });
});
