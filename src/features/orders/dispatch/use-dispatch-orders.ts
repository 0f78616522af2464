import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { enqueueDispatch } from "../../../offline/outbox";
import type { QueuedDispatch } from "../../../offline/outbox/dispatch-hooks";
import { showToast } from "../../../ui/toast";

/** Long enough to read a list of order numbers (the default toast lasts 2 s). */
const SKIPPED_TOAST_MS = 6_000;

export interface DispatchCandidate {
  id: number;
  order_number: string;
  dispatched: boolean;
}

type OrderRef = Pick<DispatchCandidate, "id" | "order_number">;

/** A batch waiting for the person's "Dispatch" in the dialog (dispatch-confirm-dialog.tsx). */
export interface DispatchRequest {
  toSend: OrderRef[];
  /** Selected orders already dispatched: left out. */
  skipped: OrderRef[];
}

/**
 * Queues a dispatch of the orders not yet dispatched (one operation; several orders make a
 * multi-dispatch, decided per order on the server) and follows it: `queued` is what the screen
 * shows the outcome of (dispatch-progress.tsx). A batch of more than one order asks first
 * (`request`, then `confirm` or `dismiss`); one order goes at once.
 */
export function useDispatchOrders() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [request, setRequest] = useState<DispatchRequest>();
  const [queued, setQueued] = useState<QueuedDispatch>();

  const send = async (orders: OrderRef[]): Promise<QueuedDispatch | undefined> => {
    setBusy(true);
    try {
      const toQueue = orders.map(({ id, order_number }) => ({ id, order_number }));
      const next = { opId: await enqueueDispatch(toQueue), orders: toQueue };
      setQueued(next);
      return next;
    } catch {
      showToast(t`The dispatch could not be saved on this device. Please try again.`, "error");
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  /** Dispatches now (one order) or asks first (several). Resolves with the dispatch once it is queued. */
  const dispatch = async (orders: readonly DispatchCandidate[]): Promise<QueuedDispatch | undefined> => {
    const toSend = orders.filter((order) => !order.dispatched);
    const skipped = orders.filter((order) => order.dispatched);
    if (toSend.length > 1) {
      setRequest({ toSend, skipped });
      return undefined;
    }
    if (skipped.length > 0) {
      const numbers = skipped.map((order) => order.order_number).join(", ");
      showToast(t`Already dispatched, so skipped: ${numbers}`, "info", SKIPPED_TOAST_MS);
    }
    return toSend.length === 0 ? undefined : send(toSend);
  };

  /** The person confirmed the batch in the dialog. */
  const confirm = async (): Promise<QueuedDispatch | undefined> => {
    const asked = request;
    if (!asked) return undefined;
    const sent = await send(asked.toSend);
    setRequest(undefined);
    return sent;
  };

  return { dispatch, confirm, dismiss: () => setRequest(undefined), request, busy, queued, forget: () => setQueued(undefined) };
}
