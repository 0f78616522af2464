import type { Insertable } from "kysely";
import { type OrderStatusName, ORDER_STATUSES } from "../../src/domain/order-status";
import { DEFAULT_INSURANCE_SETTINGS, costSummary, insuredValueCents } from "../../src/domain/pricing";
import { S10_SERIAL_COUNT } from "../../src/domain/s10";
import type { Database } from "../db/schema";
import { contractTermsOf } from "../orders/contract-terms";
import { trackingReference } from "../orders/tracking-reference";
import { BATTERY_PRODUCTS, BOX_SIZES, DANGEROUS_PRODUCTS, PRODUCTS } from "./order-catalog";
import { demoDeliveryDate } from "./demo-delivery-date";
import { channelOrderNumber, emailOf, pickDestination, receiver } from "./demo-receivers";
import { HISTORY, PROGRESS, PROGRESS_NOISE } from "./order-history";
import { type PlannedItem, type RowIds, addBoxes, addCheckpoints, boxMeasures } from "./order-parts";
import { type Random, between, chance, digits, pick, seededRandom } from "./random";
import { DEMO_SENDERS } from "./demo-senders";
import { planOverpacks } from "./overpack-plan";

/**
 * The demo orders as rows, computed from a fixed seed: the same ids, numbers, statuses and
 * receivers on every start; only the times move with `now`. Pure (no database).
 */

type Rows<T extends keyof Database> = Insertable<Database[T]>[];
export interface DemoOrderRows {
  contracts: Rows<"contracts">;
  sales_channels: Rows<"sales_channels">;
  overpacks: Rows<"overpacks">;
  orders: (Rows<"orders">[number] & { id: number; current_status_id: number })[];
  order_boxes: Rows<"order_boxes">;
  order_items: Rows<"order_items">;
  order_volumes: Rows<"order_volumes">;
  checkpoints: Rows<"checkpoints">;
}

const SEED = 20_250_115;
/**
 * Tracking references come from a stream of their own: random S10 numbers like the server's
 * (decision 025), the same on every start, and drawing them changes no other demo row.
 */
const REFERENCE_SEED = 20_250_116;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
/** The demo sellers have no insurance settings saved: orders are insured at their selling price. */
const DEMO_INSURANCE = DEFAULT_INSURANCE_SETTINGS;
/** Orders were created over the last ~90 days, the newest within the last few hours. */
const HISTORY_MINUTES = 90 * DAY_MINUTES;
/** Randomness inside each order's time slot; smaller than the slot so numbers follow time. */
const SLOT_JITTER_MINUTES = 0.9;

/** Seller 1's mix across all eleven statuses; about 120 still NEW (not dispatched). */
const SELLER_1_STATUS_COUNTS: Record<OrderStatusName, number> = {
  NEW: 120,
  READY_TO_SHIP: 28,
  PICKUP: 14,
  SHIPPED: 18,
  IN_TRANSIT: 30,
  OUT_FOR_DELIVERY: 14,
  FAILED_ATTEMP: 10,
  DELIVERED: 42,
  DELIVERED_FAILED: 8,
  PARTIAL_DELIVERY: 8,
  PARTIAL_DELIVERY_FAILED: 8,
};
const SELLER_2_STATUSES: OrderStatusName[] = ["DELIVERED", "IN_TRANSIT", "READY_TO_SHIP", "NEW", "NEW", "NEW"];

const SHIPPED_CODE = ORDER_STATUSES.SHIPPED;
const PICKUP_CODE = ORDER_STATUSES.PICKUP;

/**
 * Contracts: "Economy" takes no dangerous goods, which multi_dispatch's refusal shows, and allows
 * no reverse volumes (decision 048).
 * Price tables (cents, percents): Express fast and dear, Standard in the middle and DDP only up to
 * US$ 3,000 of goods, Economy cheap and DDU only. Duties 60 % and sales tax 17 % are Brazil's II
 * and ICMS, the destination most demo orders go to. Taxing type, dates and "connected" (migration
 * 030): Express is taxed formally (a courier clearance), the others under the simplified regime;
 * Economy's contract ends this year.
 */
