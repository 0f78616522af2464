#!/usr/bin/env node
// Adds up the gzip size of the JavaScript a route downloads, from the build's manifest
// (dist/.vite/manifest.json): the entry and its static imports, plus the route's own lazy chunks
// and the English catalog. Prints figures for the issue notes; it asserts nothing.
import { existsSync, readFileSync } from "node:fs";
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

// The public tracking page (decision 022): tracking.html's entry and its static imports, plus the
// proof-of-work Web Worker, which Vite emits as a file of its own that the page's code names
// (new URL(".../proof-of-work-worker-[hash].js")). Its own service worker (trackings-sw.js) loads
// after the page, outside this figure. Budget: 50 KB gzip (issue 7).
const TRACKING_BUDGET_KB = 50;
const trackingKeys = staticClosure("tracking.html");
const trackingFiles = new Set([...trackingKeys].map((key) => manifest[key].file));
for (const file of [...trackingFiles]) {
  for (const [named] of readFileSync(`${DIST}/${file}`, "utf8").matchAll(/assets\/[\w.-]*worker[\w.-]*\.js/g)) {
    if (existsSync(`${DIST}/${named}`)) trackingFiles.add(named);
  }
}
const trackingTotal = [...trackingFiles].reduce((sum, file) => sum + gzip(file), 0) / 1024;
const verdict = trackingTotal <= TRACKING_BUDGET_KB ? "within" : "OVER";
console.log(
  `${"tracking page (/trackings)".padEnd(34)} ${trackingTotal.toFixed(1).padStart(6)} KB gzip JavaScript in ${trackingFiles.size} files (${verdict} its ${TRACKING_BUDGET_KB} KB budget)`,
);
