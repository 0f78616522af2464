import { Trans } from "@lingui/react/macro";

/** Shown while a screen's code arrives; on a fast network it is never seen. */
export function ScreenLoading() {
  return (
    <p role="status" style={{ padding: "2rem 1rem", textAlign: "center" }}>
      <Trans>Loading…</Trans>
    </p>
  );
}
