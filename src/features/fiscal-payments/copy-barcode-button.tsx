import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import { styles } from "./styles";

/** How long "Copied" stays after a copy: long enough to read, then the button is as before. */
export const COPIED_VISIBLE_MS = 3_000;

type CopyState = "idle" | "copied" | "failed";

/**
 * Copies a slip's line, digits only (what bank apps accept), in one tap, and says so where a
 * screen reader hears it too. A browser that refuses the clipboard gets a message instead: the
 * grouped line beside the button can still be selected by hand.
 */
export function CopyBarcodeButton({ line, reference }: { line: string; reference: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(line.replace(/\D/g, ""));
      setState("copied");
    } catch {
      setState("failed");
    }
  };

  return (
    <span style={styles.row}>
      <Button variant="secondary" onClick={() => void copy()} aria-label={t`Copy barcode of ${reference}`}>
        <Trans>Copy</Trans>
      </Button>
      <span role="status" style={state === "failed" ? styles.error : styles.copied}>
        {state === "copied" && <Trans>Copied</Trans>}
        {state === "failed" && <Trans>Could not copy. Select the line and copy it by hand.</Trans>}
      </span>
    </span>
  );
}
