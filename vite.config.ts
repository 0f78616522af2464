import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type Plugin, defineConfig } from "vite";
import { appPlugins } from "./vite.plugins.ts";
import { startChunk } from "./vite.start-chunk.ts";

/** The tracking page's service worker's entry name, and its file name in dist/ (decision 023). */
const TRACKINGS_WORKER = "trackings-sw";

/** In `npm run dev`, /trackings and below get the tracking page, as the server does (decision 022). */
const trackingPageInDev = (): Plugin => ({
  name: "tracking-page-in-dev",
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const path = (request.url ?? "").split("?")[0] ?? "";
      const isPage = (request.headers.accept ?? "").includes("text/html");
      if (isPage && (path === "/trackings" || path.startsWith("/trackings/"))) request.url = "/tracking.html";
      next();
    });
  },
});

/**
 * `npm run dev` serves the app with hot reload and forwards /v1 to the reference server
 * (API_PROXY_TARGET, default http://localhost:8080), so both share one origin as in production.
 */
/**
 * The PWA plugin links the portal's web manifest into every page; the public tracking page is not
 * the portal and must not offer to install it.
 */
const trackingPageWithoutPortalManifest = (): Plugin => ({
  name: "tracking-page-without-portal-manifest",
  enforce: "post",
  transformIndexHtml: {
    order: "post",
    handler: (html, context) => (context.path.endsWith("/tracking.html") ? html.replace(/\s*<link rel="manifest"[^>]*>/g, "") : html),
  },
});

/**
 * React Router publishes its development build under every export condition (its warnings
 * included); its production build sits beside it, the same code with the warnings off. The build
 * takes that one: 0.6 KB gzip less on every page of the portal. `npm run dev` and the tests keep
 * the warnings.
 *
 * Its bundle also creates its contexts and components at its top level (`var X =
 * React3.memo(DataRoutes)`, `Form.displayName = "Form"`) without the pure annotation bundlers
 * need to drop the unused ones, so the data router's route rendering, `<Form>` and the like, which
 * the portal does not use, stayed in every page: about 2.8 KB of gzip JavaScript (decision 044).
 * React's `memo`, `forwardRef` and `createContext` have no side effects, and a display name only
 * serves React's developer tools: the annotation, and no names, let the build drop what nothing
 * uses. Lines keep their place, so the source maps stay right. If a new version writes them
 * otherwise, the sizes `scripts/bundle-budget.mjs` prints show it.
 */
const REACT_TOP_LEVEL_CALL = /^(var \w+ = )(React\d*\.(?:memo|createContext|forwardRef)\()/gm;
/** `Form.displayName = "Form";` at the top level: names for React's developer tools, which keep `Form` alive. */
const TOP_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

const reactRouterProductionBuild = (): Plugin => {
  const production = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
  return {
    name: "react-router-production-build",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(production, "index.mjs") },
          { find: /^react-router\/dom$/, replacement: join(production, "dom-export.mjs") },
        ],
      },
    }),
    transform: {
      filter: { id: /\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/ },
      handler: (code) => ({ code: code.replace(REACT_TOP_LEVEL_CALL, "$1/* @__PURE__ */ $2").replace(TOP_LEVEL_DISPLAY_NAME, ""), map: null }),
    },
  };
};

const start = startChunk("index.html", ["tracking.html", "trackings-sw.ts"]);

export default defineConfig({
  plugins: [...appPlugins(), start.plugin, reactRouterProductionBuild(), trackingPageInDev(), trackingPageWithoutPortalManifest()],
  server: {
    proxy: {
      "/v1": { target: process.env.API_PROXY_TARGET ?? "http://localhost:8080", changeOrigin: true },
    },
  },
  // The manifest lets scripts/bundle-budget.mjs add up what each route downloads.
  build: {
    sourcemap: true,
    manifest: true,
    // Two pages: the portal (index.html) and the public tracking page (tracking.html), which
    // never loads the portal's code (decision 022). Plus the tracking page's own service worker
    // (decision 023): its own entry, so nothing is shared with the pages, at a fixed name
    // (dist/trackings-sw.js) that the page registers; it has no imports once bundled.
    rollupOptions: {
      input: { main: "index.html", tracking: "tracking.html", [TRACKINGS_WORKER]: "sw/trackings-sw.ts" },
      output: {
        entryFileNames: (chunk) => (chunk.name === TRACKINGS_WORKER ? `${TRACKINGS_WORKER}.js` : "assets/[name]-[hash].js"),
        codeSplitting: { groups: start.groups },
      },
    },
  },
});
