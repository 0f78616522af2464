import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_PICKUP_REFERENCE } from "../../api/schemas/pickups";
import { paths } from "../../config/paths";
import { Button } from "../../ui/button";
import formStyles from "../../ui/form.module.css";
import { MISREAD_MESSAGE, scanSucceededFeedback, scanWarningFeedback } from "../../ui/scanner";
import { OrderScanCamera } from "./order-scan-camera";
import { type OrderScanResult, type ScannedOrder, useOrderScan } from "./use-order-scan";
import styles from "./order-scan-field.module.css";

export interface OrderScanSelection {
  /** The list's selection (what "Dispatch" acts on). */
  selected: ReadonlySet<number>;
  /** Adds the order to the list's selection. */
  onSelect(order: ScannedOrder): void;
}

interface OrderScanFieldProps {
  /** Undefined for users who cannot dispatch: a scan then only opens the order. */
  selection?: OrderScanSelection;
}

/** The latest thing said: an alert for a code that found nothing, politely otherwise. */
type Message = { tone: "alert" | "status"; text: string; seq: number };

/**
 * The warehouse's scan field on /orders: a keyboard-wedge scanner types the code and Enter, or the
 * camera decodes it. The order it names opens; in selection mode it joins the selection for
 * "Dispatch" instead, so a stack of parcels is dispatched with one press after scanning each.
 */
export function OrderScanField({ selection }: OrderScanFieldProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [selecting, setSelecting] = useState(false);
  const [message, setMessage] = useState<Message>();
  const seq = useRef(0);
  const selectionMode = selecting && selection !== undefined;

  // Scans can come faster than the page re-renders with the new selection: the count announced
  // must include the scan before, so the selection is mirrored here and updated at once.
  const selectedRef = useRef<ReadonlySet<number>>(selection?.selected ?? new Set());
  useEffect(() => {
    selectedRef.current = selection?.selected ?? new Set();
  }, [selection?.selected]);

  const say = (tone: Message["tone"], text: string) => setMessage({ tone, text, seq: ++seq.current });

  const select = (order: ScannedOrder) => {
    const number = order.order_number;
    // Flagged, not added: Dispatch would only skip it, and a parcel dispatched already in a stack
    // being dispatched is worth a second look (issue 14).
    if (order.dispatched) {
      scanWarningFeedback();
      say("alert", t`${number} is already dispatched, so it was not added to the selection.`);
      return;
    }
    if (selectedRef.current.has(order.id)) {
      const count = selectedRef.current.size;
      scanWarningFeedback();
      say("status", i18n._(msg({ message: plural(count, { one: `${number} is already selected (# selected)`, other: `${number} is already selected (# selected)` }) })));
      return;
    }
    const next = new Set(selectedRef.current).add(order.id);
    selectedRef.current = next;
    selection?.onSelect(order);
    const count = next.size;
    scanSucceededFeedback();
    say("status", i18n._(msg({ message: plural(count, { one: `${number} selected (# selected)`, other: `${number} selected (# selected)` }) })));
  };

  const onResult = (result: OrderScanResult) => {
    if (result.kind === "found") {
      if (selectionMode) select(result.order);
      else void navigate(paths.order(result.order.id));
      return;
    }
    const scanned = result.code;
    scanWarningFeedback();
    if (result.kind === "unknown") say("alert", t`No order has the code ${scanned}. Check the label and scan again.`);
    else if (result.kind === "misread") say("alert", i18n._(MISREAD_MESSAGE));
    else if (result.kind === "not-on-device")
      say("alert", t`This device is offline and has no saved order with the code ${scanned}. Connect to the internet to look it up.`);
    else say("alert", t`The code ${scanned} could not be looked up because the server did not answer. Try again.`);
    setCode(scanned);
  };

  // After the code is back in the field (the effect runs after that render): selected, so the
  // next wedge scan types over it instead of after it.
  useEffect(() => {
    if (message?.tone === "alert") inputRef.current?.select();
  }, [message]);

  const scan = useOrderScan(onResult);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Emptied at once: a wedge can send the next code before the lookup answers. A code that
    // finds nothing comes back (selected) with its message.
    setCode("");
    void scan(code);
  };

  return (
    <form className={styles.scan} onSubmit={submit} noValidate>
      <label htmlFor={`${hintId}-code`} className={styles.label}>
        <Trans>Scan or type a code</Trans>
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={`${hintId}-code`}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          // Coming back to the field (after the switch or the camera), a scan replaces what is there.
          onFocus={(event) => event.currentTarget.select()}
          maxLength={MAX_PICKUP_REFERENCE}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby={hintId}
        />
        <Button type="submit" className={styles.control}>
          {selectionMode ? <Trans>Select</Trans> : <Trans>Open</Trans>}
        </Button>
        {selection && (
          <label className={styles.switch}>
            <input type="checkbox" role="switch" checked={selecting} onChange={(event) => setSelecting(event.target.checked)} />
            <Trans>Selection mode</Trans>
          </label>
        )}
      </div>
      <p id={hintId} className={styles.hint}>
        {selectionMode ? (
          <Trans>A scanned code adds its order to the selection for Dispatch.</Trans>
        ) : (
          <Trans>Tracking reference, last-mile tracking number or order number. A scanned code opens its order.</Trans>
        )}
      </p>
      <OrderScanCamera onCode={(decoded) => void scan(decoded)} />
      <p role="status" className={styles.status}>
        {message?.tone === "status" && <span key={message.seq}>{message.text}</span>}
      </p>
      {message?.tone === "alert" && (
        <p key={message.seq} role="alert" className={`${formStyles.alert} ${styles.message}`}>
          {message.text}
        </p>
      )}
    </form>
  );
}
