import type { Generated } from "kysely";
import type { Flag } from "./schema";

/** Billing (migration 024, decision 056). Money in integer cents. */

/** Reference data of the platform, fixed ids (freight 1 ... global 6). */
export interface BillingCategoriesTable {
  id: number;
  code: string;
  name: string;
  /** Card order. */
  position: number;
  /** 1 for "global": its setting's is_active switches every service of the seller. */
  is_global: Flag;
}

/** One seller's account in one category (unique per seller and category). */
export interface SellerAccountSettingsTable {
  id: Generated<number>;
  seller_id: number;
  category_id: number;
  /** "prepaid" or "postpaid". */
  method: string;
  is_active: Flag;
  /** The platform's: never written by a seller. */
  is_blocked: Flag;
  /** How far below zero the balance may go; null: no limit. */
  limit_cents: number | null;
  charge_day: number | null;
  /** weekly, fortnightly, monthly. */
  charge_frequency: string;
  is_fixed: Flag;
  /** JSON object of text to text. */
  custom_fields: string;
  updated_at: string;
}

/** Append-only: a balance is the SUM of its events; a correction is a new event. */
export interface SellerAccountEventsTable {
  id: Generated<number>;
  seller_id: number;
  category_id: number;
  /** credit, service, invoice, correction. */
  event_type: string;
  method: string;
  /** Signed: credits positive, services negative. */
  value_cents: number;
  description: string;
  /** What was charged ("Order NB-000123"). */
  service: string | null;
  order_id: number | null;
  created_by: number | null;
  created_at: string;
  /** Unique when set: "dispatch:{orderId}" books one freight per order, however often it is asked. */
  source_key: string | null;
}

export interface SellerAccountInvoicesTable {
  id: Generated<number>;
  seller_id: number;
  category_id: number;
  method: string;
  value_cents: number;
  description: string;
  /** YYYY-MM-DD, both included. */
  period_start: string;
  period_end: string;
  paid: Flag;
  created_at: string;
}
