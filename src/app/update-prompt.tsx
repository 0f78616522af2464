import { useState, useSyncExternalStore } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../ui/button";
import { serviceWorkerStore } from "./service-worker-state";

/** Forms with unsaved input mark themselves so; an update would lose what they hold. */
export const DIRTY_FORM_SELECTOR = 'form[data-dirty="true"]';

/**
 * Offers a new version of the app (a waiting service worker). A prompt only: the app never
 * reloads by itself, and with unsaved input on the page ("never forced while a form is open")
 * the user confirms first. Non-modal and in the flow of the page: mount it at the top of the shell.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const { updateAvailable } = useSyncExternalStore(serviceWorkerStore.subscribe, serviceWorkerStore.getSnapshot);
  const [dismissed, setDismissed] = useState(false);

  if (!updateAvailable || dismissed) return null;

  const update = () => {
    if (
      document.querySelector(DIRTY_FORM_SELECTOR) &&
      !window.confirm(t`You have unsaved changes. Update anyway? Your changes on this page will be lost.`)
    ) {
      return;
    }
    // Loaded by main.tsx after the first paint, long before an update can be waiting.
    void import("./service-worker").then((worker) => worker.applyUpdate());
  };

  return (
    <div
      role="region"
      aria-label={t`App update`}
      style={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: "0.75rem",
        padding: "0.75rem 1rem",
        background: "var(--color-primary-soft, #e3eafc)",
        borderBottom: "1px solid var(--color-border-subtle, #d9dde5)",
      }}
    >
      <p style={{ margin: 0, flex: "1 1 16rem" }}>
        <Trans>A new version of the app is available.</Trans>
      </p>
      <Button onClick={update}>
        <Trans>Update now</Trans>
      </Button>
      <Button variant="secondary" onClick={() => setDismissed(true)}>
        <Trans>Later</Trans>
      </Button>
    </div>
  );
}
