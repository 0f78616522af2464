import type { Generated } from "kysely";

/** The seller's address book (migration 029, decision 064): an order's receiver fields. */
export interface CustomersTable {
  id: Generated<number>;
  seller_id: number;
  full_name: string;
  email: string;
  phone: string;
  /** CPF or CNPJ for Brazil, the country's tax id elsewhere, as typed; "" when none. */
  document: string;
  country: string;
  postal_code: string;
  state: string;
  city: string;
  address: string;
  number: string;
  complement: string | null;
  quarter: string | null;
  reference: string | null;
  created_at: string;
  updated_at: string;
}
