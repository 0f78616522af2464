import { useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import styles from "./notification-settings.module.css";

/** How long "Copied" stays: long enough to read. */
const COPIED_VISIBLE_MS = 3_000;

/** Copies `text` in one tap and says so (a refused clipboard says so too: the text can be selected by hand). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <span className={styles.actions}>
      <Button type="button" variant="secondary" onClick={() => void copy()} aria-label={label}>
        <Trans>Copy</Trans>
      </Button>
      <span role="status" className={state === "failed" ? styles.error : styles.copied}>
        {state === "copied" && <Trans>Copied</Trans>}
        {state === "failed" && <Trans>Could not copy. Select the text and copy it by hand.</Trans>}
      </span>
    </span>
  );
}
