import { visualizer } from "rollup-plugin-visualizer";
import { mergeConfig } from "vite";
import base from "./vite.config.ts";

/**
 * `npm run bundle:report`: the normal build plus rollup-plugin-visualizer, which reads the source
 * maps to tell how many minified bytes each module puts in each chunk. It writes outside dist/
 * (reports/ is not deployed nor precached); scripts/bundle-report.mjs turns that into gzip KB per
 * dependency and per route. The default build (`npm run build`) does not load the plugin.
 */
const REPORT_DIR = "reports/bundle";

export default mergeConfig(base, {
  plugins: [
    visualizer({ filename: `${REPORT_DIR}/treemap.html`, template: "treemap", sourcemap: true }),
    visualizer({ filename: `${REPORT_DIR}/stats.json`, template: "raw-data", sourcemap: true }),
  ],
});
