import {
  AddCreditRequest,
  BalanceResponse,
  CategoriesResponse,
  CreateSettingRequest,
  DeleteSettingQuery,
  DeletedSettingResponse,
  EventPageResponse,
  EventResponse,
  EventsQuery,
  InvoicePageResponse,
  InvoicesQuery,
  SellerAccountResponse,
  SettingResponse,
  SettingsResponse,
  UpdateSellerAccountRequest,
  UpdateSettingRequest,
  UsageQuery,
  UsageResponse,
} from "../../src/api/schemas/billing";
import { AddOverpackOrdersRequest, CreateOverpackRequest, DispatchOverpacksRequest, OverpackDispatchResponse, OverpackListResponse, OverpackResponse, OverpacksQuery } from "../../src/api/schemas/overpacks";
import { type Operation, created, ok, pdf } from "./operation-parts";

/** The overpacks' and billing's entries of the published contract (operations.ts spreads them in). */
export const OVERPACK_AND_BILLING_OPERATIONS: Record<string, Operation> = {
  // Overpacks (decision 050): 403 on every route for a user without can_overpack
  "GET /v1/overpacks": { tag: "Overpacks", summary: "The seller's overpacks, newest first, with totals from their orders", query: OverpacksQuery, answers: ok(OverpackListResponse) },
  "GET /v1/overpacks/:id": { tag: "Overpacks", summary: "One overpack with its orders", answers: ok(OverpackResponse) },
  "POST /v1/overpacks": {
    tag: "Overpacks",
    summary: "A new overpack with its first orders (all or none)",
    description: "422 for a name the seller already uses; 409 with `refused` (every order and its reason) when one of the orders cannot go.",
    idempotency: "required",
    body: CreateOverpackRequest,
    answers: created(OverpackResponse, "The overpack."),
  },
  "PUT /v1/overpacks/:id/add-orders": {
    tag: "Overpacks",
    summary: "Add orders by id or by scanned code (all or none)",
    description: "409 with `refused` naming every order that cannot go and why (not_found for a code that names no order); the spec's text when the overpack is dispatched. Dimensions, when sent, replace the overpack's.",
    idempotency: "required",
    body: AddOverpackOrdersRequest,
    answers: ok(OverpackResponse, "The overpack with its orders."),
  },
  "PUT /v1/overpacks/multi_dispatch": {
    tag: "Overpacks",
    summary: "Dispatch overpacks (all or none): carrier and tracking number for each",
    description: "409 with the spec's text when one is already dispatched, and when one is empty.",
    idempotency: "required",
    body: DispatchOverpacksRequest,
    answers: ok(OverpackDispatchResponse, "The dispatched overpacks."),
  },
  "GET /v1/overpacks/:id/label": { tag: "Overpacks", summary: "The overpack's 4x6 label (409 before dispatch)", answers: ok(pdf, "The PDF.") },
  // Billing (issue 20, decision 056): reads for every group of the seller, writes for its admin; another seller's: 404
  "GET /v1/seller_accounts/categories": { tag: "Billing", summary: "The service categories, in card order", answers: ok(CategoriesResponse) },
  "GET /v1/seller_accounts/:sellerId": { tag: "Billing", summary: "The seller's account: its global flag", answers: ok(SellerAccountResponse) },
  "PUT /v1/seller_accounts/:sellerId": { tag: "Billing", summary: "Switch every service of the seller on or off (admin)", body: UpdateSellerAccountRequest, answers: ok(SellerAccountResponse) },
  "GET /v1/seller_account_events/:sellerId/balance": { tag: "Billing", summary: "Balances per category, prepaid and postpaid, summed from the events", answers: ok(BalanceResponse) },
  "GET /v1/seller_account_events": { tag: "Billing", summary: "The signed-in seller's events (the statement), 15 per page, with the date range", query: EventsQuery, answers: ok(EventPageResponse) },
  "GET /v1/sellers/:id/seller_account_events": { tag: "Billing", summary: "The seller's events, 15 per page, with the date range", query: EventsQuery, answers: ok(EventPageResponse) },
  "POST /v1/sellers/:id/seller_account_events": { tag: "Billing", summary: "Add credit to a category (admin); the same key twice books one event", idempotency: "required", body: AddCreditRequest, answers: created(EventResponse, "The credit event.") },
  "GET /v1/seller_account_invoices/:sellerId/invoices": { tag: "Billing", summary: "The seller's invoices, paid or not", query: InvoicesQuery, answers: ok(InvoicePageResponse) },
  "GET /v1/sellers/:id/seller_account/category_events/:categoryId": { tag: "Billing", summary: "View Usage: a category's events over the last 30 days, with their total", query: UsageQuery, answers: ok(UsageResponse) },
  "GET /v1/sellers/:id/seller_account_setting": { tag: "Billing", summary: "The account setting of every category, and meta.global", answers: ok(SettingsResponse) },
  "POST /v1/sellers/:id/seller_account_setting": { tag: "Billing", summary: "A setting for a category that has none (admin)", body: CreateSettingRequest, answers: created(SettingResponse) },
  "PUT /v1/sellers/:id/seller_account_setting": { tag: "Billing", summary: "Change a category's setting (admin); never is_blocked", body: UpdateSettingRequest, answers: ok(SettingResponse) },
  "DELETE /v1/sellers/:id/seller_account_setting": { tag: "Billing", summary: "Remove a category's setting (admin); its events stay", query: DeleteSettingQuery, answers: ok(DeletedSettingResponse, "Removed.") },
};
