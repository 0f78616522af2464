import type { Generated } from "kysely";

/** Fiscal payments, the seller's boletos (migration 016, issue 18). */
export interface FiscalPaymentsTable {
  id: Generated<number>;
  seller_id: number;
  reference_number: string;
  barcode: string;
  authentication: string | null;
  /** processing | processed | error (src/api/schemas/fiscal-payments.ts). */
  status: string;
  payment_type: string;
  value_cents: number;
  parsed_value_cents: number | null;
  fiscal_parcel_id: string | null;
  /** YYYY-MM-DD. */
  payment_date: string | null;
  payment_time: string | null;
  created_at: string;
  dir_number: string | null;
  /** YYYY-MM-DD. */
  dir_date: string | null;
  customer_name: string;
  customer_cpf: string;
  customer_cep: string;
  customer_state: string;
  tracking_number: string;
  products_description: string;
  master_number: string | null;
  courier_name: string | null;
  courier_cnpj: string | null;
  control_number: string | null;
  /** JSON array of strings. */
  messages: string;
}
