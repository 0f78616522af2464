import type { Generated } from "kysely";

/** Tables of order imports (migration 014, decision 040). JSON columns are text. */

export interface OrderImportsTable {
  job_id: string;
  seller_id: number;
  file_name: string;
  /** JSON: the file's header, normalised. */
  columns: string;
  /** JSON: `{line, values}[]`, the rows as received. */
  rows: string;
  /** JSON: the SenderInput the device checked with, or null (the seller's latest order's sender). */
  sender: string | null;
  created_at: string;
}

export interface OrderImportCreatedTable {
  job_id: string;
  order_number: string;
  order_id: number;
  first_line: number;
}

export interface OrderImportRejectionsTable {
  id: Generated<number>;
  seller_id: number;
  user_id: number;
  job_id: string;
  file_name: string;
  order_number: string;
  /** The order's first row in the file: one rejection per order of a job. */
  first_line: number;
  /** JSON: number[]. */
  lines: string;
  /** JSON: string[], the file's header. */
  columns: string;
  /** JSON: `{line, values}[]`, the order's rows. */
  rows: string;
  /** JSON: `{line, column, code, params?, text}[]`. */
  messages: string;
  created_at: string;
}
