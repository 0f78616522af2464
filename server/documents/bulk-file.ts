import type { DocumentKind } from "../../src/api/schemas/documents";
import type { DocumentOrder } from "./document-order";

/**
 * The name and the skipped-orders header of a PDF of many orders, the same whether the request
 * answered it or a job made it (issue 16).
 */

/** File names carry only characters every system keeps: order numbers are typed by sellers. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60);

export function documentFileName(kind: DocumentKind, orders: readonly DocumentOrder[], printedAt: Date): string {
  const name = kind.replace(/_/g, "-");
  if (orders.length === 1) return `${name}-${fileSafe(orders[0]!.order.order_number)}.pdf`;
  return `${name}-${orders.length}-orders-${printedAt.toISOString().slice(0, 10)}.pdf`;
}

/** X-Skipped-Orders' value: order numbers are the seller's text, and header values must stay printable ASCII. */
export const skippedOrdersValue = (orderNumbers: readonly string[]) => orderNumbers.map((n) => n.replace(/[^\x20-\x7e]|,/g, "_")).join(",");
