import { type ReactNode, useEffect } from "react";
import { I18nProvider } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { onSessionExpired } from "../api/client";
import { ToastRegion, showToast } from "../ui/toast";
import { i18n } from "./i18n";

export const queryClient = new QueryClient({
  defaultOptions: {
    // A 4xx will not turn into a 2xx by asking again; screens show the failure and offer to retry.
    queries: { retry: 1, staleTime: 30_000 },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.clear();
        showToast(i18n._(msg`Please login again.`));
      }),
    [],
  );
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastRegion />
      </QueryClientProvider>
    </I18nProvider>
  );
}
