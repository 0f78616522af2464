import { defineConfig } from "vitest/config";
import { appPlugins } from "./vite.plugins.ts";

/**
 * Two projects: the server and the shared contract run in Node; the app runs in jsdom with the
 * same plugins as the build (the Lingui macro needs them).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "src/domain/**/*.test.ts", "src/api/schemas/**/*.test.ts", "scripts/**/*.test.ts", "sw/**/*.test.ts"],
        },
      },
      {
        plugins: appPlugins(),
        test: {
          name: "app",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/domain/**", "src/api/schemas/**"],
          setupFiles: ["./tests/setup/app-setup.ts"],
        },
      },
    ],
  },
});
