import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { basename } from "node:path";

/**
 * The portal's catalogs follow its folders, so a new text lands in the right one by where it is
 * written (src/app/i18n.ts loads them):
 * - each folder of src/features has its own, locales/{locale}/features/{folder}.po, loaded with
 *   that area's screens: a new folder gets a new catalog at the next `npm run extract`;
 * - the signed-in frame (src/app/shell, and the screens' titles in the route table, shown by its
 *   menu and search) is locales/{locale}/shell.po, loaded with the shell;
 * - the names of statuses, issues and product categories that several features show
 *   (SCREEN_LABEL_MODULES) are locales/{locale}/labels.po, loaded with the screens that show them;
 * - everything else of src (the sign-in frame, shared components) is locales/{locale}/messages.po,
 *   loaded at start.
 * Decision 035.
 */
/** Modules of src/app/shell that pages outside the shell import (see the shell catalog below). */
export const SHELL_MODULES_USED_OUTSIDE = ["src/app/shell/switch-language.ts", "src/app/shell/language-options.ts", "src/app/shell/text-size.ts"];

/**
 * Shared components whose texts only screens show: the labels of order statuses, order issues,
 * dispatch and pickup refusals, product categories and billing service categories (about a third of the texts outside the features).
 * Their own catalog keeps
 * them off the sign-in page and the shell's first paint. scripts/catalog-areas.test.ts checks that
 * only features import them and that their screens load the catalog.
 */
export const SCREEN_LABEL_MODULES = [
  "src/ui/order-issue-text.ts",
  "src/ui/order-status-label.ts",
  "src/ui/product-category-label.ts",
  "src/ui/dispatch-refusal-text.ts",
  "src/ui/overpack-refusal-text.ts",
  "src/ui/pickup-refusal-text.ts",
  "src/ui/product-import-problem-text.ts",
  "src/ui/job-error-text.ts",
  "src/ui/billing-labels.ts",
  "src/ui/shipping-rule-text.ts",
  "src/ui/notification-delivery-labels.ts",
  "src/ui/notification-delivery-table.tsx",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh_CN", "pt_BR"],
  fallbackLocales: { default: "en" },
  catalogs: [
    // The terms of service have a catalog of their own, loaded when the dialog opens: the long
    // legal text would otherwise weigh on every page, the sign-in page first.
    // The dialog that asks to accept them (terms-gate.tsx) is in it too: it shows only with the text.
    { path: "<rootDir>/locales/{locale}/terms", include: ["src/app/shell/terms-text.tsx", "src/app/shell/terms-gate.tsx"] },
    // The public tracking page (decision 022) bundles its own small catalog in all three
    // languages, and none of the portal's.
    { path: "<rootDir>/locales/{locale}/tracking", include: ["src/tracking"], exclude: ["**/*.test.*"] },
    { path: "<rootDir>/locales/{locale}/features/{name}", include: ["<rootDir>/src/features/{name}/"], exclude: ["**/*.test.*"] },
    {
      path: "<rootDir>/locales/{locale}/shell",
      include: ["src/app/shell", "src/app/routes/route-table.ts"],
      // Parts of the shell folder that pages outside the shell use (the sign-in page switches
      // languages and applies the text size): their texts must be there before the shell is.
      // src/app/routes/route-table.test.ts checks that this list names every such module.
      exclude: ["**/*.test.*", "src/app/shell/terms-text.tsx", "src/app/shell/terms-gate.tsx", ...SHELL_MODULES_USED_OUTSIDE],
    },
    { path: "<rootDir>/locales/{locale}/labels", include: SCREEN_LABEL_MODULES },
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["src"],
      exclude: ["**/*.test.*", "src/tracking/**", "src/features/**", `src/app/shell/!(${SHELL_MODULES_USED_OUTSIDE.map((file) => basename(file)).join("|")})`, "src/app/shell/*/**/*", "src/app/routes/route-table.ts", ...SCREEN_LABEL_MODULES],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
