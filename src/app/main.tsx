import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { setSessionPlatform } from "../api/session";
import { applyBrand } from "../platform/apply-brand";
import { currentPlatform } from "../platform/current-platform";
import { platformById } from "../platform/registry";
import { activateLocale, detectLocale } from "./i18n";
import { Providers } from "./providers";
import { createAppRouter } from "./router";
import { applyTextSize, loadTextSize } from "./shell/text-size";
import "./global.css";

async function boot() {
  // Brand, text size and language before the first paint, so nothing flashes in the wrong look.
  const platform = currentPlatform();
  setSessionPlatform(platform);
  applyBrand(platformById(platform));
  applyTextSize(loadTextSize());
  await activateLocale(detectLocale());
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
  // Registered after the first render, from its own chunk: it is not needed to show the page.
  void import("./service-worker").then((m) => m.registerServiceWorker());
}

void boot();
