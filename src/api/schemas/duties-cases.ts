import * as v from "valibot";
import { Envelope, ListEnvelope, MESSAGES, Pagination } from "./common";

/**
 * Duties and taxes cases (issue 18; spec operational area sections 2, 3 and 4; decision 047).
 * Customs opens a case on an order when a tax or a fine is due; the seller follows it and,
 * when the case needs the seller's action, answers with a message and a PDF.
 *   GET  /v1/tracking_alert_logs?status=&type=&order_number=&start_date=&end_date=&limit=&offset=
 *        the seller's cases, newest first, `{data: {elements, count, ids}}` like the orders list
 *   GET  /v1/tracking_alert_logs/{id}         one case, its history and the seller's actions
 *   POST /v1/tracking_alert_logs/{id}/answer  {message, document} (Idempotency-Key required):
 *        only when the case needs seller action; the case moves to received (409 otherwise)
 * Another seller's case answers 404, as a missing one; the Seller Viewer cannot answer (403).
 */

/** The eleven statuses of spec section 4, as the wire spells them. */
export const CASE_STATUSES = [
  "new",
  "solved",
  "in_progress",
  "waiting_for_payment",
  "priority",
  "need_seller_action",
  "received",
  "sent_again",
  "payment_done",
  "pending",
  "paid_external",
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** The tax or fine types of spec section 3. */
export const CASE_TYPES = ["icms", "darf", "fine689", "fine702", "fine703", "fine711", "fine715", "fine725", "fine728"] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/** The one status in which the seller may act, and where an answer takes the case. */
export const STATUS_NEEDING_SELLER = "need_seller_action" satisfies CaseStatus;
export const STATUS_AFTER_ANSWER = "received" satisfies CaseStatus;

/** The seller's possible actions on a case (only "answer" exists today). */
export const CASE_ACTIONS = ["answer"] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** Amounts are Brazilian taxes and fines: always reais. */
export const CASE_CURRENCY = "BRL";

export const MAX_CASE_ANSWER_MESSAGE = 2000;
/** The same limit as an order's customs documents (order-create.ts): a scanned page or two. */
export const MAX_CASE_DOCUMENT_BYTES = 150 * 1024;

/** The server's refusals, named so that the app shows them translated. */
export const CASE_MESSAGES = {
  notPdf: "File is not .pdf",
  tooLarge: "The file is larger than 150 KB",
  noActionNeeded: "This case does not need your action.",
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const filterDate = v.optional(v.pipe(v.string(), v.regex(DATE_PATTERN, "Must be a date (YYYY-MM-DD)")));

export const CasesQuery = v.object({
  ...Pagination,
  status: v.optional(v.picklist(CASE_STATUSES, "Unknown status")),
  type: v.optional(v.picklist(CASE_TYPES, "Unknown type")),
  order_number: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, MESSAGES.tooLong(60)))),
  /** Created on or after this day (UTC). */
  start_date: filterDate,
  /** Created on or before this day (UTC). */
  end_date: filterDate,
});
export type CasesQuery = v.InferInput<typeof CasesQuery>;

export const DutiesCase = v.object({
  id: v.number(),
  order_id: v.number(),
  order_number: v.string(),
  type: v.picklist(CASE_TYPES),
  status: v.picklist(CASE_STATUSES),
  /** Reais (units, not cents). */
  amount: v.number(),
  currency: v.literal(CASE_CURRENCY),
  /** What customs says about the case; shown as text. */
  description: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type DutiesCase = v.InferOutput<typeof DutiesCase>;

export const CaseEvent = v.object({
  id: v.number(),
  status: v.picklist(CASE_STATUSES),
  /** Customs' or the seller's words; shown as text. */
  message: v.string(),
  /** Set when the seller answered: who did. */
  author: v.nullable(v.string()),
  document_name: v.nullable(v.string()),
  created_at: v.string(),
});
export type CaseEvent = v.InferOutput<typeof CaseEvent>;

export const DutiesCaseDetail = v.object({
  ...DutiesCase.entries,
  /** Oldest first. */
  history: v.array(CaseEvent),
  /** What this user may do now (empty for a viewer or a case not needing the seller). */
  actions: v.array(v.picklist(CASE_ACTIONS)),
});
export type DutiesCaseDetail = v.InferOutput<typeof DutiesCaseDetail>;

export const CaseListResponse = ListEnvelope(DutiesCase);
export const CaseDetailResponse = Envelope(DutiesCaseDetail);

export const CaseAnswerRequest = v.object({
  message: v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_CASE_ANSWER_MESSAGE, MESSAGES.tooLong(MAX_CASE_ANSWER_MESSAGE))),
  document: v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(120, MESSAGES.tooLong(120))),
    type: v.literal("application/pdf", CASE_MESSAGES.notPdf),
    /** Base64 of the PDF, at most MAX_CASE_DOCUMENT_BYTES decoded. */
    data: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]*={0,2}$/, "Invalid file format"), v.maxLength(Math.ceil(MAX_CASE_DOCUMENT_BYTES / 3) * 4, CASE_MESSAGES.tooLarge)),
  }),
});
export type CaseAnswerRequest = v.InferOutput<typeof CaseAnswerRequest>;
