import type { Checkpoint, Order, OrderListRow } from "../api/schemas/orders";
import { db } from "./db";
import { lanesOf } from "./outbox/lanes";
import type { OutboxOperation } from "./outbox/operations";
import { OutboxSender, type SenderDeps } from "./outbox/sender";
import { sendWithClient } from "./outbox/triggers";

/** Test helpers for the offline layer: sample orders, an empty database, a sender on a fake clock. */

export function sampleRow(id: number, overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    id,
    order_number: `LG${String(id).padStart(6, "0")}`,
    reference: `REF-${id}`,
    sales_channel_id: null,
    sales_channel_name: null,
    sales_channel_order_number: null,
    customer_full_name: "Maria Silva",
    customer_country: "BR",
    customer_city: "Curitiba",
    customer_postal_code: "80000-000",
    total_value: 100,
    currency: "USD",
    current_status: { id: 100, name: "NEW" },
    current_status_id: 100,
    contract_name: "Standard",
    dispatched: false,
    overpacked: false,
    contain_battery: false,
    dangerous_good: false,
    last_mile_tracking_number: null,
    created_at: "2024-05-01T12:00:00.000Z",
    ...overrides,
  };
}

export function sampleOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    ...sampleRow(id),
    status: "NEW",
    contract_id: 1,
    incoterm: "DDP",
    taxes_currency: "BRL",
    landed_cost: false,
    prc: false,
    insurance: false,
    insurance_cost: 0,
    insurance_coverage: null,
    estimated_delivery_date: null,
    freight_value: 10,
    freight_cost: 10,
    duties_tax: 0,
    sales_tax: 0,
    total_cost: 10,
    delivery_time: 10,
    label: null,
    commercial_invoice: null,
    first_mile_tracking_number: null,
    first_mile_carrier_name: null,
    last_mile_carrier_number: null,
    observations: null,
    dispatched_at: null,
    data_source: 1,
    collected_icms: 0,
    collected_ii: 0,
    seller_rfb_code: null,
    seller_legal_name: null,
    commercial_destination: false,
    customer: {
      full_name: "Maria Silva",
      document: "12345678909",
      document_type: "CPF",
      phone: "+5541999999999",
      email: "maria@example.com",
      country: "BR",
      postal_code: "80000-000",
      state: "PR",
      city: "Curitiba",
      address: "Rua XV",
      number: "10",
      complement: null,
      quarter: null,
      reference: null,
    },
    boxes: [],
    costs: { freight_cost: 10, duties: 0, insurance: 0, general_costs: 0, fines: 0 },
    volumes: [],
    ...overrides,
  };
}

export function sampleCheckpoint(id: number, overrides: Partial<Checkpoint> = {}): Checkpoint {
  return { id, status: "READY_TO_SHIP", status_code: 300, message: "Dispatched", attachment: null, created_at: "2024-05-02T08:00:00.000Z", ...overrides };
}

export async function clearOfflineTables(): Promise<void> {
  await Promise.all([db.outbox.clear(), db.orderRows.clear(), db.orderDetails.clear(), db.meta.clear()]);
}

/** A sender on a hand-driven clock, no timers, the real client (stub fetch to answer). */
export function testSender(overrides: Partial<SenderDeps> = {}) {
  const clock = { now: Date.now() + 1_000 };
  const deps: SenderDeps = {
    now: () => clock.now,
    random: () => 0.5,
    locks: undefined,
    send: sendWithClient,
    schedule: () => () => undefined,
    ...overrides,
  };
  return { sender: new OutboxSender(deps), clock };
}

/** A Web Locks stand-in shared by several senders: one holder per name, others queue. */
export function fakeLocks(): Pick<LockManager, "request"> {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
    tails.set(name, run.catch(() => undefined));
    return run;
  };
  return { request } as unknown as Pick<LockManager, "request">;
}

/**
 * A `send` that holds every operation until the test answers it, so which operations are in
 * flight together, and the order their answers come in, are the test's to choose (no timers).
 * `overlaps` lists every start that found an operation sharing an order (a lane) in flight.
 */
export function heldSends() {
  const held = new Map<string, { op: OutboxOperation; resolve: (answer: unknown) => void; reject: (error: unknown) => void }>();
  const started: OutboxOperation[] = [];
  const overlaps: string[] = [];
  let most = 0;
  const send = (op: OutboxOperation) =>
    new Promise<unknown>((resolve, reject) => {
      const lanes = lanesOf(op);
      for (const other of held.values()) {
        if (lanesOf(other.op).some((lane) => lanes.includes(lane))) overlaps.push(`${op.id} started while ${other.op.id} was in flight`);
      }
      started.push(op);
      held.set(op.id, { op, resolve, reject });
      most = Math.max(most, held.size);
    });
  const take = (id: string) => {
    const entry = held.get(id);
    if (!entry) throw new Error(`Operation ${id} is not in flight`);
    held.delete(id);
    return entry;
  };
  return {
    send,
    started,
    overlaps,
    /** The ids in flight now, in the order they were sent. */
    inFlight: () => [...held.keys()],
    /** The most operations that were in flight at once. */
    most: () => most,
    answer: (id: string, answer: unknown = { data: {} }) => take(id).resolve(answer),
    fail: (id: string, error: unknown) => take(id).reject(error),
  };
}
