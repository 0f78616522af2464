import { useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { checkOrderValid } from "../../../api/calls/order-create";
import type { OrderInput } from "../../../api/schemas/order-create";
import type { MeasurementSystem } from "../../../domain/measurement";
import type { OrderIssue } from "../../../domain/order-validation";
import { apiErrorText } from "../../../ui/api-error-text";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { orderIssueMessage } from "../../../ui/order-issue-text";
import styles from "../wizard/steps.module.css";

type CheckState = { status: "idle" | "checking" } | { status: "valid" } | { status: "invalid"; messages: string[] } | { status: "failed"; messages: string[] };

interface FinishCheckProps {
  input: OrderInput;
  /** The order being edited (its own number is not "taken"); null when creating. */
  editingId: number | null;
  online: boolean;
  /** The user's units, for messages with lengths and weights. */
  measurement: MeasurementSystem;
  /** Reports whether the last check passed (the progress list marks "Check" done). */
  onResult: (valid: boolean) => void;
}

/**
 * "Check": the server runs every rule again (POST /v1/orders/check-valid), with what only it
 * knows (order numbers already taken, the current price tables). Runs once on arrival when
 * online, and again on demand; its problems are the rule codes, translated here.
 */
export function FinishCheck({ input, editingId, online, measurement, onResult }: FinishCheckProps) {
  const { i18n } = useLingui();
  const [state, setState] = useState<CheckState>({ status: "idle" });
  const latest = useRef({ input, editingId, onResult });
  latest.current = { input, editingId, onResult };

  const check = async () => {
    setState({ status: "checking" });
    try {
      const answer = await checkOrderValid(latest.current.input, latest.current.editingId);
      if (answer.valid) {
        setState({ status: "valid" });
      } else {
        const messages = answer.issues.map((issue) => orderIssueMessage(issue as OrderIssue, i18n, measurement));
        setState({ status: "invalid", messages: [...new Set(messages)] });
      }
      latest.current.onResult(answer.valid);
    } catch (error) {
      setState({ status: "failed", messages: apiErrorText(error, i18n) });
      latest.current.onResult(false);
    }
  };
  const checkRef = useRef(check);
  checkRef.current = check;

  // Once on arrival: the user sees the server's verdict without having to ask for it.
  useEffect(() => {
    if (online) void checkRef.current();
  }, [online]);

  return (
    <div className={styles.section}>
      <div role="status" className={styles.section}>
        {state.status === "checking" && (
          <p className={styles.muted}>
            <Trans>Checking the order…</Trans>
          </p>
        )}
        {state.status === "valid" && (
          <p className={formStyles.notice}>
            <Trans>Everything is in order</Trans>
          </p>
        )}
        {(state.status === "invalid" || state.status === "failed") && (
          <ul className={formStyles.alert}>
            {state.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {!online && (
          <p className={styles.muted}>
            <Trans>The check needs the network.</Trans>
          </p>
        )}
      </div>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void check()} disabled={!online} busy={state.status === "checking"}>
          <Trans>Check again</Trans>
        </Button>
      </div>
    </div>
  );
}
