#!/usr/bin/env node
// What each dependency, our own code and each catalog cost in every measured route
// (scripts/bundle-routes.mjs), in KB of gzip JavaScript: `npm run bundle:report` builds with
// rollup-plugin-visualizer (vite.report.config.ts) and runs this script.
//
// The visualizer reads the source maps, so it knows how many minified bytes of each chunk come
// from each module. Gzip works on whole files, so a chunk's gzip size is shared among its modules
// in proportion to their minified bytes: an estimate per module, exact per chunk and per route.
// Bytes no module owns (the lazy chunks' preload list, import statements) are "(chunk glue)".
//
// Usage: node scripts/bundle-report.mjs [--compare reports/bundle/costs-before.json]
// Writes reports/bundle/costs.json (keep a copy to compare a later build with it) and the treemap
// is reports/bundle/treemap.html.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { kb, readBuild } from "./bundle-routes.mjs";

const REPORT_DIR = "reports/bundle";
const STATS = `${REPORT_DIR}/stats.json`;
/** Lines under this share of a route are summed into one "(smaller parts)" line. */
const SMALL_KB = 0.3;

const build = readBuild("dist");
if (!build || !existsSync(STATS)) {
  console.error(`Bundle report: needs dist/ and ${STATS}: run npm run bundle:report.`);
  process.exit(1);
}
const compareIndex = process.argv.indexOf("--compare");
const before = compareIndex > 0 ? JSON.parse(readFileSync(process.argv[compareIndex + 1], "utf8")) : null;

/** A module's group: its npm package, its area of our source, or its catalog. */
function groupOf(moduleId) {
  const inPackage = moduleId.split("/node_modules/").at(-1);
  if (inPackage !== moduleId) {
    const [scope, name] = inPackage.split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  const catalog = /\/locales\/([^/]+)\/(?:features\/)?([^/]+)\.po$/.exec(moduleId);
  if (catalog) return `catalog ${catalog[2]} (${catalog[1]})`;
  const ours = /^\/?src\/(features\/[^/]+|app\/[^/.]+(?=\/)|[^/]+)/.exec(moduleId.replace(/^\//, ""));
  if (ours) return `ours: src/${ours[1]}`;
  return moduleId;
}

// Minified bytes of each module in each output file, from the visualizer's raw data.
const stats = JSON.parse(readFileSync(STATS, "utf8"));
const bytesByFile = new Map();
for (const meta of Object.values(stats.nodeMetas)) {
  for (const [file, partId] of Object.entries(meta.moduleParts)) {
    const perModule = bytesByFile.get(file) ?? new Map();
    perModule.set(meta.id, (perModule.get(meta.id) ?? 0) + stats.nodeParts[partId].renderedLength);
    bytesByFile.set(file, perModule);
  }
}

function costsOf(files) {
  const costs = new Map();
  const add = (group, bytes) => costs.set(group, (costs.get(group) ?? 0) + bytes);
  for (const file of files) {
    const gzip = build.gzip(file);
    const modules = bytesByFile.get(file) ?? new Map();
    const raw = readFileSync(`dist/${file}`).length;
    for (const [id, bytes] of modules) add(groupOf(id), (gzip * bytes) / raw);
    const owned = [...modules.values()].reduce((a, b) => a + b, 0);
    add("(chunk glue)", (gzip * Math.max(0, raw - owned)) / raw);
  }
  return Object.fromEntries([...costs].map(([group, bytes]) => [group, Number(kb(bytes).toFixed(2))]));
}

const report = {};
for (const route of build.routes) report[route.id] = { name: route.name.trim(), costs: costsOf(route.files) };
writeFileSync(`${REPORT_DIR}/costs.json`, `${JSON.stringify(report, null, 2)}\n`);

const fmt = (value) => (value === undefined ? "-" : value.toFixed(1)).padStart(6);
for (const [id, { name, costs }] of Object.entries(report)) {
  const old = before?.[id]?.costs ?? {};
  const groups = [...new Set([...Object.keys(costs), ...Object.keys(old)])].sort((a, b) => (costs[b] ?? 0) - (costs[a] ?? 0) || (old[b] ?? 0) - (old[a] ?? 0));
  const total = (c) => Object.values(c).reduce((a, b) => a + b, 0);
  console.log(`\n${name}: ${total(costs).toFixed(1)} KB gzip${before ? ` (before: ${total(old).toFixed(1)} KB)` : ""}`);
  console.log(`  ${before ? `${"before".padStart(6)} ` : ""}${"now".padStart(6)}  part`);
  let small = 0;
  let smallBefore = 0;
  for (const group of groups) {
    if ((costs[group] ?? 0) < SMALL_KB && (old[group] ?? 0) < SMALL_KB) {
      small += costs[group] ?? 0;
      smallBefore += old[group] ?? 0;
      continue;
    }
    console.log(`  ${before ? `${fmt(old[group])} ` : ""}${fmt(costs[group])}  ${group}`);
  }
  console.log(`  ${before ? `${fmt(smallBefore)} ` : ""}${fmt(small)}  (smaller parts)`);
}
console.log(`\nPer module: ${REPORT_DIR}/treemap.html. These figures: ${REPORT_DIR}/costs.json.`);
