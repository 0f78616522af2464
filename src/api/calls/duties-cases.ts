import { apiRequest } from "../client";
import { type CaseAnswerRequest, CaseDetailResponse, CaseListResponse, type CasesQuery } from "../schemas/duties-cases";

/**
 * Duties and taxes cases (issue 18, decision 047). Reads for every group; the answer is online
 * only: it carries a PDF the user has in hand, and the screen shows the case as received only
 * once the server said so.
 */

/** Filters left empty are not sent. */
const definedParams = (query: CasesQuery) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== "")) as Record<string, string>;

export const fetchCases = async (query: CasesQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "tracking_alert_logs", CaseListResponse, { searchParams: definedParams(query), signal })).data;

export const fetchCase = async (id: number, signal?: AbortSignal) => (await apiRequest("get", `tracking_alert_logs/${id}`, CaseDetailResponse, { signal })).data;

export const answerCase = async (id: number, answer: CaseAnswerRequest, idempotencyKey: string) =>
  (await apiRequest("post", `tracking_alert_logs/${id}/answer`, CaseDetailResponse, { json: answer, idempotencyKey })).data;
