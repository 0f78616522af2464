import { Trans } from "@lingui/react/macro";

/** Spec: the version page shows v1.13 (the user menu's disabled item shows 1.2.5). */
export const CURRENT_VERSION = "v1.13";

export function CurrentVersionPage() {
  return (
    <section aria-labelledby="version-title">
      <h1 id="version-title">
        <Trans>Current version</Trans>
      </h1>
      <p>{CURRENT_VERSION}</p>
    </section>
  );
}
