import type { Insertable, Kysely, Transaction } from "kysely";
import { CASE_STATUSES, CASE_TYPES, type CaseStatus, type CaseType, STATUS_NEEDING_SELLER } from "../../src/api/schemas/duties-cases";
import type { Database, DutiesCaseEventsTable, DutiesCasesTable } from "../db/schema";
import { type DemoOrderRows, buildDemoOrderRows } from "./order-plan";
import { DEMO_ORDERS } from "./orders";

/**
 * Demo duties and taxes cases (issue 18): each seller has a case in every one of the eleven
 * statuses, and the types cycle so that each of the nine taxes and fines appears. Seller 1 has
 * one more case needing seller action, so that one can be answered while another stays to look
 * at. Cases sit on the oldest orders, dispatched ones first; the orders other tests name
 * (DEMO_ORDERS) are left out.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What customs says when it opens a case of each type (English, as customs writes it). */
const DESCRIPTIONS: Record<CaseType, string> = {
  icms: "ICMS due on import to the destination state.",
  darf: "Federal import tax (DARF) due before release.",
  fine689: "Fine (art. 689): goods declared below their value.",
  fine702: "Fine (art. 702): goods held without the required licence.",
  fine703: "Fine (art. 703): goods imported without an import declaration.",
  fine711: "Fine (art. 711): wrong tariff classification.",
  fine715: "Fine (art. 715): information requested by customs not given.",
  fine725: "Fine (art. 725): the importer is not the real buyer.",
  fine728: "Fine (art. 728): goods not shown to customs on arrival.",
};

/** Customs' note when a case reaches each status. */
const STATUS_NOTES: Record<CaseStatus, string> = {
  new: "Case opened by customs.",
  solved: "Customs closed the case.",
  in_progress: "Customs is reviewing the case.",
  waiting_for_payment: "The amount is due; pay it to release the goods.",
  priority: "Customs marked the case as priority.",
  need_seller_action: "Send the commercial invoice and proof of payment of the goods.",
  received: "Customs received the seller's documents.",
  sent_again: "The documents were sent to customs again.",
  payment_done: "The payment was confirmed.",
  pending: "The case waits for customs.",
  paid_external: "The amount was paid outside the portal.",
};

export interface DemoCaseRows {
  cases: (Insertable<DutiesCasesTable> & { id: number })[];
  events: Insertable<DutiesCaseEventsTable>[];
}

interface CasePlan {
  seller: number;
  status: CaseStatus;
  type: CaseType;
}

function plans(): CasePlan[] {
  const statuses1: CaseStatus[] = [...CASE_STATUSES, STATUS_NEEDING_SELLER];
  const seller1 = statuses1.map((status, i) => ({ seller: 1, status, type: CASE_TYPES[i % CASE_TYPES.length]! }));
  const seller2 = CASE_STATUSES.map((status, i) => ({ seller: 2, status, type: CASE_TYPES[(i + 3) % CASE_TYPES.length]! }));
  return [...seller1, ...seller2];
}

const reserved = new Set<number>(
  [DEMO_ORDERS.undispatched, DEMO_ORDERS.dispatched, DEMO_ORDERS.delivered, DEMO_ORDERS.overpacked, DEMO_ORDERS.otherSeller.dispatched, DEMO_ORDERS.otherSeller.undispatched].map((o) => o.id),
);

/** The case rows for these demo orders (pure); ids are fixed so tests can name them. */
export function demoCaseRows(rows: DemoOrderRows, now: Date): DemoCaseRows {
  // Dispatched orders first (customs acts after shipping); then NEW ones.
  const ordersOf = (seller: number) =>
    rows.orders.filter((o) => o.seller_id === seller && !reserved.has(o.id)).sort((a, b) => b.dispatched - a.dispatched || a.id - b.id);
  const taken = { 1: 0, 2: 0 } as Record<number, number>;
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY_MS + minutes * 60_000).toISOString();
  const cases: DemoCaseRows["cases"] = [];
  const events: DemoCaseRows["events"] = [];
  plans().forEach((plan, i) => {
    // Seller 2 has a handful of orders: its cases share them, as an order may owe ICMS and a fine.
    const candidates = ordersOf(plan.seller);
    const order = candidates[taken[plan.seller]!++ % candidates.length];
    if (!order) throw new Error(`Seller ${plan.seller} has no demo orders for the cases`);
    const id = i + 1;
    // One case every two days, the newest yesterday; each moved to its status a day after it opened.
    const daysAgo = 1 + 2 * (taken[plan.seller]! - 1);
    const opened = at(daysAgo + 1);
    const moved = plan.status === "new" ? opened : at(daysAgo);
    cases.push({ id, seller_id: plan.seller, order_id: order.id, type: plan.type, status: plan.status, amount_cents: 4_590 + 13_731 * i, description: DESCRIPTIONS[plan.type], created_at: opened, updated_at: moved });
    events.push({ case_id: id, status: "new", message: STATUS_NOTES.new, user_id: null, document_name: null, document: null, created_at: opened });
    if (plan.status !== "new") events.push({ case_id: id, status: plan.status, message: STATUS_NOTES[plan.status], user_id: null, document_name: null, document: null, created_at: moved });
  });
  return { cases, events };
}

export async function seedDemoCases(trx: Transaction<Database> | Kysely<Database>, now: Date): Promise<void> {
  const rows = demoCaseRows(buildDemoOrderRows(now, { dispatchers: {} }), now);
  await trx.insertInto("duties_cases").values(rows.cases).execute();
  await trx.insertInto("duties_case_events").values(rows.events).execute();
}

export interface DemoCaseRef {
  id: number;
  order_number: string;
  status: CaseStatus;
  type: CaseType;
}

function demoCaseFixtures(rows: DemoOrderRows) {
  const { cases } = demoCaseRows(rows, new Date(0));
  const refOf = (c: DemoCaseRows["cases"][number]): DemoCaseRef => ({ id: c.id, order_number: rows.orders.find((o) => o.id === c.order_id)!.order_number, status: c.status, type: c.type });
  const of = (seller: number) => cases.filter((c) => c.seller_id === seller).map(refOf);
  return { seller1: of(1), seller2: of(2), amountCents: Object.fromEntries(cases.map((c) => [c.id, c.amount_cents])) as Record<number, number> };
}

/** The demo cases of each seller, in seeding order (the time given here changes no id or number). */
export const DEMO_CASES = demoCaseFixtures(buildDemoOrderRows(new Date(0), { dispatchers: {} }));
