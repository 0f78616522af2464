import type { Insertable, Transaction } from "kysely";
import type { BillingMethod, ServiceCategoryCode } from "../../src/domain/billing";
import type { Database } from "../db/schema";
import { BILLING_CATEGORIES } from "../db/migrations/024-billing";

/**
 * Demo billing (issue 20, decision 056). Seller 1 has one category in each state, so that every
 * card message shows on its Balance tab:
 *   freight       prepaid, no limit                    "No limit" (dispatching orders is allowed)
 *   duties        prepaid, limit 100.00, at -150.50   "Balance is 50.50 below the limit"
 *   sms           prepaid, blocked, at -12.40         "Service is suspended due to negative balance"
 *   whatsapp      postpaid, blocked                   "Service is suspended due to non-payment"
 *   tax_id_check  prepaid, inactive                   "Service is not active"
 * Seller 2's global flag is off ("Global is not active" on every card of it). Every dispatched demo
 * order's freight is a service event, as a real dispatch writes it; credits, services and postpaid
 * invoices (paid and not) spread over the last three months.
 */

const DAY_MINUTES = 60 * 24;
const categoryId = (code: ServiceCategoryCode | "global") => BILLING_CATEGORIES.find((category) => category.code === code)!.id;

interface DemoSetting {
  seller: number;
  code: ServiceCategoryCode | "global";
  method: BillingMethod;
  active: boolean;
  blocked?: boolean;
  limitCents?: number;
  chargeDay?: number;
}

export const DEMO_BILLING_SETTINGS: readonly DemoSetting[] = [
  { seller: 1, code: "global", method: "prepaid", active: true },
  { seller: 1, code: "freight", method: "prepaid", active: true },
  { seller: 1, code: "duties", method: "prepaid", active: true, limitCents: 10_000 },
  { seller: 1, code: "sms", method: "prepaid", active: true, blocked: true, limitCents: 0 },
  { seller: 1, code: "whatsapp", method: "postpaid", active: true, blocked: true, limitCents: 50_000, chargeDay: 5 },
  { seller: 1, code: "tax_id_check", method: "prepaid", active: false },
  { seller: 2, code: "global", method: "prepaid", active: false },
  { seller: 2, code: "freight", method: "postpaid", active: true, chargeDay: 10 },
  { seller: 2, code: "sms", method: "prepaid", active: true },
];

interface DemoEvent {
  seller: number;
  code: ServiceCategoryCode;
  type: "credit" | "service" | "invoice" | "correction";
  method: BillingMethod;
  cents: number;
  daysAgo: number;
  description: string;
  service?: string;
}

/** Events other than the dispatched orders' freight. Sums give the states above. */
export const DEMO_BILLING_EVENTS: readonly DemoEvent[] = [
  // duties: 200.00 in, 350.50 used: -150.50, 50.50 below its 100.00 limit.
  { seller: 1, code: "duties", type: "credit", method: "prepaid", cents: 20_000, daysAgo: 70, description: "Credit added by Ana Admin" },
  { seller: 1, code: "duties", type: "service", method: "prepaid", cents: -12_075, daysAgo: 50, description: "Duties paid for order NB-000123", service: "Duties NB-000123" },
  { seller: 1, code: "duties", type: "service", method: "prepaid", cents: -22_975, daysAgo: 12, description: "Duties paid for order NB-000140", service: "Duties NB-000140" },
  // sms: 50.00 in, 62.40 used: -12.40 and blocked.
  { seller: 1, code: "sms", type: "credit", method: "prepaid", cents: 5_000, daysAgo: 80, description: "Credit added by Ana Admin" },
  { seller: 1, code: "sms", type: "service", method: "prepaid", cents: -3_120, daysAgo: 45, description: "1,560 tracking SMS", service: "SMS" },
  { seller: 1, code: "sms", type: "service", method: "prepaid", cents: -3_120, daysAgo: 9, description: "1,560 tracking SMS", service: "SMS" },
  // whatsapp, postpaid: two months ago invoiced and paid, last month invoiced and not paid, this month partial.
  { seller: 1, code: "whatsapp", type: "service", method: "postpaid", cents: -18_990, daysAgo: 62, description: "WhatsApp tracking messages", service: "WhatsApp" },
  { seller: 1, code: "whatsapp", type: "invoice", method: "postpaid", cents: 18_990, daysAgo: 50, description: "Invoice paid" },
  { seller: 1, code: "whatsapp", type: "service", method: "postpaid", cents: -24_310, daysAgo: 33, description: "WhatsApp tracking messages", service: "WhatsApp" },
  { seller: 1, code: "whatsapp", type: "service", method: "postpaid", cents: -7_645, daysAgo: 4, description: "WhatsApp tracking messages", service: "WhatsApp" },
  // tax_id_check: used once, then switched off.
  { seller: 1, code: "tax_id_check", type: "credit", method: "prepaid", cents: 3_000, daysAgo: 85, description: "Credit added by Ana Admin" },
  { seller: 1, code: "tax_id_check", type: "service", method: "prepaid", cents: -1_250, daysAgo: 75, description: "125 strict tax ID checks", service: "Tax ID check" },
  { seller: 1, code: "freight", type: "correction", method: "prepaid", cents: 1_590, daysAgo: 20, description: "Freight refund: parcel returned to sender" },
  { seller: 2, code: "sms", type: "credit", method: "prepaid", cents: 10_000, daysAgo: 30, description: "Credit added by Oscar Other" },
];

