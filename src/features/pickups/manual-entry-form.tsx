import { useRef, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_PICKUP_REFERENCE } from "../../api/schemas/pickups";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import type { ScanOutcome } from "./record-scan";
import styles from "./pickups.module.css";

interface ManualEntryFormProps {
  onRecord(code: string): Promise<ScanOutcome | undefined>;
}

/**
 * For a damaged or unreadable label: the code typed in. A keyboard-wedge scanner (code + Enter)
 * works here too.
 */
export function ManualEntryForm({ onRecord }: ManualEntryFormProps) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [blank, setBlank] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") {
      setBlank(true);
      return;
    }
    setBusy(true);
    setBlank(false);
    const outcome = await onRecord(code);
    setBusy(false);
    // A code the device could not save stays in the field for another try; a misread one stays
    // too, selected: a typo is corrected in place, and a wedge's next scan types over it.
    if (outcome?.kind === "misread") inputRef.current?.select();
    else if (outcome && outcome.kind !== "failed") setCode("");
  };

  return (
    <form className={styles.manual} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={inputRef}
        label={t`Enter code manually`}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        maxLength={MAX_PICKUP_REFERENCE}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="done"
        errors={blank ? [t`Type the tracking number or order number.`] : []}
      />
      <Button type="submit" busy={busy} className={styles.big}>
        <Trans>Record</Trans>
      </Button>
    </form>
  );
}
