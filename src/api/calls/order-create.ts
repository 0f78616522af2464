import type * as v from "valibot";
import { apiDownload, apiRequest } from "../client";
import { type DocumentKind, type DocumentsRequest, type LabelFormat, PrintingSettingsResponse, type PrintingSettings } from "../schemas/documents";
import { CheckValidResponse, CreateOrderResponse, DocumentNeededResponse, type OrderInput, checkInputOf } from "../schemas/order-create";
import { OrderDocumentsJobResponse } from "../schemas/jobs";
import { ContractListResponse, QuoteResponse, type QuoteRequest, SalesChannelListResponse } from "../schemas/quotes";
import { SellerSettingsResponse, type UpdateSellerSettingsRequest } from "../schemas/seller-settings";

/** Order creation, quotes, contracts, documents and the settings they read (issue 6). */

export const fetchContracts = async (signal?: AbortSignal) =>
  (await apiRequest("get", "contracts", ContractListResponse, { searchParams: { limit: 1000, offset: 0 }, signal })).data;

export const fetchSalesChannels = async (signal?: AbortSignal) =>
  (await apiRequest("get", "sales_channels", SalesChannelListResponse, { searchParams: { limit: 1000, offset: 0 }, signal })).data;

export const requestQuotes = async (request: QuoteRequest, signal?: AbortSignal) => (await apiRequest("post", "quotes", QuoteResponse, { json: request, signal })).data;

/** Creating needs the network; the key makes a retry after a lost answer create the order once. */
export const createOrder = async (order: OrderInput, idempotencyKey: string) =>
  (await apiRequest("post", "orders", CreateOrderResponse, { json: order, idempotencyKey })).data;

/** PUT /v1/orders/{id} with the whole order (before dispatch). */
export const replaceOrder = async (id: number, order: OrderInput, idempotencyKey: string) =>
  (await apiRequest("put", `orders/${id}`, CreateOrderResponse, { json: order, idempotencyKey })).data;

/**
 * `editingId`: the order being edited, so that its own number does not count as taken. The
 * documents go as their HS codes only: the check needs to know which there are, not their files.
 */
export const checkOrderValid = async (order: OrderInput, editingId?: number | null, signal?: AbortSignal) =>
  (await apiRequest("post", "orders/check-valid", CheckValidResponse, { json: { order: checkInputOf(order) }, searchParams: { id: editingId ?? undefined }, signal })).data;

export const fetchDocumentsNeeded = async (codes: string[], signal?: AbortSignal) =>
  (await apiRequest("post", "hs_codes/document_needed", DocumentNeededResponse, { json: { codes }, signal })).data;

export const fetchPrintingSettings = async (signal?: AbortSignal) => (await apiRequest("get", "printings", PrintingSettingsResponse, { signal })).data;
export const savePrintingSettings = async (settings: PrintingSettings, idempotencyKey: string) =>
  (await apiRequest("put", "printings/all", PrintingSettingsResponse, { json: settings, idempotencyKey })).data;

export const fetchSellerSettings = async (sellerId: number, signal?: AbortSignal) =>
  (await apiRequest("get", `seller_settings/${sellerId}`, SellerSettingsResponse, { signal })).data;
export const saveSellerSettings = async (sellerId: number, settings: v.InferInput<typeof UpdateSellerSettingsRequest>, idempotencyKey: string) =>
  (await apiRequest("put", `seller_settings/${sellerId}`, SellerSettingsResponse, { json: settings, idempotencyKey })).data;

/** One order's document as a PDF. */
export const downloadOrderDocument = (id: number, kind: DocumentKind, format?: LabelFormat, signal?: AbortSignal) =>
  apiDownload("get", `orders/${id}/documents/${kind}`, { searchParams: { format }, signal });

/** One PDF for many orders; `onProgress` follows the download once the server has made it. */
export const downloadOrdersDocument = (request: DocumentsRequest, options: { onProgress?: (share: number) => void; signal?: AbortSignal } = {}) =>
  apiDownload("post", "orders/documents", { json: request, timeoutMs: 120_000, ...options });

/**
 * More than DOCUMENTS_JOB_THRESHOLD orders: the server answers 202 with a job that makes the PDF
 * (src/api/calls/jobs.ts follows it). The key makes a retry after a lost answer queue one job.
 */
export const startOrdersDocumentJob = async (request: DocumentsRequest, idempotencyKey: string) =>
  (await apiRequest("post", "orders/documents", OrderDocumentsJobResponse, { json: request, idempotencyKey })).data;
