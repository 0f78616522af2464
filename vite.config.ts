import { defineConfig } from "vite";
import { appPlugins } from "./vite.plugins.ts";

/**
 * `npm run dev` serves the app with hot reload and forwards /v1 to the reference server
 * (API_PROXY_TARGET, default http://localhost:8080), so both share one origin as in production.
 */
export default defineConfig({
  plugins: appPlugins(),
  server: {
    proxy: {
      "/v1": { target: process.env.API_PROXY_TARGET ?? "http://localhost:8080", changeOrigin: true },
    },
  },
  // The manifest lets scripts/bundle-budget.mjs add up what each route downloads.
  build: { sourcemap: true, manifest: true },
});
