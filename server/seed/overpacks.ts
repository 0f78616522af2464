import { ORDER_STATUSES } from "../../src/domain/order-status";
import { buildDemoOrderRows } from "./order-plan";
import { bagTrackingNumber } from "./overpack-plan";
import type { DemoOrderRef } from "./orders";

/**
 * The demo overpacks and orders tests name (server/seed/overpack-plan.ts makes them), so that no
 * test, on the server or end to end, has to guess which bag or order to use.
 */

/** Bags tests name, so that none has to guess. */
export const DEMO_OVERPACKS = {
  /** Seller 1, dispatched, to Brazil under Express: adding to it is refused, its label prints. */
  dispatched: { id: 1, reference: "OVP-LG-0001", tracking_number: bagTrackingNumber(90_000_001) },
  /** Seller 1, open, to Brazil under Standard: in-transit BR/Standard orders outside bags may join it. */
  open: { id: 2, reference: "OVP-LG-0002" },
  /** Seller 1, dispatched, to Peru. */
  dispatchedPeru: { id: 3, reference: "OVP-LG-0003" },
  /** Seller 1, open, to Ecuador under Economy: dispatch it in tests that need a fresh dispatch. */
  openEcuador: { id: 4, reference: "OVP-LG-0004" },
  /** Seller 2's: seller 1's users get 404. */
  otherSeller: { id: 5, reference: "OVP-OS-0001" },
} as const;

const rows = buildDemoOrderRows(new Date(0), { dispatchers: {} });
const ref = (o: { id: number; order_number: string }): DemoOrderRef => ({ id: o.id, order_number: o.order_number });
const loose = rows.orders.filter((o) => o.seller_id === 1 && o.dispatched === 1 && o.overpack_id === null);
const OPEN_BAG = { country: "BR", contract_id: 2 } as const;
const fitsOpen = (o: (typeof loose)[number]) => o.customer_country === OPEN_BAG.country && o.contract_id === OPEN_BAG.contract_id;

/** Seller 1's orders around the open bag OVP-LG-0002 (Brazil, Standard), newest first. */
export const DEMO_OVERPACK_ORDERS = {
  /** In transit, in no bag, to Brazil under Standard: each may join OVP-LG-0002. */
  addable: loose.filter((o) => fitsOpen(o) && o.current_status_id === ORDER_STATUSES.IN_TRANSIT).reverse().map(ref),
  /** Dispatched, in no bag, to another country: refused as other_destination. */
  otherDestination: loose.filter((o) => o.customer_country !== OPEN_BAG.country).reverse().map(ref),
  /** Dispatched, in no bag, to Brazil under another contract: refused as other_contract. */
  otherContract: loose.filter((o) => o.customer_country === OPEN_BAG.country && o.contract_id !== OPEN_BAG.contract_id).reverse().map(ref),
  /** Already in OVP-LG-0002. */
  inOpen: rows.orders.filter((o) => o.overpack_id === DEMO_OVERPACKS.open.id).map(ref),
  /** In the dispatched OVP-LG-0001. */
  inDispatched: rows.orders.filter((o) => o.overpack_id === DEMO_OVERPACKS.dispatched.id).map(ref),
};
