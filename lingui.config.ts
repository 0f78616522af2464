import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh_CN", "pt_BR"],
  fallbackLocales: { default: "en" },
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["src"], exclude: ["**/*.test.*"] }],
  format: formatter({ lineNumbers: false }),
});
