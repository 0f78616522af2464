import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh_CN", "pt_BR"],
  fallbackLocales: { default: "en" },
  // The terms of service have a catalog of their own, loaded when the dialog opens: the long
  // legal text would otherwise weigh on every page, the sign-in page first.
  catalogs: [
    { path: "<rootDir>/locales/{locale}/terms", include: ["src/app/shell/terms-text.tsx"] },
    // The public tracking page (decision 022) bundles its own small catalog in all three
    // languages, and none of the portal's.
    { path: "<rootDir>/locales/{locale}/tracking", include: ["src/tracking"], exclude: ["**/*.test.*"] },
    { path: "<rootDir>/locales/{locale}/messages", include: ["src"], exclude: ["**/*.test.*", "src/app/shell/terms-text.tsx", "src/tracking/**"] },
  ],
  format: formatter({ lineNumbers: false }),
});
