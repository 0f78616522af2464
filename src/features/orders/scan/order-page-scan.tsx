import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../../config/paths";
import { scanSucceededFeedback, scanWarningFeedback, useWedgeScan } from "../../../ui/scanner";
import { readOrderSelection, selectScannedOrder, useOrderSelection } from "../list/order-selection";
import { ScanMessageView, type ScanMessage } from "./scan-message-view";
import { scanProblemText, scanSelectionText } from "./scan-messages";
import { type OrderScanResult, useOrderScan } from "./use-order-scan";
import styles from "./order-scan-field.module.css";

interface OrderPageScanProps {
  /** The order this page shows. */
  orderId: number;
  /** False for users who cannot dispatch: a scan then only opens its order. */
  canSelect: boolean;
}

/**
 * A keyboard-wedge scan made while an order page is open (there is no scan field here): it opens
 * the scanned order, or in selection mode adds it to the list's selection, as the field on
 * /orders would. What happened shows at the bottom of the screen, where it is seen without
 * scrolling; a code that found nothing says so, so that no scan is silently lost.
 */
export function OrderPageScan({ orderId, canSelect }: OrderPageScanProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { selecting, selected } = useOrderSelection();
  const selectionMode = selecting && canSelect;
  const [message, setMessage] = useState<ScanMessage>();
  const seq = useRef(0);
  const say = (tone: ScanMessage["tone"], text: string) => setMessage({ tone, text, seq: ++seq.current });

  const onResult = (result: OrderScanResult) => {
    if (result.kind !== "found") {
      scanWarningFeedback();
      say("alert", scanProblemText(result, i18n));
      return;
    }
    const { order } = result;
    if (selectionMode) {
      const outcome = selectScannedOrder(order);
      if (outcome === "added") scanSucceededFeedback();
      else scanWarningFeedback();
      say(outcome === "already-dispatched" ? "alert" : "status", scanSelectionText(outcome, order.order_number, readOrderSelection().selected.size, i18n));
    } else if (order.id === orderId) {
      const number = order.order_number;
      say("status", t`Order ${number} is open.`);
    } else {
      setMessage(undefined);
      void navigate(paths.order(order.id));
    }
  };

  const scan = useOrderScan(onResult);
  useWedgeScan((code) => void scan(code));
  const selectedCount = selected.size;

  return (
    <>
      {selectionMode && (
        <p className={styles.pageScanMode}>
          <Trans>Selection mode: a scanned code adds its order to the selection.</Trans>{" "}
          <Link to={paths.orders}>
            <Plural value={selectedCount} one="# selected" other="# selected" />
          </Link>
        </p>
      )}
      <div className={styles.pageScan}>
        <ScanMessageView message={message} statusClassName={styles.pageScanStatus} />
      </div>
    </>
  );
}
