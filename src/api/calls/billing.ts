import { apiRequest } from "../client";
import {
  type AddCreditRequest,
  BalanceResponse,
  CategoriesResponse,
  type CreateSettingRequest,
  DeletedSettingResponse,
  EventPageResponse,
  EventResponse,
  type EventsQuery,
  InvoicePageResponse,
  type InvoicesQuery,
  SellerAccountResponse,
  SettingResponse,
  SettingsResponse,
  type UpdateSettingRequest,
  UsageResponse,
  type UsageQuery,
} from "../schemas/billing";

/**
 * Billing (issue 20, decision 056): the seller's balance per service category, events, invoices,
 * settings and adding credit. Reads for every group; writes for the seller's admin only (403
 * otherwise). Every answer is parsed with src/api/schemas/billing.ts; money is BRL.
 */

/** GET /v1/seller_accounts/{sellerId}: the global flag. */
export const fetchSellerAccount = async (sellerId: number, signal?: AbortSignal) =>
  (await apiRequest("get", `seller_accounts/${sellerId}`, SellerAccountResponse, { signal })).data;

/** PUT /v1/seller_accounts/{sellerId}: switches every service on or off (admin). */
export const updateSellerAccount = async (sellerId: number, isActive: boolean) =>
  (await apiRequest("put", `seller_accounts/${sellerId}`, SellerAccountResponse, { json: { seller_accounts: { is_active: isActive } } })).data;

/** GET /v1/seller_accounts/categories: the service categories, in card order (global is not one). */
export const fetchBillingCategories = async (signal?: AbortSignal) => (await apiRequest("get", "seller_accounts/categories", CategoriesResponse, { signal })).data;

/** GET /v1/seller_account_events/{sellerId}/balance: prepaid and postpaid maps by category code, and partial invoices. */
export const fetchBalance = async (sellerId: number, signal?: AbortSignal) =>
  (await apiRequest("get", `seller_account_events/${sellerId}/balance`, BalanceResponse, { signal })).data;

/** GET /v1/sellers/{id}/seller_account_events: 15 per page, newest first, with the range in `meta`. */
export const fetchAccountEvents = async (sellerId: number, query: EventsQuery, signal?: AbortSignal) =>
  (await apiRequest("get", `sellers/${sellerId}/seller_account_events`, EventPageResponse, { searchParams: query, signal })).data;

/** GET /v1/seller_account_events: the signed-in seller's statement (/user_balance). */
export const fetchOwnAccountEvents = async (query: EventsQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "seller_account_events", EventPageResponse, { searchParams: query, signal })).data;

/** GET /v1/seller_account_invoices/{sellerId}/invoices: newest first, filter by method. */
export const fetchInvoices = async (sellerId: number, query: InvoicesQuery, signal?: AbortSignal) =>
  (await apiRequest("get", `seller_account_invoices/${sellerId}/invoices`, InvoicePageResponse, { searchParams: query, signal })).data;

/** GET /v1/sellers/{id}/seller_account/category_events/{categoryId}: View Usage (the last 30 days by default). */
export const fetchCategoryUsage = async (sellerId: number, categoryId: number, query: UsageQuery = {}, signal?: AbortSignal) =>
  (await apiRequest("get", `sellers/${sellerId}/seller_account/category_events/${categoryId}`, UsageResponse, { searchParams: query, signal })).data;

/**
 * POST /v1/sellers/{id}/seller_account_events: adds credit (admin). The key is required: sending
 * the same key again answers the first event and books nothing more.
 */
export const addCredit = async (sellerId: number, credit: AddCreditRequest, idempotencyKey: string) =>
  (await apiRequest("post", `sellers/${sellerId}/seller_account_events`, EventResponse, { json: credit, idempotencyKey })).data;

/** GET /v1/sellers/{id}/seller_account_setting: every category's setting and `meta.global`. */
export const fetchAccountSettings = async (sellerId: number, signal?: AbortSignal) =>
  (await apiRequest("get", `sellers/${sellerId}/seller_account_setting`, SettingsResponse, { signal })).data;

/** POST /v1/sellers/{id}/seller_account_setting: a setting for a category that has none (admin; 409 otherwise). */
export const createAccountSetting = async (sellerId: number, setting: CreateSettingRequest) =>
  (await apiRequest("post", `sellers/${sellerId}/seller_account_setting`, SettingResponse, { json: setting })).data;

/** PUT /v1/sellers/{id}/seller_account_setting: the Settings modal's save (admin). */
export const updateAccountSetting = async (sellerId: number, setting: UpdateSettingRequest) =>
  (await apiRequest("put", `sellers/${sellerId}/seller_account_setting`, SettingResponse, { json: { ...setting, seller_id: sellerId } })).data;

/** DELETE /v1/sellers/{id}/seller_account_setting?category_id=: the category has no account any more (admin). */
export const deleteAccountSetting = async (sellerId: number, categoryId: number) =>
  (await apiRequest("delete", `sellers/${sellerId}/seller_account_setting`, DeletedSettingResponse, { searchParams: { category_id: categoryId } })).data;
