import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/ARCHITECTURE.md must keep up with the code (issue 15): a new top-level folder of src/ or
 * server/, or a new decision, that the page does not name fails here, and so does a file of its
 * "Where is..." index that was moved or removed, a screen of the route table, or a file of
 * src/api/calls/ or server/routes/ that the index does not name. The checks read files only.
 */

const ROOT = resolve(import.meta.dirname, "..");
const DOC_PATH = "docs/ARCHITECTURE.md";
const DECISIONS = "docs/decisions";
const TEMPLATE = "000-template.md";
const INDEX_HEADING = "## Where is";
/** Screens are loaded by these files (home in route-table.ts, the others in screen-registry.ts, decision 049), each with `import("...")`. */
const SCREEN_LOADERS = ["src/app/routes/route-table.ts", "src/app/routes/screen-registry.ts"];
/** Folders whose every file the index maps (a call or a route lost from it is a call nobody finds). */
const INDEXED_FOLDERS = ["src/api/calls", "server/routes"];

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
const subfolders = (folder: string) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);
const sourceFiles = (folder: string) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name}`);

/** The names of `names` that `text` never mentions; a folder counts when followed by "/", "`" or a word boundary. */
export function unmentioned(text: string, names: readonly string[]): string[] {
  return names.filter((name) => !new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`).test(text));
}

/** The "Where is..." section: from its heading to the next heading of the same level. */
export function indexSection(doc: string): string {
  const start = doc.indexOf(INDEX_HEADING);
  if (start < 0) return "";
  const next = doc.indexOf("\n## ", start + INDEX_HEADING.length);
  return next < 0 ? doc.slice(start) : doc.slice(start, next);
}

/**
 * File and folder paths written in backticks: `src/domain/s10.ts`, `tracking.html`. Not URL
 * paths (`/orders`, they start with "/"), calls (`GET /v1/...`, with a space) or patterns
 * (`{id}`, `:id`).
 */
export function backtickedPaths(text: string): string[] {
  const tokens = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
  const isPath = (token: string) => /^[\w.-]+(\/[\w.-]+)+\/?$/.test(token) || /^[\w.-]+\.(html|ts|tsx|mjs|js|json|md)$/.test(token);
  return [...new Set(tokens.filter(isPath))];
}

/** The source files the route table and the screen registry load lazily as screens, relative to the repository. */
function screenFiles(): string[] {
  return SCREEN_LOADERS.flatMap((loader) => {
    const specifiers = [...read(loader).matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1] ?? "");
    return specifiers.map((specifier) => {
      const base = relative(ROOT, resolve(ROOT, dirname(loader), specifier));
      const file = [".tsx", ".ts"].map((ext) => `${base}${ext}`).find((candidate) => existsSync(join(ROOT, candidate)));
      if (!file) throw new Error(`${loader} imports ${specifier}, which is not a file`);
      return file;
    });
  });
}

const doc = read(DOC_PATH);
const index = indexSection(doc);

describe("docs/ARCHITECTURE.md", () => {
  it("names every top-level folder of src/ and server/", () => {
    const folders = [...subfolders("src"), ...subfolders("server")];
    expect(folders.length).toBeGreaterThan(10);
    expect(unmentioned(doc, folders)).toEqual([]);
  });

  it("links every decision but the template", () => {
    const decisions = readdirSync(join(ROOT, DECISIONS))
      .filter((name) => name.endsWith(".md") && name !== TEMPLATE)
      .map((name) => `decisions/${name}`);
    expect(decisions.length).toBeGreaterThan(30);
    expect(unmentioned(doc, decisions)).toEqual([]);
  });

  it("has a Where is index whose every file exists", () => {
    const paths = backtickedPaths(index);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it("indexes the page of every screen of the route table", () => {
    const screens = screenFiles();
    expect(screens.length).toBeGreaterThan(10);
    expect(unmentioned(index, screens)).toEqual([]);
  });

  it("indexes every file of src/api/calls/ and server/routes/", () => {
    expect(unmentioned(index, INDEXED_FOLDERS.flatMap(sourceFiles))).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const sample = [
    "Intro naming `src/api/` and decisions/001-hono.md.",
    "## Where is...",
    "| `/orders` | `src/features/orders/orders-list-page.tsx` | `GET /v1/orders` | `tracking.html` | `{id}` |",
    "## Decisions",
    "`src/gone/file.ts`",
  ].join("\n");

  it("report a folder or a decision that is not named", () => {
    expect(unmentioned(sample, ["src/api", "src/app", "decisions/001-hono.md", "decisions/002-kysely.md"])).toEqual(["src/app", "decisions/002-kysely.md"]);
    // A longer name does not stand for a shorter one.
    expect(unmentioned("`src/api-old/`", ["src/api"])).toEqual(["src/api"]);
  });

  it("read only the index's file paths", () => {
    expect(backtickedPaths(indexSection(sample))).toEqual(["src/features/orders/orders-list-page.tsx", "tracking.html"]);
  });
});
