import type { Kysely, Selectable } from "kysely";
import type { FiscalPayment, FiscalPaymentsFilter, FiscalPaymentStatus, FiscalPaymentType } from "../../src/api/schemas/fiscal-payments";
import type { Database, FiscalPaymentsTable } from "../db/schema";
import { units } from "../db/money";
import { fiscalPaymentConditions } from "./fiscal-payment-filter";

/**
 * The seller's fiscal payments (migration 016). Every read names the seller: another seller's
 * payments are never listed.
 */

export function fiscalPaymentAnswer(row: Selectable<FiscalPaymentsTable>): FiscalPayment {
  const { value_cents, parsed_value_cents, messages, status, payment_type, ...rest } = row;
  return {
    ...rest,
    status: status as FiscalPaymentStatus,
    payment_type: payment_type as FiscalPaymentType,
    value: units(value_cents),
    parsed_value: parsed_value_cents === null ? null : units(parsed_value_cents),
    messages: JSON.parse(messages) as string[],
  };
}

/** One page, newest first (the id breaks ties so pages never repeat a row), and the filtered count. */
export async function listFiscalPayments(db: Kysely<Database>, sellerId: number, filter: FiscalPaymentsFilter) {
  const rows = await db
    .selectFrom("fiscal_payments")
    .selectAll()
    .where("seller_id", "=", sellerId)
    .where((eb) => fiscalPaymentConditions(eb, filter))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const { count } = await db
    .selectFrom("fiscal_payments")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("seller_id", "=", sellerId)
    .where((eb) => fiscalPaymentConditions(eb, filter))
    .executeTakeFirstOrThrow();
  return { elements: rows.map(fiscalPaymentAnswer), count: Number(count) };
}
