import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { getSessionUser, setSessionPlatform } from "../api/session";
import { applyBrand } from "../platform/apply-brand";
import { currentPlatform } from "../platform/current-platform";
import { platformById } from "../platform/registry";
import { activateLocale, detectLocale } from "./i18n";
import { Providers } from "./providers";
import { EntryRoutes, preloadEntry, preloadRouter } from "./entry-routes";
import { preloadShell } from "./routes/access-gate";
import { applyTextSize, loadTextSize } from "./shell/text-size";
import "./global.css";

async function boot() {
  // Brand, text size and language before the first paint, so nothing flashes in the wrong look.
  const platform = currentPlatform();
  setSessionPlatform(platform);
  applyBrand(platformById(platform));
  applyTextSize(loadTextSize());
  const language = activateLocale(detectLocale());
  // The page's screen (and the shell for a signed-in user) load meanwhile, with their texts in
  // that language, rather than one after the other.
  const signedIn = getSessionUser() !== null;
  preloadEntry(location.pathname, signedIn);
  if (signedIn) preloadShell();
  await language;
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <EntryRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
  // The router of the signed-in screens, when the sign-in page did not need it (entry-routes.tsx).
  preloadRouter();
  // Registered after the first render, from its own chunk: it is not needed to show the page.
  void import("./service-worker").then((m) => m.registerServiceWorker());
}

void boot();
