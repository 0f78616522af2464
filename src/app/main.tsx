import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { setSessionPlatform } from "../api/session";
import { currentPlatform } from "../platform/current-platform";
import { activateLocale, detectLocale } from "./i18n";
import { Providers } from "./providers";
import { createAppRouter } from "./router";
import "./global.css";

async function boot() {
  setSessionPlatform(currentPlatform());
  await activateLocale(detectLocale());
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void boot();