const BRAZIL_LIKE_TAXES = { duties_percent: 60, sales_tax_percent: 17 } as const;
const CONTRACTS = {
  express: {
    id: 1, seller_id: 1, name: "Express", carrier_name: "Andes Air Courier", delivery_time: 5, incoterms: ["DDP", "DDU"], allows_battery: 1, allows_dangerous_goods: 1,
    first_half_kg_cents: 1890, additional_half_kg_cents: 450, ...BRAZIL_LIKE_TAXES, insurance_percent: 2, ddp_max_goods_value_cents: null,
    allows_reverse: 1, delivery_mode: "door_to_door", reverse_carrier_name: "Andes Air Courier", origin_hub: "Miami hub (MIA)",
    taxing_type: "formal", starts_on: "2025-03-01", ends_on: "2027-02-28", destination_country: "BR", connected: 1,
  },
  standard: {
    id: 2, seller_id: 1, name: "Standard", carrier_name: "Southern Cross Post", delivery_time: 10, incoterms: ["DDP", "DDU"], allows_battery: 1, allows_dangerous_goods: 1,
    first_half_kg_cents: 1190, additional_half_kg_cents: 280, ...BRAZIL_LIKE_TAXES, insurance_percent: 1.5, ddp_max_goods_value_cents: 300_000,
    allows_reverse: 1, delivery_mode: "door_to_door", reverse_carrier_name: "Southern Cross Post", origin_hub: "Miami hub (MIA)",
    taxing_type: "simplified", starts_on: "2025-06-01", ends_on: null, destination_country: "BR", connected: 1,
  },
  economy: {
    id: 3, seller_id: 1, name: "Economy", carrier_name: "Pampa Freight", delivery_time: 20, incoterms: ["DDU"], allows_battery: 1, allows_dangerous_goods: 0,
    first_half_kg_cents: 790, additional_half_kg_cents: 160, ...BRAZIL_LIKE_TAXES, insurance_percent: 1.5, ddp_max_goods_value_cents: null,
    allows_reverse: 0, delivery_mode: "door_to_door", reverse_carrier_name: null, origin_hub: "Houston hub (IAH)",
    taxing_type: "simplified", starts_on: "2026-01-01", ends_on: "2026-12-31", destination_country: "BR", connected: 1,
  },
  other: {
    id: 4, seller_id: 2, name: "Standard", carrier_name: "Southern Cross Post", delivery_time: 12, incoterms: ["DDP"], allows_battery: 1, allows_dangerous_goods: 1,
    first_half_kg_cents: 1290, additional_half_kg_cents: 300, ...BRAZIL_LIKE_TAXES, insurance_percent: 1.8, ddp_max_goods_value_cents: null,
    allows_reverse: 1, delivery_mode: "door_to_door", reverse_carrier_name: "Southern Cross Post", origin_hub: "Lisbon hub (LIS)",
    taxing_type: "simplified", starts_on: "2025-09-01", ends_on: null, destination_country: "BR", connected: 1,
  },
} as const;
type ContractPlan = (typeof CONTRACTS)[keyof typeof CONTRACTS];

const SALES_CHANNELS = [
  { id: 1, seller_id: 1, name: "Shopify" },
  { id: 2, seller_id: 1, name: "Mercado Libre" },
  { id: 3, seller_id: 1, name: "Amazon" },
  { id: 4, seller_id: 2, name: "WooCommerce" },
] as const;

/** Positions, among seller 1's NEW orders newest first, of the dangerous goods put on Economy. */
const DANGEROUS_ON_ECONOMY_POSITIONS = [3, 8, 15];

interface SellerPlan {
  seller_id: number;
  legal_name: string;
  prefix: string;
  firstNumber: number;
  firstId: number;
  statuses: OrderStatusName[];
  contracts: ContractPlan[];
  channels: readonly { id: number; name: string }[];
  /** The user recorded as having dispatched (the READY_TO_SHIP checkpoint's author). */
  dispatcher: number;
}

