import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import { VitePWA } from "vite-plugin-pwa";
import { readFileSync } from "node:fs";
import type { Plugin, PluginOption } from "vite";

/** The brand colour of the default platform (nb); the icons in public/icons use it too. */
export const THEME_COLOR = "#1f4fd1";

export interface AppPluginsOptions {
  /**
   * Add the PWA plugin (web manifest, service worker). Default: on, except under Vitest
   * (`process.env.VITEST`), whose "app" project calls `appPlugins()` only for the Lingui macro
   * and must not build a service worker.
   */
  pwa?: boolean;
}

/**
 * Plugins shared by the build and the app's tests: React, and Lingui's macro and catalogs; in the
 * build also the PWA (manifest and the Workbox service worker from sw/).
 */
export function appPlugins({ pwa = !process.env.VITEST }: AppPluginsOptions = {}): PluginOption[] {
  const plugins: PluginOption[] = [react({ exclude: /\/src\/tracking\// }), babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }), lingui(), appBuild()];
  if (pwa) plugins.push(pwaPlugin());
  return plugins;
}

/**
 * `__APP_BUILD__`: the package's version and the time of this build. What the app keeps of server
 * answers on the device (src/offline/saved-queries.ts) is dropped when it was saved by another
 * build, whose screens may read another shape: every build, not only a version bump, since a
 * change of a screen's query needs no bump. Only the lazily loaded code that keeps them reads it.
 */
function appBuild(): Plugin {
  const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };
  const build = `${version}+${Date.now().toString(36)}`;
  return { name: "app-build", config: () => ({ define: { __APP_BUILD__: JSON.stringify(build) } }) };
}

/**
 * The web manifest and the service worker. The worker's source is sw/sw.ts (its own tsconfig);
 * vite-plugin-pwa bundles it to dist/sw.js and injects the precache list at `self.__WB_MANIFEST`.
 * The plugin also writes <link rel="manifest"> into index.html. Registration is ours
 * (src/app/service-worker.ts, workbox-window), so updates are offered with a prompt.
 */
export function pwaPlugin(): PluginOption {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "sw",
    filename: "sw.ts",
    // We register the worker ourselves (src/app/service-worker.ts): no inline or extra script,
    // which the CSP (script-src 'self') would refuse anyway.
    injectRegister: false,
    // A new version waits until the user accepts it (src/app/update-prompt.tsx).
    registerType: "prompt",
    manifest: {
      name: "Shipping management",
      short_name: "Shipping",
      description: "Cross-border shipping portal",
      id: "/",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: THEME_COLOR,
      lang: "en",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      ],
    },
    // The manifest and its icons are added to the precache by the plugin itself
    // (includeManifestIcons); globbing them too would give duplicate entries.
    includeManifestIcons: true,
    injectManifest: {
      // The app shell: scripts (including the compiled translation catalogs), styles,
      // index.html and any wasm; plus what must work offline before it was ever shown: every
      // platform's favicon and logo, the language flags and the terms PDF (about 16 KB in all).
      // Other images and fonts are cached at runtime by sw/sw.ts. (Source maps do not match.)
      globPatterns: ["**/*.{js,css,html,wasm}", "brands/*/*.svg", "flags/*.svg", "terms/*.pdf"],
      // The tracking page's own worker (dist/trackings-sw.js, decision 023) is a worker script,
      // never a file of the portal's shell. (The first pattern is workbox-build's default.)
      globIgnores: ["**/node_modules/**/*", "trackings-sw.js"],
    },
    devOptions: { enabled: false },
  });
}
