#!/usr/bin/env node
// The JavaScript budgets, a step of `npm test` after the build: adds up the gzip size of the
// JavaScript a route downloads, from the build's manifest (dist/.vite/manifest.json): the entry
// and its static imports, plus the route's own lazy chunks and the English catalog. Sizes, not
// timings: the same build always gives the same figures. Exits 1 when a route is over its budget.
// Usage: node scripts/bundle-budget.mjs [dist folder, default dist]
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** Issue 7 (decision 022) for the tracking page, issue 13 for the shell; 1 KB = 1024 bytes. */
const BUDGETS_KB = { tracking: 50, shell: 150 };

const DIST = process.argv[2] ?? "dist";
const MANIFEST = `${DIST}/.vite/manifest.json`;
if (!existsSync(MANIFEST)) {
  console.error(`Bundle budgets: no ${MANIFEST}. Build first (npx vite build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
const gzip = (file) => gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length;
const kb = (bytes) => bytes / 1024;

/** Every chunk a module loads before it runs (its static imports, transitively). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

// The portal's entry, by name: the build has other entries too (tracking.html, trackings-sw).
const entryKey = "index.html";
const chunkOf = (source) => Object.keys(manifest).find((k) => k.endsWith(source));
const routeChunks = (sources) => {
  const keys = new Set(staticClosure(entryKey));
  for (const source of sources) {
    const key = chunkOf(source);
    if (!key) throw new Error(`No chunk for ${source} in the manifest`);
    staticClosure(key, keys);
  }
  return keys;
};
const filesOf = (keys) => new Set([...keys].map((key) => manifest[key].file));
const total = (files) => [...files].reduce((sum, file) => sum + gzip(file), 0);

const overBudget = [];
function report(name, files, budgetKb) {
  const size = kb(total(files));
  let line = `${name.padEnd(34)} ${size.toFixed(1).padStart(6)} KB gzip JavaScript in ${files.size} files`;
  if (budgetKb !== undefined) {
    const within = size <= budgetKb;
    line += ` (${within ? "within" : "OVER"} its ${budgetKb} KB budget)`;
    if (!within) overBudget.push(`${name}: ${size.toFixed(1)} KB, budget ${budgetKb} KB`);
  }
  console.log(line);
}

report("sign-in page (/nb-login)", filesOf(routeChunks(["locales/en/messages.po"])));
const shell = routeChunks(["locales/en/messages.po", "src/app/shell/app-shell.tsx", "src/app/routes/home-route.tsx"]);
report("signed-in shell with home (/)", filesOf(shell), BUDGETS_KB.shell);

// The top bar's widgets load right after the shell has painted (src/app/shell/top-bar-widgets.tsx).
const widgets = routeChunks(["src/app/shell/top-bar-widget-set.ts"]);
report("  then the top-bar widgets", filesOf([...widgets].filter((key) => !shell.has(key))));

// The public tracking page (decision 022): tracking.html's entry and its static imports, plus the
// proof-of-work Web Worker, which Vite emits as a file of its own that the page's code names
// (new URL(".../proof-of-work-worker-[hash].js")). Its own service worker (trackings-sw.js) loads
// after the page, outside this figure.
const trackingFiles = filesOf(staticClosure("tracking.html"));
for (const file of [...trackingFiles]) {
  for (const [named] of readFileSync(`${DIST}/${file}`, "utf8").matchAll(/assets\/[\w.-]*worker[\w.-]*\.js/g)) {
    if (existsSync(`${DIST}/${named}`)) trackingFiles.add(named);
  }
}
report("tracking page (/trackings)", trackingFiles, BUDGETS_KB.tracking);

if (overBudget.length > 0) {
  console.error(`\nBundle budgets: over budget:\n  ${overBudget.join("\n  ")}`);
  console.error("Measure what each chunk costs (its source map) and load what the page does not need at once later.");
  process.exit(1);
}