interface OrderSlot {
  id: number;
  number: string;
  status: OrderStatusName;
  minutesAgo: number;
  dangerousOnEconomy: boolean;
}

export interface DemoOrderOptions {
  /** User id per seller id who dispatched that seller's demo orders. */
  dispatchers: Record<number, number>;
}

/** Seeded times count back from the moment of seeding (ISO). */
const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS).toISOString();

/** Distinct references, drawn from REFERENCE_SEED. */
function demoReferences(): () => string {
  const random = seededRandom(REFERENCE_SEED);
  const issued = new Set<string>();
  return () => {
    for (;;) {
      const reference = trackingReference(() => Math.floor(random() * S10_SERIAL_COUNT));
      if (!issued.has(reference)) {
        issued.add(reference);
        return reference;
      }
    }
  };
}

export function buildDemoOrderRows(now: Date, options: DemoOrderOptions): DemoOrderRows {
  const random = seededRandom(SEED);
  const nextReference = demoReferences();
  const rows: DemoOrderRows = {
    contracts: Object.values(CONTRACTS).map((c) => ({ ...c, incoterms: JSON.stringify(c.incoterms) })),
    sales_channels: SALES_CHANNELS.map((c) => ({ ...c })),
    overpacks: [],
    orders: [],
    order_boxes: [],
    order_items: [],
    order_volumes: [],
    checkpoints: [],
  };
  const ids = { box: 0, item: 0, volume: 0, checkpoint: 0 };

  const sellers: SellerPlan[] = [
    {
      seller_id: 1,
      legal_name: "Lumen Goods Ltd.",
      prefix: "LG-",
      firstNumber: 10001,
      firstId: 1,
      statuses: Object.entries(SELLER_1_STATUS_COUNTS).flatMap(([name, count]) => Array<OrderStatusName>(count).fill(name as OrderStatusName)),
      contracts: [CONTRACTS.express, CONTRACTS.standard, CONTRACTS.economy],
      channels: SALES_CHANNELS.filter((c) => c.seller_id === 1),
      dispatcher: options.dispatchers[1] ?? 1,
    },
    {
      seller_id: 2,
      legal_name: "Other Seller S.A.",
      prefix: "OS-",
      firstNumber: 20001,
      firstId: 1 + Object.values(SELLER_1_STATUS_COUNTS).reduce((a, b) => a + b, 0),
      statuses: SELLER_2_STATUSES,
      contracts: [CONTRACTS.other],
      channels: SALES_CHANNELS.filter((c) => c.seller_id === 2),
      dispatcher: options.dispatchers[2] ?? 1,
    },
  ];

  for (const seller of sellers) {
    for (const slot of planSlots(random, seller)) {
      addOrder(random, rows, ids, seller, { ...slot, reference: nextReference() }, now);
    }
  }
  rows.overpacks = planOverpacks(rows.orders, now);
  return rows;
}

/** Numbers follow creation time (oldest first); statuses lean towards "further on" with age. */
function planSlots(random: Random, seller: SellerPlan): OrderSlot[] {
  const count = seller.statuses.length;
  const slotMinutes = HISTORY_MINUTES / count;
  // Lowest keys go to the newest orders, so most NEW orders are recent.
  const byProgress = seller.statuses
    .map((status) => ({ status, key: PROGRESS[status] + random() * PROGRESS_NOISE }))
    .sort((a, b) => a.key - b.key)
    .map((s) => s.status);
  const slots: OrderSlot[] = [];
  for (let i = 0; i < count; i += 1) {
    const fromNewest = count - 1 - i;
    slots.push({
      id: seller.firstId + i,
      number: `${seller.prefix}${seller.firstNumber + i}`,
      status: byProgress[fromNewest]!,
      minutesAgo: Math.round((fromNewest + 1 - random() * SLOT_JITTER_MINUTES) * slotMinutes),
      dangerousOnEconomy: false,
    });
  }
  if (seller.contracts.some((c) => c.allows_dangerous_goods === 0)) {
    const newestNew = slots.filter((s) => s.status === "NEW").reverse();
    for (const position of DANGEROUS_ON_ECONOMY_POSITIONS) {
      const slot = newestNew[position];
      if (slot) slot.dangerousOnEconomy = true;
    }
  }
  return slots;
}

