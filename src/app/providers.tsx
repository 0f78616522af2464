import { type ReactNode, useEffect } from "react";
import { I18nProvider } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { onSessionExpired } from "../api/session-expired";
import { ToastRegion, showToast } from "../ui/toast";
import { i18n } from "./i18n";

/** What every page has, signed in or not: its language and the toasts. */
export function Providers({ children }: { children: ReactNode }) {
  // The 401 rule's message; the guard does the redirect, the shell drops the cached data.
  useEffect(() => onSessionExpired(() => showToast(i18n._(msg`Please login again.`))), []);
  return (
    <I18nProvider i18n={i18n}>
      {children}
      <ToastRegion />
    </I18nProvider>
  );
}
