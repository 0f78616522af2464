import { apiRequest } from "../client";
import { FiscalPaymentListResponse, type FiscalPaymentsQuery } from "../schemas/fiscal-payments";

/** GET /v1/fiscal_payments (issue 18): one page of the seller's boletos with the list's filters. */
export const fetchFiscalPayments = async (query: FiscalPaymentsQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "fiscal_payments", FiscalPaymentListResponse, { searchParams: query, signal })).data;
