import * as v from "valibot";
import { ListEnvelope, Pagination } from "./common";

/**
 * Fiscal payments (issue 18; spec operational area sections 3 and 4): the Brazilian tax and fine
 * slips (boletos) paid for a seller's parcels.
 *   GET /v1/fiscal_payments?offset=&limit=&status=&start_…=&end_…=   the seller's payments
 * Ranges: payment date, created date, DIR date (whole UTC days, both ends included) and value (in
 * reais, both ends included). Every group of the seller reads them; another seller's are never
 * listed.
 */

export const FISCAL_PAYMENT_STATUSES = ["processing", "processed", "error"] as const;
export type FiscalPaymentStatus = (typeof FISCAL_PAYMENT_STATUSES)[number];

/** Tax or fine types (spec section 3). */
export const FISCAL_PAYMENT_TYPES = ["icms", "darf", "fine689", "fine702", "fine703", "fine711", "fine715", "fine725", "fine728"] as const;
export type FiscalPaymentType = (typeof FISCAL_PAYMENT_TYPES)[number];

/** The server's words about bad filters; the app never sends them, so they stay in English. */
export const FISCAL_PAYMENT_MESSAGES = {
  date: "Must be a date (YYYY-MM-DD)",
  value: "Must be an amount such as 10 or 10.50",
  status: "Must be processing, processed or error",
  endBeforeStart: "Must not be before the start of the range",
} as const;

export const FiscalPayment = v.object({
  id: v.number(),
  reference_number: v.string(),
  /** The 47- or 48-digit line of the slip, digits only (the app groups it for reading). */
  barcode: v.string(),
  authentication: v.nullable(v.string()),
  status: v.picklist(FISCAL_PAYMENT_STATUSES),
  payment_type: v.picklist(FISCAL_PAYMENT_TYPES),
  /** In reais. */
  value: v.number(),
  /** What the bank read from the slip, in reais; null until processed. */
  parsed_value: v.nullable(v.number()),
  fiscal_parcel_id: v.nullable(v.string()),
  /** YYYY-MM-DD; null until paid. */
  payment_date: v.nullable(v.string()),
  /** HH:MM:SS; null until paid. */
  payment_time: v.nullable(v.string()),
  created_at: v.string(),
  dir_number: v.nullable(v.string()),
  /** YYYY-MM-DD of the import declaration (DIR). */
  dir_date: v.nullable(v.string()),
  customer_name: v.string(),
  customer_cpf: v.string(),
  customer_cep: v.string(),
  customer_state: v.string(),
  tracking_number: v.string(),
  products_description: v.string(),
  seller_id: v.number(),
  master_number: v.nullable(v.string()),
  courier_name: v.nullable(v.string()),
  courier_cnpj: v.nullable(v.string()),
  control_number: v.nullable(v.string()),
  /** What the bank or the tax office said, most often on an error. */
  messages: v.array(v.string()),
});
export type FiscalPayment = v.InferOutput<typeof FiscalPayment>;
export const FiscalPaymentListResponse = ListEnvelope(FiscalPayment);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Up to 9 whole digits and 2 decimals: no slip is worth a billion reais. */
const VALUE_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;
// An empty box in the filter form arrives as "" and means "any".
const blankIsAny = (value: string) => (value.trim() === "" ? undefined : value.trim());
const filterDate = v.optional(v.pipe(v.string(), v.transform(blankIsAny), v.optional(v.pipe(v.string(), v.regex(DATE_PATTERN, FISCAL_PAYMENT_MESSAGES.date)))));
const filterValue = v.optional(
  v.pipe(v.string(), v.transform(blankIsAny), v.optional(v.pipe(v.string(), v.regex(VALUE_PATTERN, FISCAL_PAYMENT_MESSAGES.value), v.transform(Number)))),
);

/** The ranges of the list; each has a start_ and an end_ parameter. */
export const FISCAL_PAYMENT_DATE_RANGES = ["payment_date", "created_date", "dir_date"] as const;
export type FiscalPaymentDateRange = (typeof FISCAL_PAYMENT_DATE_RANGES)[number];

export const FiscalPaymentsQuery = v.object({
  ...Pagination,
  status: v.optional(v.pipe(v.string(), v.transform(blankIsAny), v.optional(v.picklist(FISCAL_PAYMENT_STATUSES, FISCAL_PAYMENT_MESSAGES.status)))),
  start_payment_date: filterDate,
  end_payment_date: filterDate,
  start_created_date: filterDate,
  end_created_date: filterDate,
  start_dir_date: filterDate,
  end_dir_date: filterDate,
  start_value: filterValue,
  end_value: filterValue,
});
export type FiscalPaymentsQuery = v.InferInput<typeof FiscalPaymentsQuery>;
export type FiscalPaymentsFilter = v.InferOutput<typeof FiscalPaymentsQuery>;
