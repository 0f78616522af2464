import { Trans } from "@lingui/react/macro";

/** Shown while a screen's code and texts arrive; on a fast network it is never seen. */
export function ScreenLoading() {
  return (
    <p role="status" aria-busy="true" style={{ padding: "2rem 1rem", textAlign: "center" }}>
      <Trans>Loading…</Trans>
    </p>
  );
}
