// What each measured route of the portal downloads, read from the build's manifest
// (dist/.vite/manifest.json): the entry and its static imports, plus the route's own lazy chunks
// and the English catalogs it loads. Shared by scripts/bundle-budget.mjs (the budgets, a step of
// `npm test`) and scripts/bundle-report.mjs (what each dependency costs, `npm run bundle:report`).
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** 1 KB = 1024 bytes. */
export const kb = (bytes) => bytes / 1024;

/** The build in `dist`, or null when it has no manifest. */
export function readBuild(dist) {
  const manifestFile = `${dist}/.vite/manifest.json`;
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const sizes = new Map();
  const gzip = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length);
    return sizes.get(file);
  };
  return { dist, manifest, gzip, routes: measuredRoutes(dist, manifest) };
}

/** Every chunk a module loads before it runs (its static imports, transitively). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function measuredRoutes(dist, manifest) {
  // The portal's entry, by name: the build has other entries too (tracking.html, trackings-sw).
  const entryKey = "index.html";
  // A source file, or a chunk that vite.start-chunk.ts names ("chunk:routes": _routes-[hash].js).
  const chunkOf = (source) => {
    const group = source.startsWith("chunk:") ? `_${source.slice("chunk:".length)}-` : null;
    const key = Object.keys(manifest).find((k) => (group ? k.startsWith(group) : k.endsWith(source)));
    if (!key) throw new Error(`No chunk for ${source} in the manifest`);
    return key;
  };
  const routeChunks = (sources) => {
    const keys = new Set(staticClosure(manifest, entryKey));
    for (const source of sources) staticClosure(manifest, chunkOf(source), keys);
    return keys;
  };
  const filesOf = (keys) => new Set([...keys].map((key) => manifest[key].file));

  // Catalogs (src/app/i18n.ts): the start one, and a feature's with that feature's screens.
  const START = "locales/en/messages.po";
  const feature = (name) => `locales/en/features/${name}.po`;
  const signIn = routeChunks([START, "src/app/routes/login-route.tsx", feature("auth")]);
  const shell = routeChunks([START, "src/app/catalog-files.ts", "locales/en/shell.po", "chunk:routes", "src/app/shell/app-shell.tsx", "src/app/routes/home-route.tsx", feature("dashboard")]);
  // Right after the shell has painted, in parallel: the top bar's widgets
  // (src/app/shell/top-bar-widgets.tsx), and the device's side (the outbox's start and the sync
  // status, with Dexie). Each figure counts what the shell has not loaded already; the device's
  // side counts what the widgets have not.
  const widgets = routeChunks(["src/app/shell/top-bar-widget-set.ts", feature("notifications")]);
  const device = routeChunks(["src/app/shell/start-offline.tsx", "src/features/sync/sync-status.tsx", feature("sync")]);
  // Every screen's loader but home's (decision 049): after the shell (offline-screens.ts), or
  // beside the router for another address. It grows with each screen; the shell does not.
  const registry = routeChunks(["src/app/routes/screen-registry.ts"]);

  // The public tracking page (decision 022): tracking.html's entry and its static imports, plus
  // the proof-of-work Web Worker, which Vite emits as a file of its own that the page's code names
  // (new URL(".../proof-of-work-worker-[hash].js")). Its own service worker (trackings-sw.js)
  // loads after the page, outside this figure.
  const tracking = filesOf(staticClosure(manifest, "tracking.html"));
  for (const file of [...tracking]) {
    for (const [named] of readFileSync(`${dist}/${file}`, "utf8").matchAll(/assets\/[\w.-]*worker[\w.-]*\.js/g)) {
      if (existsSync(`${dist}/${named}`)) tracking.add(named);
    }
  }

  return [
    { id: "sign-in", name: "sign-in page (/nb-login)", files: filesOf(signIn) },
    { id: "shell", name: "signed-in shell with home (/)", files: filesOf(shell) },
    { id: "widgets", name: "  then the top-bar widgets", files: filesOf([...widgets].filter((key) => !shell.has(key))) },
    { id: "device", name: "  and the outbox and sync status", files: filesOf([...device].filter((key) => !shell.has(key) && !widgets.has(key))) },
    { id: "registry", name: "  and the screen registry", files: filesOf([...registry].filter((key) => !shell.has(key))) },
    { id: "tracking", name: "tracking page (/trackings)", files: tracking },
  ];
}
