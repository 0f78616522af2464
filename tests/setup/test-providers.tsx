import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Providers } from "../../src/app/providers";
import { queryClient } from "../../src/app/query-client";

/** The providers a piece of the shell has in the app: language, toasts and server data. */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Providers>
  );
}

export { queryClient };
export { activateLocale } from "../../src/app/i18n";
