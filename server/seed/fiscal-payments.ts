import type { Insertable, Kysely, Transaction } from "kysely";
import type { FiscalPaymentStatus, FiscalPaymentType } from "../../src/api/schemas/fiscal-payments";
import { mod10, taxSlipLine } from "../../src/domain/boleto";
import type { Database, FiscalPaymentsTable } from "../db/schema";
import { toCents } from "../db/money";

/**
 * Demo fiscal payments (issue 18): each seller has slips in every status, of several tax and fine
 * types, created over the last weeks, so the list has rows to filter. Dates are relative to the
 * seed's clock; a processing slip is not paid yet (no payment date), an error carries the bank's
 * message.
 */

interface DemoPayment {
  seller: number;
  status: FiscalPaymentStatus;
  type: FiscalPaymentType;
  value: number;
  daysAgo: number;
  customer: { name: string; cpf: string; cep: string; state: string };
  tracking: string;
  products: string;
  messages?: string[];
}

const ANA = { name: "Ana Souza", cpf: "529.982.247-25", cep: "01310-100", state: "SP" };
const BRUNO = { name: "Bruno Lima", cpf: "168.995.350-09", cep: "20040-002", state: "RJ" };
const CARLA = { name: "Carla Dias", cpf: "111.444.777-35", cep: "30130-010", state: "MG" };

export const DEMO_FISCAL_PAYMENTS: readonly DemoPayment[] = [
  { seller: 1, status: "processed", type: "icms", value: 187.45, daysAgo: 40, customer: ANA, tracking: "NB100000001BR", products: "Wireless earbuds" },
  { seller: 1, status: "processed", type: "darf", value: 412.9, daysAgo: 33, customer: BRUNO, tracking: "NB100000002BR", products: "Running shoes, 2 pairs" },
  { seller: 1, status: "processed", type: "fine711", value: 1250, daysAgo: 26, customer: CARLA, tracking: "NB100000003BR", products: "Smartwatch" },
  { seller: 1, status: "processing", type: "icms", value: 96.3, daysAgo: 5, customer: BRUNO, tracking: "NB100000004BR", products: "Phone case, screen protector" },
  { seller: 1, status: "processing", type: "darf", value: 2318.77, daysAgo: 3, customer: ANA, tracking: "NB100000005BR", products: "Laptop" },
  { seller: 1, status: "processing", type: "fine703", value: 560, daysAgo: 1, customer: CARLA, tracking: "NB100000006BR", products: "Board game" },
  { seller: 1, status: "error", type: "icms", value: 74.12, daysAgo: 18, customer: CARLA, tracking: "NB100000007BR", products: "Face cream", messages: ["The slip is past its due date."] },
  { seller: 1, status: "error", type: "fine689", value: 3400, daysAgo: 12, customer: ANA, tracking: "NB100000008BR", products: "Camera lens", messages: ["The bank refused the payment: insufficient balance."] },
  { seller: 2, status: "processed", type: "icms", value: 58.6, daysAgo: 20, customer: BRUNO, tracking: "OS200000001BR", products: "Cotton T-shirts" },
  { seller: 2, status: "processing", type: "darf", value: 733.05, daysAgo: 2, customer: CARLA, tracking: "OS200000002BR", products: "Tablet" },
  { seller: 2, status: "error", type: "fine725", value: 980, daysAgo: 9, customer: ANA, tracking: "OS200000003BR", products: "Drone", messages: ["The slip's value does not match the declaration."] },
];

/** The government segment of a tax slip: "8", segment 5 (government), value kind 6 (reais, mod 10). */
const TAX_SLIP_PREFIX = "856";
/** A made-up four-digit collector id (the state treasury of the example). */
const COLLECTOR_ID = "0270";

/** A realistic 48-digit line for the slip: its value in the barcode, its number in the free field. */
export function demoSlipLine(valueCents: number, sequence: number): string {
  const value = String(valueCents).padStart(11, "0");
  const free = String(sequence).padStart(25, "0");
  const withoutCheck = `${TAX_SLIP_PREFIX}${value}${COLLECTOR_ID}${free}`;
  // The general check digit of an amount-in-reais tax slip is modulo 10 over the other 43 digits.
  const general = mod10(withoutCheck);
  return taxSlipLine(`${TAX_SLIP_PREFIX}${general}${value}${COLLECTOR_ID}${free}`);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function demoFiscalPaymentRows(now: Date): Insertable<FiscalPaymentsTable>[] {
  return DEMO_FISCAL_PAYMENTS.map((p, i) => {
    const sequence = i + 1;
    const cents = toCents(p.value);
    const created = day(now, p.daysAgo);
    const paid = p.status === "processed" ? day(now, p.daysAgo - 1) : null;
    return {
      id: sequence,
      seller_id: p.seller,
      reference_number: `FP-${String(2026_000 + sequence)}`,
      barcode: demoSlipLine(cents, sequence),
      authentication: paid ? `AUT${String(sequence).padStart(4, "0")}${isoDay(paid).replace(/-/g, "")}` : null,
      status: p.status,
      payment_type: p.type,
      value_cents: cents,
      parsed_value_cents: p.status === "processing" ? null : cents,
      fiscal_parcel_id: `PAR-${String(81_000 + sequence)}`,
      payment_date: paid ? isoDay(paid) : null,
      payment_time: paid ? "14:32:05" : null,
      created_at: created.toISOString(),
      dir_number: `26/${String(1_800_000 + sequence * 137).padStart(7, "0")}-${sequence % 10}`,
      dir_date: isoDay(day(now, p.daysAgo + 2)),
      customer_name: p.customer.name,
      customer_cpf: p.customer.cpf,
      customer_cep: p.customer.cep,
      customer_state: p.customer.state,
      tracking_number: p.tracking,
      products_description: p.products,
      master_number: `MAWB-176-${String(4_120_000 + p.seller * 10 + (p.daysAgo % 7))}`,
      courier_name: "Rápido Courier Ltda.",
      courier_cnpj: "11.222.333/0001-81",
      control_number: paid ? `CTL${String(sequence).padStart(6, "0")}` : null,
      messages: JSON.stringify(p.messages ?? []),
    };
  });
}

export async function seedDemoFiscalPayments(db: Kysely<Database> | Transaction<Database>, now: Date): Promise<void> {
  await db.insertInto("fiscal_payments").values(demoFiscalPaymentRows(now)).execute();
}
