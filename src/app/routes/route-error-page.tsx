import { useEffect } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/button";

/**
 * When a screen fails to load (its code could not be fetched: offline before it was cached, or a
 * new version replaced the old files) or throws, the user gets words and a way out, not a blank page.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  // Kept in the console for whoever investigates (and for error reporting once there is one).
  useEffect(() => console.error("A screen failed:", error), [error]);
  const chunkFailed = error instanceof TypeError || (error instanceof Error && /dynamically imported module|Loading chunk|Importing a module script failed/i.test(error.message));
  return (
    <main role="alert" style={{ padding: "2rem 1rem", maxWidth: "40rem", margin: "0 auto" }}>
      <h1>
        <Trans>This screen could not be opened</Trans>
      </h1>
      <p>
        {chunkFailed ? (
          <Trans>Check your internet connection and try again.</Trans>
        ) : (
          <Trans>Something went wrong. Please try again.</Trans>
        )}
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </Button>
    </main>
  );
}
