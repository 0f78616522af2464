import { fetchOrder, fetchOrders } from "../../api/calls/orders";
import type { ImportSender } from "../../domain/order-import/types";
import { readLastSender, senderForNewDraft } from "../../offline/drafts/default-sender";

/**
 * The sender the import checks with (a file has no sender columns): the one a new order starts
 * with on this device (the last used), else the one of the seller's latest order, which is what
 * the server takes when the request names none (decision 040). None when there is neither: every
 * order is then rejected with "Set a default sender before importing orders".
 */
export async function defaultImportSender(userId: number, latestOrderSender: () => Promise<ImportSender | null> = senderOfLatestOrder): Promise<ImportSender | null> {
  const last = await readLastSender(userId).catch(() => undefined);
  if (last) {
    const sender = senderForNewDraft(last, undefined);
    const optional = (value: string) => (value.trim() === "" ? null : value.trim());
    return { ...sender, complement: optional(sender.complement), tax_number: optional(sender.tax_number), website: optional(sender.website) };
  }
  return latestOrderSender().catch(() => null);
}

/** GET /v1/orders (newest first) and the first order's sender; null when it has none. */
async function senderOfLatestOrder(): Promise<ImportSender | null> {
  const [latest] = (await fetchOrders({ limit: "1", offset: "0" })).elements;
  if (!latest) return null;
  const sender = (await fetchOrder(latest.id)).sender;
  return sender ? { ...sender, complement: sender.complement ?? null, tax_number: sender.tax_number ?? null, website: sender.website ?? null } : null;
}
