import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_PICKUP_REFERENCE, type CreatePickupRequest } from "../../api/schemas/pickups";
import { correctScanCode } from "../../offline/outbox";
import type { OutboxOperation } from "../../offline/outbox/operations";
import { Button } from "../../ui/button";
import { pickupRefusalAdvice, pickupRefusalOf, pickupRefusalText } from "../../ui/pickup-refusal-text";
import { MISREAD_MESSAGE, isMisreadCode } from "../../ui/scanner";
import { TextField } from "../../ui/fields";
import { correctName } from "./operation-text";
import styles from "./outbox-page.module.css";

/**
 * The parts of an outbox entry that belong to a pickup or dropoff scan (issue 14): the code it
 * carries (even when the device could not match it to an order), the server's refusal in the
 * user's words with what to do, and the form that corrects a mistyped code.
 */

/** The scan's body, read defensively: it is stored as it was sent. */
function scanBody(op: OutboxOperation): Partial<CreatePickupRequest> {
  const body: unknown = op.body;
  return typeof body === "object" && body !== null ? (body as Partial<CreatePickupRequest>) : {};
}

/** The code as scanned or typed: what names the parcel before the server matched it. */
export function ScanCode({ op }: { op: OutboxOperation }) {
  const code = scanBody(op).reference;
  if (!code) return null;
  return (
    <span className={styles.code}>
      <Trans>
        Code <span className={styles.codeText}>{code}</span>
      </Trans>
    </span>
  );
}

/** The server's refusal of a scan, translated when we know it, and what the person can do. */
export function ScanRefusal({ op }: { op: OutboxOperation }) {
  const { i18n } = useLingui();
  const messages = op.lastError?.messages ?? [];
  const refusal = pickupRefusalOf(messages);
  if (!refusal) return null;
  return (
    <>
      <p className={styles.message}>{pickupRefusalText(refusal, scanBody(op).type === "dropoff" ? "dropoff" : "pickup", i18n)}</p>
      <p className={styles.advice}>{pickupRefusalAdvice(refusal, i18n)}</p>
    </>
  );
}

interface CorrectCodeFormProps {
  op: OutboxOperation;
  onDone(): void;
  onCancel(): void;
}

/**
 * A new code for a scan the server refused for its code. It is sent as a new operation (decision
 * 032): the refused one was never applied, and a key belongs to one request.
 */
export function CorrectCodeForm({ op, onDone, onCancel }: CorrectCodeFormProps) {
  const { i18n, t } = useLingui();
  const original = scanBody(op).reference ?? "";
  const [code, setCode] = useState(original);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = code.trim();
    if (next === "") return setErrors([t`Type the tracking number or order number.`]);
    if (next.toUpperCase() === original.trim().toUpperCase()) return setErrors([t`This is the code the server refused: change it, or discard the scan.`]);
    // Judged here as on the scan screen: a wrong check digit is a typo, not worth a round trip.
    if (isMisreadCode(next)) return setErrors([i18n._(MISREAD_MESSAGE)]);
    setBusy(true);
    setErrors([]);
    try {
      await correctScanCode(op.id, next);
      onDone();
    } catch {
      setErrors([t`This scan could not be corrected on this device. Reload the page and try again.`]);
      setBusy(false);
    }
  };

  return (
    <form className={styles.correct} onSubmit={(event) => void submit(event)} noValidate aria-label={correctName(op, i18n)}>
      <TextField
        label={t`Corrected code`}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        maxLength={MAX_PICKUP_REFERENCE}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        errors={errors}
        // Opened by the person's own press, to type at once.
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          <Trans>Send corrected code</Trans>
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
      <p className={styles.meta}>
        <Trans>The scan keeps its time; the refused code is removed.</Trans>
      </p>
    </form>
  );
}
