import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { msg, plural } from "@lingui/core/macro";
import { enqueueDispatch } from "../../offline/outbox";
import { showToast } from "../../ui/toast";

/** Long enough to read a list of order numbers (the default toast lasts 2 s). */
const SKIPPED_TOAST_MS = 6_000;

export interface DispatchCandidate {
  id: number;
  order_number: string;
  dispatched: boolean;
}

/**
 * Queues a dispatch of the orders not yet dispatched (one operation; several orders make a
 * multi-dispatch, all or nothing on the server) and says which were skipped. The outbox sends it
 * now or when the network returns; the rows show "Pending sync" at once.
 */
export function useDispatchOrders() {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  const dispatch = async (orders: readonly DispatchCandidate[]): Promise<boolean> => {
    const toSend = orders.filter((order) => !order.dispatched);
    const skipped = orders.filter((order) => order.dispatched).map((order) => order.order_number);
    if (skipped.length > 0) {
      const numbers = skipped.join(", ");
      showToast(t`Already dispatched, so skipped: ${numbers}`, "info", SKIPPED_TOAST_MS);
    }
    if (toSend.length === 0) return false;
    setBusy(true);
    try {
      await enqueueDispatch(toSend.map(({ id, order_number }) => ({ id, order_number })));
      const count = toSend.length;
      showToast(i18n._(msg({ message: plural(count, { one: "Dispatch queued for # order", other: "Dispatch queued for # orders" }) })), "success");
      return true;
    } catch {
      showToast(t`The dispatch could not be saved on this device. Please try again.`, "error");
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { dispatch, busy };
}