interface DemoInvoice {
  seller: number;
  code: ServiceCategoryCode;
  method: BillingMethod;
  cents: number;
  /** The period: whole days, this many days ago. */
  startDaysAgo: number;
  endDaysAgo: number;
  paid: boolean;
}

export const DEMO_BILLING_INVOICES: readonly DemoInvoice[] = [
  { seller: 1, code: "whatsapp", method: "postpaid", cents: 18_990, startDaysAgo: 90, endDaysAgo: 60, paid: true },
  { seller: 1, code: "whatsapp", method: "postpaid", cents: 24_310, startDaysAgo: 59, endDaysAgo: 30, paid: false },
  { seller: 1, code: "duties", method: "prepaid", cents: 12_075, startDaysAgo: 59, endDaysAgo: 30, paid: true },
];

/** Credits that keep freight well above zero after every demo dispatch: this many per quarter. */
const FREIGHT_CREDITS = 3;
/** What stays on the freight balance after the demo orders' freight, in cents. */
const FREIGHT_HEADROOM_CENTS = 150_000;

/** `users`: each seller's admin (who adds credit) and the user who dispatched its demo orders. */
export async function seedDemoBilling(trx: Transaction<Database>, now: Date, users: { admin: Record<1 | 2, number>; dispatcher: Record<1 | 2, number> }): Promise<void> {
  const adminOf = users.admin;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MINUTES * 60_000).toISOString();
  const day = (daysAgo: number) => at(daysAgo).slice(0, 10);

  await trx
    .insertInto("seller_account_settings")
    .values(
      DEMO_BILLING_SETTINGS.map((s) => ({
        seller_id: s.seller,
        category_id: categoryId(s.code),
        method: s.method,
        is_active: s.active ? 1 : 0,
        is_blocked: s.blocked ? 1 : 0,
        limit_cents: s.limitCents ?? null,
        charge_day: s.chargeDay ?? null,
        charge_frequency: "monthly",
        is_fixed: 0,
        custom_fields: "{}",
        updated_at: at(90),
      })),
    )
    .execute();

  // Every dispatched demo order's freight, as a dispatch books it (one event per order, its key).
  const dispatched = await trx
    .selectFrom("orders")
    .innerJoin("contracts", "contracts.id", "orders.contract_id")
    .select(["orders.id", "orders.seller_id", "orders.order_number", "orders.freight_value_cents", "orders.dispatched_at", "contracts.billing_category_id"])
    .where("orders.dispatched", "=", 1)
    .where("orders.freight_value_cents", ">", 0)
    .orderBy("orders.id")
    .execute();
  const methodOf = (seller: number, category: number) => DEMO_BILLING_SETTINGS.find((s) => s.seller === seller && categoryId(s.code) === category)?.method ?? "prepaid";
  const events: Insertable<Database["seller_account_events"]>[] = dispatched.map((order) => ({
    seller_id: order.seller_id,
    category_id: order.billing_category_id,
    event_type: "service",
    method: methodOf(order.seller_id, order.billing_category_id),
    value_cents: -order.freight_value_cents,
    description: `Freight of order ${order.order_number}`,
    service: `Order ${order.order_number}`,
    order_id: order.id,
    created_by: users.dispatcher[order.seller_id as 1 | 2] ?? null,
    created_at: order.dispatched_at ?? at(1),
    source_key: `dispatch:${order.id}`,
  }));

  // Seller 1's freight credits: enough for every demo dispatch and FREIGHT_HEADROOM_CENTS more, in round reais.
  const freightUsed = dispatched.filter((o) => o.seller_id === 1 && o.billing_category_id === categoryId("freight")).reduce((sum, o) => sum + o.freight_value_cents, 0);
  const creditCents = Math.ceil((freightUsed + FREIGHT_HEADROOM_CENTS) / FREIGHT_CREDITS / 10_000) * 10_000;
  for (let i = 0; i < FREIGHT_CREDITS; i++) {
    events.push({ seller_id: 1, category_id: categoryId("freight"), event_type: "credit", method: "prepaid", value_cents: creditCents, description: "Credit added by Ana Admin", service: null, order_id: null, created_by: adminOf[1], created_at: at(88 - 30 * i), source_key: null });
  }

  for (const e of DEMO_BILLING_EVENTS) {
    events.push({
      seller_id: e.seller,
      category_id: categoryId(e.code),
      event_type: e.type,
      method: e.method,
      value_cents: e.cents,
      description: e.description,
      service: e.service ?? null,
      order_id: null,
      created_by: e.type === "credit" ? adminOf[e.seller as 1 | 2] : null,
      created_at: at(e.daysAgo),
      source_key: null,
    });
  }
  await trx.insertInto("seller_account_events").values(events).execute();

  await trx
    .insertInto("seller_account_invoices")
    .values(
      DEMO_BILLING_INVOICES.map((invoice) => ({
        seller_id: invoice.seller,
        category_id: categoryId(invoice.code),
        method: invoice.method,
        value_cents: invoice.cents,
        description: `${BILLING_CATEGORIES.find((c) => c.code === invoice.code)!.name} ${day(invoice.startDaysAgo)} to ${day(invoice.endDaysAgo)}`,
        period_start: day(invoice.startDaysAgo),
        period_end: day(invoice.endDaysAgo),
        paid: invoice.paid ? 1 : 0,
        created_at: at(invoice.endDaysAgo - 1),
      })),
    )
    .execute();
}
