#!/usr/bin/env node
// Adds up the gzip size of the JavaScript a route downloads, from the build's manifest
// (dist/.vite/manifest.json): the entry and its static imports, plus the route's own lazy chunks
// and the English catalog. Prints figures for the issue notes; it asserts nothing.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const DIST = "dist";
const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, "utf8"));
const gzip = (file) => gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length;

/** Every chunk a module loads before it runs (its static imports, transitively). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
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
const total = (keys) => [...keys].reduce((sum, key) => sum + gzip(manifest[key].file), 0);

const routes = {
  "sign-in page (/nb-login)": routeChunks(["locales/en/messages.po"]),
  "signed-in shell with home (/)": routeChunks(["locales/en/messages.po", "src/app/shell/app-shell.tsx", "src/app/routes/home-route.tsx"]),
};
for (const [name, keys] of Object.entries(routes)) {
  console.log(`${name.padEnd(34)} ${(total(keys) / 1024).toFixed(1).padStart(6)} KB gzip JavaScript in ${keys.size} files`);
}

// The top bar's widgets load right after the shell has painted (src/app/shell/top-bar-widgets.tsx).
const shell = routes["signed-in shell with home (/)"];
const widgets = routeChunks(["src/app/shell/top-bar-widget-set.ts"]);
const deferred = new Set([...widgets].filter((key) => !shell.has(key)));
console.log(`${"  then the top-bar widgets".padEnd(34)} ${(total(deferred) / 1024).toFixed(1).padStart(6)} KB gzip JavaScript in ${deferred.size} files`);