/** A fine operations charge later on some failed deliveries (never part of a quote). */
const FAILED_DELIVERY_FINE_CENTS = 1000;

function pickItems(random: Random, slot: OrderSlot): PlannedItem[] {
  const items: PlannedItem[] = [];
  const regular = between(random, 1, 3);
  for (let i = 0; i < regular; i += 1) items.push({ product: pick(random, PRODUCTS), quantity: between(random, 1, 3) });
  if (chance(random, 0.2)) items.push({ product: pick(random, BATTERY_PRODUCTS), quantity: 1 });
  const dangerous = chance(random, 0.08);
  if (slot.dangerousOnEconomy || dangerous) items.push({ product: pick(random, DANGEROUS_PRODUCTS), quantity: between(random, 1, 2) });
  return items;
}

function chooseContract(random: Random, seller: SellerPlan, slot: OrderSlot, dangerous: boolean): ContractPlan {
  if (slot.dangerousOnEconomy) return CONTRACTS.economy;
  const contract = pick(random, seller.contracts);
  // Only the chosen few sit where dispatch will refuse them; every other order is dispatchable.
  if (!dangerous || contract.allows_dangerous_goods === 1) return contract;
  return seller.contracts.find((c) => c.allows_dangerous_goods === 1) ?? contract;
}

