import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import type { PluginOption } from "vite";

/** Plugins shared by the build and the app's tests: React, and Lingui's macro and catalogs. */
export function appPlugins(): PluginOption[] {
  return [react(), babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }), lingui()];
}
