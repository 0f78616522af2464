import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import localRules from "./scripts/lint/user-text-in-lingui.js";

/**
 * Import direction (DESIGN.md section 2, CONVENTIONS.md point 2):
 *   domain <- api <- offline <- features <- app, with config and platform low, ui beside features.
 * server/ may take only src/domain and src/api/schemas: one contract, nothing of React or the DOM.
 */
const layer = (target, from, message) => ({ target, from, message });
const features = readdirSync("src/features", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

const zones = [
  layer("./src/domain", ["./src/api", "./src/offline", "./src/features", "./src/app", "./src/ui", "./src/platform", "./src/config"], "src/domain is pure rules: it imports no other part of the app."),
  { target: "./src/api/schemas", from: "./src/api", except: ["./schemas"], message: "Schemas are shared with the server: they import only src/domain." },
  layer("./src/api/schemas", ["./src/offline", "./src/features", "./src/app", "./src/ui", "./src/platform", "./src/config"], "Schemas are shared with the server: they import only src/domain."),
  layer("./src/config", ["./src/api", "./src/offline", "./src/features", "./src/app", "./src/ui", "./src/platform"], "src/config is read by every layer and imports none of them."),
  layer("./src/platform", ["./src/api", "./src/offline", "./src/features", "./src/app", "./src/ui"], "src/platform sits below api and features."),
  layer("./src/api", ["./src/offline", "./src/features", "./src/app", "./src/ui", "./src/platform"], "src/api must not depend on the layers that use it."),
  layer("./src/offline", ["./src/features", "./src/app", "./src/ui"], "src/offline must not depend on the screens that use it."),
  layer("./src/ui", ["./src/features", "./src/app", "./src/offline"], "Shared components must not depend on features or the app."),
  layer("./src/features", ["./src/app"], "Features are composed by src/app, never the reverse."),
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: "./src/features",
    except: [`./${name}`],
    message: "A feature does not import another feature's internals; move shared code down to ui, api or domain.",
  })),
  // The public tracking page is its own small entry (decision 022): the shared contract, config and
  // platform branding only; nothing of the signed-in app.
  {
    target: "./src/tracking",
    from: "./src",
    except: ["./tracking", "./domain", "./api/schemas", "./api/calls/public-tracking.ts", "./config", "./platform"],
    message: "The public tracking page takes only src/domain, src/api/schemas, its calls (src/api/calls/public-tracking.ts), src/config and src/platform (decision 022).",
  },
  // Its calls load with the tracking page: nothing of the portal's client or session.
  { target: "./src/api/calls/public-tracking.ts", from: "./src", except: ["./config", "./api/schemas"], message: "The tracking page's calls take only src/config and src/api/schemas (decision 022)." },
  layer(["./src/app", "./src/features", "./src/ui", "./src/offline", "./src/api", "./src/platform", "./src/config", "./src/domain"], ["./src/tracking"], "Nothing imports the public tracking page: it is a separate entry (decision 022)."),
  // Every /v1 call lives in src/api/calls (issue 15): nothing else may reach the client that sends them.
  layer(
    ["./src/app", "./src/features", "./src/ui", "./src/offline", "./src/platform", "./src/config", "./src/domain"],
    ["./src/api/client.ts"],
    "Every /v1 call lives in src/api/calls: add or use a call function there rather than the client.",
  ),
  { target: "./server", from: "./src", except: ["./domain", "./api/schemas"], message: "The server may import only src/domain and src/api/schemas." },
  layer("./src", ["./server"], "The app never imports server code."),
];

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "coverage/", "reports/", "test-results/", "playwright-report/", "locales/**/*.js", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: ["tsconfig.app.json", "tsconfig.server.json", "tsconfig.node.json"], noWarnOnMultipleProjects: true })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-unresolved": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
    },
  },
  {
    // Every text a user reads goes through Lingui, the public tracking page's too
    // (scripts/lint/user-text-in-lingui.js). Tests assert on the English texts themselves.
    files: ["src/**/*.tsx"],
    ignores: ["src/**/*.test.tsx"],
    plugins: { local: localRules },
    // "WhatsApp": the name of the app the tracking page's contact link opens, the same in every language.
    rules: { "local/user-text-in-lingui": ["error", { allow: ["WhatsApp"] }] },
  },
  {
    // Playwright's fixtures call a function named `use`, which is not React's hook.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // Wide libraries behind one module each (CONVENTIONS.md point 4): a swap or a fix is one file.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/ui/scanner/html5-scanner.ts", "src/api/client.ts", "src/offline/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "html5-qrcode", message: "Scan through src/ui/scanner (the one module that imports html5-qrcode)." },
            { name: "dexie", message: "Use the tables and hooks of src/offline." },
            { name: "dexie-react-hooks", message: "Use the hooks of src/offline." },
          ],
        },
      ],
    },
  },
  {
    // Every /v1 call lives in src/api/calls (issue 15): no request of its own elsewhere in the app.
    // The public tracking page is its own entry with its own small fetches (decision 022).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/api/**", "src/tracking/**", "src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: "Every /v1 call lives in src/api/calls: add or use a call function there." }],
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^\\/v1\\//]", message: "A /v1 path belongs in src/api/calls." },
        { selector: "TemplateElement[value.raw=/^\\/v1\\//]", message: "A /v1 path belongs in src/api/calls." },
      ],
    },
  },
  {
    // The device's key-value store is read and written through its typed keys (issue 15):
    // src/offline/device parses every value on read, so a damaged or old-shaped one is absent.
    // A transaction names the table as DEVICE_STORE_TABLE. Tests may set up and inspect raw rows.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/offline/device/**", "src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "db", property: "meta", message: "Read and write the device's keys through src/offline/device (DEVICE_KEYS, readDeviceKey, writeDeviceKey)." },
        { object: "tables", property: "meta", message: "Read and write the device's keys through src/offline/device (DEVICE_KEYS, readDeviceKey, writeDeviceKey)." },
      ],
    },
  },
  {
    // Preact, not React, on the public tracking page: React alone is over its 50 KB budget.
    files: ["src/tracking/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom", "react-dom/client", "@lingui/react", "@lingui/react/macro", "@tanstack/react-query", "dexie"].map((name) => ({
            name,
            message: "The public tracking page uses Preact, @lingui/core and fetch only (decision 022).",
          })),
        },
      ],
    },
  },
  {
    // Routes only read the request, check auth, call the logic and answer (issue 15). The logic
    // lives in server/orders/, server/pickups/ and siblings, where a job, the seed or another
    // route can reach it; only server/app.ts mounts routes.
    files: ["server/**/*.{ts,mjs}"],
    ignores: ["server/app.ts", "server/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)routes(/|$)", message: "Only server/app.ts imports server/routes/; move what you need to server/orders/ or a sibling folder." }] },
      ],
    },
  },
  {
    // A route module does not reach into another: what two routes share is logic, kept outside
    // server/routes/. orders.ts and pickups.ts only group their routes for server/app.ts.
    files: ["server/routes/**/*.{ts,mjs}"],
    ignores: ["server/routes/orders.ts", "server/routes/pickups.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\./", message: "A route does not import another route; move what both need to server/orders/ or a sibling folder." }] },
      ],
    },
  },
);