function addOrder(
  random: Random,
  rows: DemoOrderRows,
  ids: RowIds,
  seller: SellerPlan,
  slot: OrderSlot & { reference: string },
  now: Date,
) {
  const at = (minutesAgo: number) => minutesBefore(now, minutesAgo);
  const destination = pickDestination(random);
  const city = pick(random, destination.cities);
  const customer = receiver(random, destination);
  const items = pickItems(random, slot);
  const battery = items.some((i) => i.product.battery);
  const dangerous = items.some((i) => i.product.dangerous);
  const contract = chooseContract(random, seller, slot, dangerous);
  const channel = chance(random, 0.85) ? pick(random, seller.channels) : undefined;
  const incoterm = contract.incoterms.length === 1 ? contract.incoterms[0] : chance(random, 0.6) ? "DDP" : "DDU";

  const valueCents = items.reduce((sum, i) => sum + i.product.unit_price_cents * i.quantity, 0);
  const boxCount = items.length >= 2 && chance(random, 0.25) ? 2 : 1;
  const boxes = Array.from({ length: boxCount }, (_, b) => ({ size: pick(random, BOX_SIZES), items: items.filter((_, k) => k % boxCount === b) }));
  const insured = chance(random, 0.3);
  // Priced as a quote and the wizard price it (src/domain/pricing.ts): the contract's table, the
  // billed weight of each box, the demo sellers' default insurance settings.
  const terms = contractTermsOf({ ...contract, incoterms: JSON.stringify(contract.incoterms) });
  const costs = costSummary(terms, { boxes: boxes.map(boxMeasures), goods_value_cents: valueCents, insurance: insured, insurance_settings: DEMO_INSURANCE }, incoterm);
  const finesCents = slot.status === "DELIVERED_FAILED" && chance(random, 0.5) ? FAILED_DELIVERY_FINE_CENTS : 0;
  const prc = destination.country === "BR" && chance(random, 0.6);

  const history = HISTORY[slot.status];
  const dispatched = history.length > 0;
  // Checkpoints spread evenly between creation and a few minutes ago, so none is in the future.
  const step = (slot.minutesAgo - 5) / (history.length + 1);
  const checkpointAgo = history.map((_, k) => Math.round(slot.minutesAgo - step * (k + 1)));
  const code = ORDER_STATUSES[slot.status];
  const { reference } = slot;
  const estimated = demoDeliveryDate(slot.status, new Date(at(slot.minutesAgo)), now, contract.delivery_time);

  rows.orders.push({
    id: slot.id,
    seller_id: seller.seller_id,
    order_number: slot.number,
    reference,
    contract_id: contract.id,
    sales_channel_id: channel?.id ?? null,
    sales_channel_order_number: channel ? channelOrderNumber(random, channel.name) : null,
    overpack_id: null,
    incoterm,
    currency: "USD",
    taxes_currency: destination.taxes_currency,
    landed_cost: incoterm === "DDP" ? 1 : 0,
    prc: prc ? 1 : 0,
    insurance: insured ? 1 : 0,
    insurance_cost_cents: costs.insurance_cents,
    insurance_coverage_cents: insured ? insuredValueCents(DEMO_INSURANCE, valueCents, costs.freight_cents) : null,
    estimated_delivery_date: estimated,
    total_value_cents: valueCents,
    // What order creation writes (server/orders/order-costs.ts), plus the fine charged afterwards.
    freight_value_cents: costs.freight_cents,
    freight_cost_cents: costs.freight_cents,
    duties_tax_cents: costs.duties_cents,
    sales_tax_cents: costs.taxes_cents,
    total_cost_cents: costs.total_cents + finesCents,
    general_costs_cents: 0,
    fines_cents: finesCents,
    delivery_time: contract.delivery_time,
    // Labels and invoices are generated documents (printing comes with a later issue).
    label: null,
    commercial_invoice: null,
    contain_battery: battery ? 1 : 0,
    dangerous_good: dangerous ? 1 : 0,
    first_mile_tracking_number: code >= PICKUP_CODE ? `FM${digits(random, 10)}` : null,
    first_mile_carrier_name: code >= PICKUP_CODE ? contract.carrier_name : null,
    last_mile_tracking_number: code >= SHIPPED_CODE ? `LM${digits(random, 10)}${destination.country}` : null,
    last_mile_carrier_number: code >= SHIPPED_CODE ? `${destination.country}-${digits(random, 4)}` : null,
    observations: chance(random, 0.1) ? "Fragile: please keep upright." : null,
    dispatched: dispatched ? 1 : 0,
    dispatched_at: dispatched ? at(checkpointAgo[0]!) : null,
    current_status_id: code,
    data_source: chance(random, 0.7) ? 1 : 2,
    collected_icms_cents: prc ? costs.taxes_cents : 0,
    collected_ii_cents: prc ? costs.duties_cents : 0,
    seller_rfb_code: prc ? `RFB${digits(random, 8)}` : null,
    seller_legal_name: seller.legal_name,
    commercial_destination: customer.company ? 1 : 0,
    customer_full_name: customer.full_name,
    customer_document: customer.document,
    customer_document_type: customer.document_type,
    customer_phone: `${destination.phone_prefix}${between(random, 1, 9)}${digits(random, destination.phone_digits - 1)}`,
    customer_email: emailOf(customer.full_name, slot.id),
    customer_country: destination.country,
    customer_postal_code: city.postal_code,
    customer_state: city.state,
    customer_city: city.city,
    customer_address: pick(random, destination.streets),
    customer_number: String(between(random, 1, 3999)),
    customer_complement: chance(random, 0.3) ? `Apt ${between(random, 1, 40)}${pick(random, ["A", "B", "C"])}` : null,
    customer_quarter: city.quarter,
    customer_reference: chance(random, 0.2) ? "Next to the pharmacy" : null,
    ...DEMO_SENDERS[seller.seller_id],
    created_at: at(slot.minutesAgo),
    updated_at: at(dispatched ? checkpointAgo[checkpointAgo.length - 1]! : slot.minutesAgo),
  });

  addBoxes(rows, ids, { orderId: slot.id, reference, dispatched, boxes, terms, costs, valueCents });
  addCheckpoints(rows, ids, { orderId: slot.id, history, times: checkpointAgo.map(at), dispatcher: seller.dispatcher });
}
