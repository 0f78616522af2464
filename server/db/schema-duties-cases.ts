import type { Generated } from "kysely";
import type { CaseStatus, CaseType } from "../../src/api/schemas/duties-cases";

/** Duties and taxes cases and their history (migration 017, decision 047). */

export interface DutiesCasesTable {
  id: Generated<number>;
  seller_id: number;
  order_id: number;
  type: CaseType;
  status: CaseStatus;
  /** Reais, in whole cents. */
  amount_cents: number;
  description: string;
  created_at: string;
  updated_at: string;
}

/** One step of a case: customs moving it, or the seller's answer with its PDF. */
export interface DutiesCaseEventsTable {
  id: Generated<number>;
  case_id: number;
  status: CaseStatus;
  message: string;
  /** The seller's user who answered; null for customs' steps. */
  user_id: number | null;
  document_name: string | null;
  document: Buffer | null;
  created_at: string;
}
