import { type Plugin, defineConfig } from "vite";
import { appPlugins } from "./vite.plugins.ts";

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
export default defineConfig({
  plugins: [...appPlugins(), trackingPageInDev()],
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
    // never loads the portal's code (decision 022).
    rollupOptions: { input: { main: "index.html", tracking: "tracking.html" } },
  },
});
