import { Trans } from "@lingui/react/macro";
import { ApiError } from "../../api/errors";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { finalRefusal } from "./use-import-job";
import styles from "./order-import.module.css";

/**
 * Why the result page has no fresh news of the import, under what it last knew. A timeout is a
 * server busy with work (often this very import, decision 067): said calmly, and the page goes on
 * asking by itself. A lost network or a server failure is said as such, with a retry that asks at
 * once. A final refusal (not the user's, gone) has nothing to retry.
 */
export function FollowingTrouble({ error, asking, onRetry }: { error: Error; asking: boolean; onRetry: () => void }) {
  if (error instanceof ApiError && error.kind === "timeout")
    return (
      <p role="status" className={styles.muted}>
        <Trans>The server is busy and has not answered yet. The import goes on; this page keeps asking.</Trans>
      </p>
    );
  return (
    <>
      <ApiErrorAlert error={error} />
      {finalRefusal(error) ? null : (
        <p>
          <Button type="button" variant="secondary" onClick={onRetry} busy={asking}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      )}
    </>
  );
}
