import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { activateLocale as activateAppLocale, loadCatalogs } from "../../src/app/i18n";
import { Providers } from "../../src/app/providers";
import { queryClient } from "../../src/app/query-client";
import type { Locale } from "../../src/domain/languages";

/** The providers a piece of the shell has in the app: language, toasts and server data. */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Providers>
  );
}

export { queryClient };

/** Every feature's catalog, by name (locales/en/features/orders.po: "orders"). */
const FEATURE_CATALOGS = Object.keys(import.meta.glob("../../locales/en/features/*.po")).map((file) => file.replace(/^.*\/|\.po$/g, ""));

/**
 * Shows `locale` with the texts of the shell, the labels and every feature loaded, for a test that renders a piece of a
 * screen on its own. (The app loads a feature's texts with its screens; renderApp goes through that.)
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await activateAppLocale(locale);
  await loadCatalogs(["shell", "labels", ...FEATURE_CATALOGS]);
}
