import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_PICKUP_REFERENCE } from "../../../api/schemas/pickups";
import { paths } from "../../../config/paths";
import { Button } from "../../../ui/button";
import { scanSucceededFeedback, scanWarningFeedback, useWedgeScan } from "../../../ui/scanner";
import { OrderScanCamera } from "./order-scan-camera";
import { readOrderSelection, selectScannedOrder, setSelecting, useOrderSelection } from "../list/order-selection";
import { ScanMessageView, type ScanMessage } from "./scan-message-view";
import { scanProblemText, scanSelectionText } from "./scan-messages";
import { type OrderScanResult, type ScannedOrder, useOrderScan } from "./use-order-scan";
import styles from "./order-scan-field.module.css";

interface OrderScanFieldProps {
  /** False for users who cannot dispatch: a scan then only opens the order. */
  canSelect: boolean;
}

/**
 * A phone's on-screen keyboard would cover half the list if the field took focus on its own; the
 * page-level wedge listener still catches a scan there.
 */
const PHONE_TOUCH = "(max-width: 30rem) and (pointer: coarse)";

/** The latest thing said: an alert for a code that found nothing, politely otherwise. */
/**
 * The warehouse's scan field on /orders: a keyboard-wedge scanner types the code and Enter, or the
 * camera decodes it. The order it names opens; in selection mode it joins the selection for
 * "Dispatch" instead, so a stack of parcels is dispatched with one press after scanning each.
 * The field has focus when the list opens (and again after Back), and a scan made while focus is
 * elsewhere on the page (a row's checkbox, a button) is caught all the same.
 */
export function OrderScanField({ canSelect }: OrderScanFieldProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const { selecting } = useOrderSelection();
  const [message, setMessage] = useState<ScanMessage>();
  const seq = useRef(0);
  const selectionMode = selecting && canSelect;

  const say = (tone: ScanMessage["tone"], text: string) => setMessage({ tone, text, seq: ++seq.current });

  // The selection is read and written at once (not at the next render): scans can come faster
  // than the page re-renders, and the count announced must include the scan before.
  const select = (order: ScannedOrder) => {
    const outcome = selectScannedOrder(order);
    const count = readOrderSelection().selected.size;
    if (outcome === "added") scanSucceededFeedback();
    else scanWarningFeedback();
    say(outcome === "already-dispatched" ? "alert" : "status", scanSelectionText(outcome, order.order_number, count, i18n));
  };

  const onResult = (result: OrderScanResult) => {
    if (result.kind === "found") {
      if (selectionMode) select(result.order);
      else void navigate(paths.order(result.order.id));
      return;
    }
    scanWarningFeedback();
    say("alert", scanProblemText(result, i18n));
    setCode(result.code);
  };

  // After the code is back in the field (the effect runs after that render): selected, so the
  // next wedge scan types over it instead of after it.
  useEffect(() => {
    if (message?.tone === "alert") inputRef.current?.select();
  }, [message]);

  // Ready for the first scan when the list opens, and when Back returns to it. Without scrolling:
  // the list opens at its top.
  useEffect(() => {
    if (!window.matchMedia(PHONE_TOUCH).matches) inputRef.current?.focus({ preventScroll: true });
  }, []);

  const scan = useOrderScan(onResult);
  useWedgeScan((scanned) => void scan(scanned));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Emptied at once: a wedge can send the next code before the lookup answers. A code that
    // finds nothing comes back (selected) with its message.
    setCode("");
    void scan(code);
  };

  return (
    <form className={styles.scan} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <label htmlFor={`${hintId}-code`} className={styles.label}>
          <Trans>Scan or type a code</Trans>
        </label>
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
        {canSelect && (
          <label className={styles.switch}>
            <input type="checkbox" role="switch" checked={selecting} onChange={(event) => setSelecting(event.target.checked)} />
            <Trans>Selection mode</Trans>
          </label>
        )}
        <OrderScanCamera onCode={(decoded) => void scan(decoded)} />
      </div>
      <p id={hintId} className={styles.hint}>
        {selectionMode ? (
          <Trans>A scanned code adds its order to the selection for Dispatch.</Trans>
        ) : (
          <Trans>Tracking reference, last-mile tracking number or order number. A scanned code opens its order.</Trans>
        )}
      </p>
      <ScanMessageView message={message} statusClassName={styles.status} />
    </form>
  );
}
