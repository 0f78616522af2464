/** @jsxImportSource preact */
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { useEffect, useLayoutEffect, useMemo, useState } from "preact/hooks";
import type { TrackingBranding } from "../api/schemas/tracking-settings";
import { BrandFooter, PageHeader, brandStyle } from "./branding";
import { currentLocale } from "./i18n";
import { NotFoundView } from "./not-found-view";
import { createVerificationSource, type VerificationSource } from "./proof-of-work";
import { type View, currentView, onNavigate } from "./router";
import { TrackingForm } from "./tracking-form";
import { TrackingResultView } from "./tracking-result";

function titleOf(view: View, reference: string): string {
  switch (view.name) {
    case "form":
      return t`Track my order`;
    case "not-found":
      return t`Tracking not found`;
    case "result":
      return t`Parcel ${reference}`;
  }
}

/** The whole page: header (logo, language, sign-in), one view by path, the seller's footer. */
export function TrackingApp({ verification: given }: { verification?: VerificationSource }) {
  const verification = useMemo(() => given ?? createVerificationSource(), [given]);
  const [view, setView] = useState(currentView);
  const [locale, setLocale] = useState(currentLocale);
  const [branding, setBranding] = useState<TrackingBranding | null>(null);

  // A layout effect: it subscribes before any view's own effect can navigate (a result page
  // without a stored copy replaces itself with the form at once).
  useLayoutEffect(() => {
    const unsubscribe = onNavigate(() => setView(currentView()));
    setView(currentView());
    return unsubscribe;
  }, []);
  // The picker activates a language; every text is read again through `t` on this render.
  useEffect(() => i18n.on("change", () => setLocale(currentLocale())), []);

  const reference = view.name === "result" ? view.reference : "";
  useEffect(() => {
    document.title = titleOf(view, reference);
    if (view.name !== "result") setBranding(null);
    // The title follows the view and the language.
  }, [view, reference, locale]);

  return (
    <div class="page" style={brandStyle(branding)}>
      <PageHeader branding={branding} locale={locale} />
      <main id="main">
        {view.name === "form" && <TrackingForm search={view.search} verification={verification} />}
        {view.name === "not-found" && <NotFoundView />}
        {view.name === "result" && <TrackingResultView key={view.reference} reference={view.reference} verification={verification} onBranding={setBranding} />}
      </main>
      <BrandFooter branding={branding} />
    </div>
  );
}
