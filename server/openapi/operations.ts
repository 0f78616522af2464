import * as v from "valibot";
import { NotificationDeliveriesQuery, NotificationDeliveryListResponse } from "../../src/api/schemas/notification-deliveries";
import {
  AmazonImportInput,
  AmazonSaveInput,
  CHANNEL_FILE_FIELD,
  ChannelFileDetailResponse,
  ChannelFileLinkResponse,
  ChannelFileListResponse,
  ChannelFileResponse,
  ChannelFilesQuery,
  ChannelFileToken,
  ImportJobStartedResponse,
} from "../../src/api/schemas/channel-files";
import { ConfirmResetPasswordRequest, ConfirmResetPasswordResponse, LoginRequest, LoginResponse, LogoutResponse, ResetPasswordRequest, ResetPasswordResponse } from "../../src/api/schemas/auth";
import { ColumnsResponse, CreateTableColumnsRequest, SavedTableColumnsResponse, TableColumnsResponse, UpdateTableColumnsRequest } from "../../src/api/schemas/columns";
import { Envelope, IdParam, Pagination } from "../../src/api/schemas/common";
import { type Operation, created, ok, pdf } from "./operation-parts";
import { OVERPACK_AND_BILLING_OPERATIONS } from "./operations-overpacks-billing";
import { NOTIFICATION_SETTINGS_OPERATIONS } from "./operations-notification-settings";
import { NOTIFICATION_RULE_OPERATIONS } from "./operations-notification-rules";
import { SHIPPING_RULE_OPERATIONS } from "./operations-shipping-rules";
import { SETTINGS_OPERATIONS } from "./operations-settings";
import { CreateUserRequest, RemovedUserResponse, SellerUserListResponse, SellerUserResponse, SellerUsersQuery, UpdateUserRequest } from "../../src/api/schemas/seller-users";
import { MultiDispatchResponse } from "../../src/api/schemas/dispatch";
import { CaseAnswerRequest, CaseDetailResponse, CaseListResponse, CasesQuery } from "../../src/api/schemas/duties-cases";
import { DocumentSettings, DocumentSettingsResponse } from "../../src/api/schemas/document-settings";
import { DOCUMENT_KINDS, DocumentQuery, DocumentsRequest, PrintingSettings, PrintingSettingsResponse } from "../../src/api/schemas/documents";
import { SellerAnalyticsResponse } from "../../src/api/schemas/analytics";
import { FiscalPaymentListResponse, FiscalPaymentsQuery } from "../../src/api/schemas/fiscal-payments";
import { HealthResponse, ReadinessResponse } from "../../src/api/schemas/health";
import { JobListResponse, JobResponse, JobsQuery, OrdersImportJobResponse } from "../../src/api/schemas/jobs";
import { PRODUCTS_FILE_FIELD, ProductImportLogResponse, ProductsImportJobResponse } from "../../src/api/schemas/product-import";
import { MassiveUpdateRequest, MassiveUpdateResponse, MyNotificationResponse, MyNotificationsQuery, MyNotificationsResponse, NotificationTitlesResponse } from "../../src/api/schemas/notifications";
import { ImportErrorsQuery, ImportRejectionListResponse, NumbersTakenRequest, NumbersTakenResponse, OrderImportRequest } from "../../src/api/schemas/order-import";
import { CheckValidRequest, CheckValidResponse, CreateOrderResponse, DocumentNeededRequest, DocumentNeededResponse, OrderInput } from "../../src/api/schemas/order-create";
import {
  ATTACHMENT_TYPES,
  AddCheckpointRequest,
  CheckpointResponse,
  CheckpointsResponse,
  MultiDispatchRequest,
  OrderContractResponse,
  OrderListResponse,
  OrderOverpackResponse,
  OrderResponse,
  OrderSalesChannelResponse,
  OrdersQuery,
  UpdateOrderRequest,
} from "../../src/api/schemas/orders";
import { CreatePickupRequest, ExpectedParcelsResponse, PickupListResponse, PickupLookupQuery, PickupLookupResponse, PickupResponse, PickupsQuery } from "../../src/api/schemas/pickups";
import { CreateVolumeReversesRequest, CreatedVolumeReversesResponse, VolumeReverseListResponse, VolumeReverseResponse, VolumeReversesQuery } from "../../src/api/schemas/volume-reverses";
import { ContractDetailsListResponse, ContractFileQuery, CreatePriceChangeRequest, DecidePriceChangeRequest, DeletedContractResponse, PriceChangeRecipientsResponse, PriceChangeRequestListResponse, PriceChangeRequestResponse } from "../../src/api/schemas/contracts";
import { INTEGRATIONS } from "../../src/domain/integrations";
import { ConnectionTestResponse, CredentialsRequest, IntegrationListResponse, IntegrationResponse } from "../../src/api/schemas/integrations";
import { QuoteRequest, QuoteResponse, SalesChannelListResponse } from "../../src/api/schemas/quotes";
import { SellerSettingsResponse, UpdateSellerSettingsRequest } from "../../src/api/schemas/seller-settings";
import { SellerResponse } from "../../src/api/schemas/sellers";
import { CompanyResponse, SIGNATURE_IMAGE_TYPES, SellerAddressInput, SellerAddressListResponse, SellerAddressResponse, UpdateCompanyRequest } from "../../src/api/schemas/company";
import { BoxTemplateInput, BoxTemplateListResponse, BoxTemplateResponse, DeletedTemplateResponse, ProductTemplateInput, ProductTemplateListResponse, ProductTemplateResponse } from "../../src/api/schemas/templates";
import { AD_IMAGE_TYPES, LOGO_IMAGE_TYPES, TrackingBrandingResponse, TrackingSettingsResponse, UpdateTrackingSettingsRequest } from "../../src/api/schemas/tracking-settings";
import { TrackingLookupRequest, TrackingLookupResponse } from "../../src/api/schemas/tracking";
import { GroupListResponse, GroupResponse, MeasureResponse, UserLanguageRequest, UserLanguageResponse } from "../../src/api/schemas/users";
import { Challenge, ChallengeQuery } from "../../src/api/schemas/verification";
import { ChangePasswordRequest, ChangePasswordResponse, ConfirmEmailChangeRequest, ConfirmEmailChangeResponse, ProfileRequest, ProfileResponse } from "../../src/api/schemas/profile";
import { AcceptTermsRequest, TermsAcceptanceResponse } from "../../src/api/schemas/terms";

export type { Operation };

/**
 * What the published contract (GET /v1/openapi.json, decision 036) says of each route: the
 * valibot schemas the server validates with and the client parses with, so that the document is
 * made from the contract itself, not retyped. Kept apart from server/routes/ (which only register
 * handlers); server/openapi/openapi.test.ts fails when a route of the app is missing here, or an
 * entry here names no route.
 */

/** What the path parameters other than numeric ids accept. */
export const PATH_PARAMETERS: Record<string, readonly string[] | "integer"> = {
  id: "integer",
  checkpointId: "integer",
  addressId: "integer",
  sellerId: "integer",
  categoryId: "integer",
  kind: DOCUMENT_KINDS,
  code: INTEGRATIONS.map((integration) => integration.code),
};

const ListQuery = v.object(Pagination);
const CheckValidQuery = v.object({ id: v.optional(IdParam.entries.id) });
/** `{data: {id}}`: what a deletion answers. */
const Deleted = Envelope(v.object({ id: v.number() }));
/** The document itself (this very route's answer): an OpenAPI 3.1 object. */
const OpenApiDocument = v.looseObject({ openapi: v.string() });

export const OPERATIONS: Record<string, Operation> = {
  // Health
  "GET /v1/health": { tag: "Health", summary: "Liveness: the process answers and reaches its database", public: true, answers: ok(HealthResponse, "Alive.") },
  "GET /v1/health/ready": { tag: "Health", summary: "Readiness: the instance may take traffic (503 while starting or stopping)", public: true, answers: ok(ReadinessResponse, "Ready.") },
  "GET /v1/openapi.json": { tag: "Contract", summary: "This document", public: true, answers: ok(OpenApiDocument, "The OpenAPI 3.1 document.") },
  "GET /v1/docs": { tag: "Contract", summary: "A readable reference page of this document", public: true, answers: ok({ file: ["text/html"] }, "An HTML page.") },

  // Session
  "POST /v1/login": {
    tag: "Session",
    summary: "Sign in: answers the user with a bearer token",
    description: "After repeated failures the answer asks for a verification (GET /v1/challenge, action login); 429 with Retry-After when too many attempts.",
    public: true,
    body: LoginRequest,
    answers: ok(LoginResponse, "Signed in."),
  },
  "POST /v1/logout": { tag: "Session", summary: "Sign out: the token stops working", answers: ok(LogoutResponse, "Signed out.") },
  "POST /v1/reset_password": { tag: "Session", summary: "Ask for a password reset e-mail (same answer whether the address exists or not)", public: true, body: ResetPasswordRequest, answers: ok(ResetPasswordResponse) },
  "POST /v1/reset_password/confirm": { tag: "Session", summary: "Set a new password with the e-mailed token", public: true, body: ConfirmResetPasswordRequest, answers: ok(ConfirmResetPasswordResponse) },
  "GET /v1/challenge": { tag: "Session", summary: "A proof-of-work challenge for sign-in or tracking verification", public: true, query: ChallengeQuery, answers: ok(Challenge, "The challenge, signed.") },

  // The signed-in user
  "GET /v1/current-user-group": { tag: "User", summary: "The user's group (role)", answers: ok(GroupResponse) },
  "GET /v1/current-seller": { tag: "User", summary: "The user's seller", answers: ok(SellerResponse) },
  "GET /v1/measure": { tag: "User", summary: "The user's measurement system", answers: ok(MeasureResponse) },
  "PUT /v1/user_language": { tag: "User", summary: "Change the user's language", idempotency: "optional", body: UserLanguageRequest, answers: ok(UserLanguageResponse) },
  "PUT /v1/users": {
    tag: "User",
    summary: "Change the user's own name and language; a new e-mail needs current_password and waits for the new address to confirm it (pending_email)",
    description: "The answer is the same whether another account uses the new e-mail; the confirmation refuses it. Confirmation mails are limited per user and per address (429).",
    idempotency: "optional",
    body: ProfileRequest,
    answers: ok(ProfileResponse),
  },
  "POST /v1/email_change/confirm": { tag: "User", summary: "Confirm a new sign-in e-mail with the token mailed to it (409 when another account uses it by now)", public: true, body: ConfirmEmailChangeRequest, answers: ok(ConfirmEmailChangeResponse) },
  "PUT /v1/user_email_password": {
    tag: "User",
    summary: "Change the user's own password: the current one, the new one and its confirmation",
    description: "422 on current_password when it is wrong; wrong ones are limited per user (429 with Retry-After past the limit), apart from failed sign-ins. The user's other sessions end; this one goes on.",
    body: ChangePasswordRequest,
    answers: ok(ChangePasswordResponse, "Changed."),
  },
  "GET /v1/terms/acceptance": { tag: "User", summary: "Whether the user has accepted the current terms of service, and when", answers: ok(TermsAcceptanceResponse) },
  "POST /v1/terms/acceptance": { tag: "User", summary: "Accept the current terms of service (sent again, the first acceptance stays)", body: AcceptTermsRequest, answers: ok(TermsAcceptanceResponse, "Recorded.") },
  "GET /v1/columns": { tag: "User", summary: "The orders table's columns and their defaults", answers: ok(ColumnsResponse) },
  "GET /v1/table_columns": { tag: "User", summary: "The user's saved table columns", answers: ok(TableColumnsResponse) },
  "POST /v1/table_columns": { tag: "User", summary: "Save the user's columns of a table", idempotency: "optional", body: CreateTableColumnsRequest, answers: created(SavedTableColumnsResponse) },
  "PUT /v1/table_columns": { tag: "User", summary: "Change the user's columns of a table", idempotency: "optional", body: UpdateTableColumnsRequest, answers: ok(TableColumnsResponse) },
  "DELETE /v1/table_columns/:id": { tag: "User", summary: "Go back to the default columns", idempotency: "optional", answers: ok(Deleted, "Deleted.") },

  // Notifications
  "GET /v1/my_notifications": { tag: "Notifications", summary: "The user's notifications, newest first", query: MyNotificationsQuery, answers: ok(MyNotificationsResponse) },
  "GET /v1/my_notifications/:id": { tag: "Notifications", summary: "One of the user's notifications", answers: ok(MyNotificationResponse) },
  "GET /v1/my_notifications/fetch_titles": { tag: "Notifications", summary: "Notification titles and their categories (user)", answers: ok(NotificationTitlesResponse) },
  "GET /v1/notifications/fetch_titles": { tag: "Notifications", summary: "Notification titles and their categories (seller)", answers: ok(NotificationTitlesResponse) },
  "PUT /v1/seller_notifications/massive_update": { tag: "Notifications", summary: "Mark the seller's notifications read", idempotency: "optional", body: MassiveUpdateRequest, answers: ok(MassiveUpdateResponse) },
  "PUT /v1/user_notifications/massive_update": { tag: "Notifications", summary: "Mark the user's notifications read", idempotency: "optional", body: MassiveUpdateRequest, answers: ok(MassiveUpdateResponse) },

  // Groups and sellers
  "GET /v1/groups": { tag: "Sellers", summary: "The groups (roles)", query: ListQuery, answers: ok(GroupListResponse) },
  "GET /v1/groups/:id": { tag: "Sellers", summary: "One group", answers: ok(GroupResponse) },

  // The seller's users (decision 052): every group reads, only a Seller Admin changes (others 403)
  "GET /v1/users": { tag: "Users", summary: "The seller's users by name, filtered and paged", query: SellerUsersQuery, answers: ok(SellerUserListResponse) },
  "GET /v1/users/:id": { tag: "Users", summary: "One user of the seller (another seller's is 404)", answers: ok(SellerUserResponse) },
  "POST /v1/users": { tag: "Users", summary: "Invite a new user: they choose a password through the mailed link (Seller Admin)", idempotency: "optional", body: CreateUserRequest, answers: created(SellerUserResponse) },
  "PUT /v1/users/:id": { tag: "Users", summary: "Change, block or unblock a user; blocking ends their sessions (Seller Admin; not the last admin, not oneself)", idempotency: "optional", body: UpdateUserRequest, answers: ok(SellerUserResponse) },
  "DELETE /v1/users/:id": { tag: "Users", summary: "Remove a user; their history stays (Seller Admin; not the last admin, not oneself)", idempotency: "optional", answers: ok(RemovedUserResponse, "Removed.") },
  "POST /v1/users/:id/invitation": { tag: "Users", summary: "Send a new invitation link to a user still invited (the old link stops working)", idempotency: "optional", answers: ok(SellerUserResponse) },
  "GET /v1/sellers/:id": { tag: "Sellers", summary: "The user's own seller as a company (another seller is 404)", answers: ok(CompanyResponse) },
  "PUT /v1/sellers/:id": { tag: "Sellers", summary: "Change the company (Seller Admin and Seller Operation): only the fields sent", idempotency: "optional", body: UpdateCompanyRequest, answers: ok(CompanyResponse) },
  "PUT /v1/sellers/:id/upload-company-signature": {
    tag: "Sellers",
    summary: "Upload the company signature (a png)",
    description: "The form also carries `authorized=true`: the uploader confirms being authorised to use the signature; who and when are recorded.",
    idempotency: "optional",
    body: { upload: "company_signature", types: SIGNATURE_IMAGE_TYPES },
    answers: ok(CompanyResponse),
  },
  "DELETE /v1/sellers/:id/upload-company-signature": { tag: "Sellers", summary: "Remove the company signature", idempotency: "optional", answers: ok(CompanyResponse) },
  "GET /v1/sellers/:id/company-signature": { tag: "Sellers", summary: "The company signature (the seller's own users only)", answers: ok({ file: ["image/png"] }, "The image.") },
  "GET /v1/sellers/:id/addresses": { tag: "Sellers", summary: "The seller's ship-from addresses, the default first", answers: ok(SellerAddressListResponse) },
  "POST /v1/sellers/:id/addresses": {
    tag: "Sellers",
    summary: "Add a ship-from address (the first one, or is_default, becomes the default)",
    idempotency: "optional",
    body: SellerAddressInput,
    answers: created(SellerAddressResponse),
  },
  "PUT /v1/sellers/:id/addresses/:addressId": { tag: "Sellers", summary: "Change a ship-from address; is_default true makes it the default", idempotency: "optional", body: SellerAddressInput, answers: ok(SellerAddressResponse) },
  "DELETE /v1/sellers/:id/addresses/:addressId": { tag: "Sellers", summary: "Remove a ship-from address (the default only when it is the last)", idempotency: "optional", answers: ok(Deleted, "Deleted.") },
  "GET /v1/sellers/:id/analytics": {
    tag: "Sellers",
    summary: "The dashboard's figures of the user's own seller: the last 30 UTC days and the 30 before (another seller is 404)",
    description: "Orders created, dispatched, delivered and in exception (failed attempt, delivery failed, partial delivery failed), totals per currency, orders by status, the top 5 customers and the orders of each day. Every group reads.",
    answers: ok(SellerAnalyticsResponse),
  },

  // Orders
  "GET /v1/orders": { tag: "Orders", summary: "The seller's orders: filtered, sorted, paged", query: OrdersQuery, answers: ok(OrderListResponse) },
  "POST /v1/orders": {
    tag: "Orders",
    summary: "Create an order (with its customs documents)",
    description: "A replay with the same Idempotency-Key answers the first order; one for a different body is 422.",
    idempotency: "optional",
    body: OrderInput,
    answers: created(CreateOrderResponse, "The order."),
  },
  "POST /v1/orders/check-valid": { tag: "Orders", summary: "Check an order without saving it, with its costs (id: the order being edited)", query: CheckValidQuery, body: CheckValidRequest, answers: ok(CheckValidResponse) },
  "GET /v1/orders/:id": { tag: "Orders", summary: "One order", answers: ok(OrderResponse) },
  "PUT /v1/orders/:id": {
    tag: "Orders",
    summary: "Change an order: the whole order, or only some fields",
    description: "Before dispatch the whole order may be sent again; otherwise the fields of the partial form.",
    idempotency: "optional",
    body: [OrderInput, UpdateOrderRequest],
    answers: ok(OrderResponse, "The order."),
  },
  "DELETE /v1/orders/:id": { tag: "Orders", summary: "Delete an order not yet dispatched", idempotency: "optional", answers: ok(Deleted, "Deleted.") },
  "GET /v1/orders/:id/contract": { tag: "Orders", summary: "The order's contract", answers: ok(OrderContractResponse) },
  "GET /v1/orders/:id/overpack": { tag: "Orders", summary: "The order's overpack", answers: ok(OrderOverpackResponse) },
  "GET /v1/orders/:id/saleschannel": { tag: "Orders", summary: "The order's sales channel", answers: ok(OrderSalesChannelResponse) },
  "PUT /v1/orders/:id/dispatch": { tag: "Orders", summary: "Dispatch one order (409 with the reasons when it may not)", idempotency: "required", answers: ok(OrderResponse, "The dispatched order.") },
  "PUT /v1/orders/multi_dispatch": { tag: "Orders", summary: "Dispatch many orders, decided order by order", idempotency: "required", body: MultiDispatchRequest, answers: ok(MultiDispatchResponse, "What became of each order.") },
  "GET /v1/orders/:id/checkpoints": { tag: "Orders", summary: "The order's checkpoints (tracking events)", answers: ok(CheckpointsResponse) },
  "POST /v1/orders/:id/add-checkpoint": { tag: "Orders", summary: "Add a checkpoint, with an optional attachment and tracking event (event_code)", idempotency: "required", body: AddCheckpointRequest, answers: created(CheckpointResponse, "The checkpoint.") },
  "GET /v1/orders/:id/checkpoints/:checkpointId/attachment": { tag: "Orders", summary: "A checkpoint's attachment", answers: ok({ file: ATTACHMENT_TYPES }, "The file.") },
  "GET /v1/orders/:id/documents/:kind": { tag: "Documents", summary: "One order's document as a PDF (409 when the kind does not apply)", query: DocumentQuery, answers: ok(pdf, "The PDF.") },
  "POST /v1/orders/documents": {
    tag: "Documents",
    summary: "One PDF of a document for many orders",
    description: "Orders the kind does not apply to are left out and named in X-Skipped-Orders. Above the job threshold: 202 with a job to follow at GET /v1/jobs/{id}; 429 when the user or the seller already has as many jobs waiting or running as allowed (decision 067).",
    idempotency: "optional",
    body: DocumentsRequest,
    answers: { 200: { description: "The PDF.", body: pdf }, 202: { description: "A job makes the PDF.", body: JobResponse } },
  },
  "POST /v1/orders/import": {
    tag: "Import",
    summary: "Import orders: the rows of a CSV file the device has checked",
    description:
      "The server checks the rows again and a job (GET /v1/jobs/{id}) creates each valid order whole; every other order is kept with its messages (GET /v1/orders/import/errors). The job's file is a log CSV. At most 50,000 rows and 21 MB; a server reads at most 2 imports at once (503 with Retry-After past them). 429 when the user or the seller already has as many jobs waiting or running as allowed (decision 067).",
    idempotency: "required",
    body: OrderImportRequest,
    answers: { 202: { description: "The import's job.", body: OrdersImportJobResponse } },
  },
  "POST /v1/orders/numbers-taken": { tag: "Import", summary: "Which of these order numbers the seller already has", body: NumbersTakenRequest, answers: ok(NumbersTakenResponse) },
  "GET /v1/orders/import/errors": { tag: "Import", summary: "The orders past imports rejected, newest first, with their cells and messages", query: ImportErrorsQuery, answers: ok(ImportRejectionListResponse) },
  "POST /v1/hs_codes/document_needed": { tag: "Orders", summary: "Whether HS codes need a customs document", body: DocumentNeededRequest, answers: ok(DocumentNeededResponse) },

  // Fiscal payments (issue 18)
  "GET /v1/fiscal_payments": {
    tag: "Fiscal payments",
    summary: "The seller's fiscal payments (boletos), newest first",
    description: "Ranges start_/end_ of payment_date, created_date, dir_date (YYYY-MM-DD, both days included) and value (reais); status processing, processed or error. A day that does not exist or an end before its start is refused with 422 under the field.",
    query: FiscalPaymentsQuery,
    answers: ok(FiscalPaymentListResponse),
  },

  // Sales channel files (issue 17, decision 041)
  "GET /v1/amazon_files": { tag: "Channel files", summary: "The seller's sales channel order files, newest first", query: ChannelFilesQuery, answers: ok(ChannelFileListResponse) },
  "POST /v1/amazon_files": {
    tag: "Channel files",
    summary: "Upload a channel's order report (tab-separated text, at most 5 MB)",
    description: "Refused with 422 under `file` when it is not text, lacks the report's columns or has no orders; 413 when too large.",
    body: { upload: CHANNEL_FILE_FIELD, types: ["text/tab-separated-values", "text/plain"] },
    answers: created(ChannelFileResponse, "The stored file."),
  },
  "GET /v1/amazon_files/:id": { tag: "Channel files", summary: "A file's orders as read, and the saved mapping", answers: ok(ChannelFileDetailResponse) },
  "PUT /v1/amazon_files/:id": { tag: "Channel files", summary: "A download link for the file, valid for five minutes", answers: ok(ChannelFileLinkResponse, "The link.") },
  "GET /v1/amazon_files/:id/download": {
    tag: "Channel files",
    summary: "The file, for whoever holds a valid link (403 once it expired)",
    public: true,
    query: ChannelFileToken,
    answers: ok({ file: ["text/tab-separated-values"] }, "The file."),
  },
  "POST /v1/amazon-save": { tag: "Channel files", summary: "Save the mapping of a file's orders to box and product templates", idempotency: "optional", body: AmazonSaveInput, answers: ok(ChannelFileResponse) },
  "POST /v1/orders/amazon-import": {
    tag: "Channel files",
    summary: "Import a file's mapped orders as an orders-import job",
    description: "The server maps the stored file with the saved mapping and the seller's templates, then the job checks the orders with the import rules.",
    idempotency: "optional",
    body: AmazonImportInput,
    answers: { 202: { description: "The import job, to follow at GET /v1/jobs/{id}.", body: ImportJobStartedResponse } },
  },

  // Duties and taxes cases
  "GET /v1/tracking_alert_logs": { tag: "Duties and taxes cases", summary: "The seller's duties and taxes cases, newest first (filters status, type, order number, created date range)", query: CasesQuery, answers: ok(CaseListResponse) },
  "GET /v1/tracking_alert_logs/:id": { tag: "Duties and taxes cases", summary: "One case with its history and the user's possible actions", answers: ok(CaseDetailResponse) },
  "POST /v1/tracking_alert_logs/:id/answer": {
    tag: "Duties and taxes cases",
    summary: "Answer a case that needs seller action with a message and a PDF (at most 150 KB); the case moves to received",
    description: "409 when the case does not need the seller's action; 422 under `document.data` when the file is not a PDF or too large; 403 for the Seller Viewer.",
    idempotency: "required",
    body: CaseAnswerRequest,
    answers: ok(CaseDetailResponse, "The case after the answer."),
  },

  // Jobs
  "GET /v1/jobs": { tag: "Jobs", summary: "The seller's recent jobs", query: JobsQuery, answers: ok(JobListResponse) },
  "GET /v1/jobs/:id": { tag: "Jobs", summary: "One job and its progress", answers: ok(JobResponse) },
  "GET /v1/jobs/:id/file": { tag: "Jobs", summary: "A finished job's file (409 while it runs): a PDF, or an import's log as CSV", answers: ok({ file: ["application/pdf", "text/csv"] }, "The file.") },

  // Product import
  "POST /v1/products/import": {
    tag: "Settings",
    summary: "Import a products CSV into the product templates, as a job",
    description: "Columns sku, name, description, category, hsCode, origin country, unit price, unit weight (in the seller's measurement system). 422 'Failed to import file' with `problems` when the file makes no rows; otherwise 202 with a job that checks each row with the template form's rules, saves the good ones by SKU and logs every line. 429 when the user or the seller already has as many jobs waiting or running as allowed (decision 067).",
    idempotency: "optional",
    body: { upload: PRODUCTS_FILE_FIELD, types: ["text/csv"] },
    answers: { 202: { description: "The import job.", body: ProductsImportJobResponse } },
  },
  "GET /v1/products/import/:id": { tag: "Settings", summary: "A product import job and its log, line by line", answers: ok(ProductImportLogResponse) },

  // Pickups
  "GET /v1/pickups": { tag: "Pickups", summary: "The seller's pickup and drop-off scans", query: PickupsQuery, answers: ok(PickupListResponse) },
  "POST /v1/pickups": { tag: "Pickups", summary: "Record a scanned parcel as picked up or dropped off", idempotency: "required", body: CreatePickupRequest, answers: created(PickupResponse, "The scan.") },
  "GET /v1/pickups/expected": { tag: "Pickups", summary: "Dispatched orders not handed over yet", answers: ok(ExpectedParcelsResponse) },
  "GET /v1/pickups/lookup": { tag: "Pickups", summary: "Find the order a scanned reference names", query: PickupLookupQuery, answers: ok(PickupLookupResponse) },

  // Reverse volumes (decision 048)
  "GET /v1/volume_reverses": { tag: "Reverse volumes", summary: "The seller's reverse volumes", query: VolumeReversesQuery, answers: ok(VolumeReverseListResponse) },
  "GET /v1/volume_reverses/:id": { tag: "Reverse volumes", summary: "One reverse volume", answers: ok(VolumeReverseResponse) },
  "POST /v1/orders/:id/volume_reverses": { tag: "Reverse volumes", summary: "Send volumes of a delivered order back (all or none)", idempotency: "required", body: CreateVolumeReversesRequest, answers: created(CreatedVolumeReversesResponse, "The reverses, by box number.") },

  // Notification deliveries (decision 060)
  "GET /v1/notification_deliveries": { tag: "Notifications", summary: "The log of notifications sent about checkpoints, by rule or order", query: NotificationDeliveriesQuery, answers: ok(NotificationDeliveryListResponse) },

  ...OVERPACK_AND_BILLING_OPERATIONS,
  ...NOTIFICATION_SETTINGS_OPERATIONS,
  ...NOTIFICATION_RULE_OPERATIONS,
  ...SHIPPING_RULE_OPERATIONS,
  ...SETTINGS_OPERATIONS,

  // Quotes and contracts
  "GET /v1/contracts": { tag: "Quotes", summary: "The seller's contracts, their price tables and terms", query: ListQuery, answers: ok(ContractDetailsListResponse) },
  "GET /v1/contracts/:id/file": { tag: "Contracts", summary: "A contract and its price table as a PDF or a formula-safe CSV", query: ContractFileQuery, answers: ok({ file: ["application/pdf", "text/csv"] }, "The file.") },
  "DELETE /v1/contracts/:id": { tag: "Contracts", summary: "Delete a contract no order uses (409 \"Contract CAN'T be deleted!\" otherwise)", answers: ok(DeletedContractResponse, "Deleted.") },
  "GET /v1/integrations": { tag: "Integrations", summary: "The twenty integrations with the seller's state of each; credentials masked", answers: ok(IntegrationListResponse) },
  "POST /v1/integrations/:code/test": { tag: "Integrations", summary: "Test credentials through the integration's adapter without saving them (422 when refused)", body: CredentialsRequest, answers: ok(ConnectionTestResponse) },
  "PUT /v1/integrations/:code": { tag: "Integrations", summary: "Connect: test the credentials, then store them encrypted (422 when refused)", body: CredentialsRequest, answers: ok(IntegrationResponse) },
  "DELETE /v1/integrations/:code": { tag: "Integrations", summary: "Disconnect: delete the stored credentials", answers: ok(IntegrationResponse) },
  "GET /v1/price_change_requests": { tag: "Contracts", summary: "The seller's price table change requests, newest first", query: ListQuery, answers: ok(PriceChangeRequestListResponse) },
  "GET /v1/price_change_requests/recipients": { tag: "Contracts", summary: "The seller's admins who may approve a price table change", answers: ok(PriceChangeRecipientsResponse) },
  "POST /v1/price_change_requests": { tag: "Contracts", summary: "Ask a supervisor to approve a price table change", idempotency: "optional", body: CreatePriceChangeRequest, answers: created(PriceChangeRequestResponse) },
  "PUT /v1/price_change_requests/:id": { tag: "Contracts", summary: "Approve or refuse a pending request (its recipient only)", idempotency: "optional", body: DecidePriceChangeRequest, answers: ok(PriceChangeRequestResponse) },
  "GET /v1/sales_channels": { tag: "Quotes", summary: "The seller's sales channels", query: ListQuery, answers: ok(SalesChannelListResponse) },
  "POST /v1/quotes": { tag: "Quotes", summary: "Prices of a parcel under each contract (a read: no Idempotency-Key)", body: QuoteRequest, answers: ok(QuoteResponse) },

  // Templates
  "GET /v1/box_templates": { tag: "Templates", summary: "Box templates", query: ListQuery, answers: ok(BoxTemplateListResponse) },
  "POST /v1/box_templates": { tag: "Templates", summary: "Create a box template", idempotency: "optional", body: BoxTemplateInput, answers: created(BoxTemplateResponse) },
  "PUT /v1/box_templates/:id": { tag: "Templates", summary: "Change a box template", idempotency: "optional", body: BoxTemplateInput, answers: ok(BoxTemplateResponse) },
  "DELETE /v1/box_templates/:id": { tag: "Templates", summary: "Delete a box template", idempotency: "optional", answers: ok(DeletedTemplateResponse, "Deleted.") },
  "GET /v1/product_templates": { tag: "Templates", summary: "Product templates", query: ListQuery, answers: ok(ProductTemplateListResponse) },
  "POST /v1/product_templates": { tag: "Templates", summary: "Create a product template", idempotency: "optional", body: ProductTemplateInput, answers: created(ProductTemplateResponse) },
  "PUT /v1/product_templates/:id": { tag: "Templates", summary: "Change a product template", idempotency: "optional", body: ProductTemplateInput, answers: ok(ProductTemplateResponse) },
  "DELETE /v1/product_templates/:id": { tag: "Templates", summary: "Delete a product template", idempotency: "optional", answers: ok(DeletedTemplateResponse, "Deleted.") },

  // Settings
  "GET /v1/seller_settings/:id": { tag: "Settings", summary: "The seller's advanced settings", answers: ok(SellerSettingsResponse) },
  "PUT /v1/seller_settings/:id": { tag: "Settings", summary: "Change the seller's advanced settings", idempotency: "optional", body: UpdateSellerSettingsRequest, answers: ok(SellerSettingsResponse) },
  "GET /v1/document_settings": { tag: "Settings", summary: "What the seller's commercial invoices say", answers: ok(DocumentSettingsResponse) },
  "PUT /v1/document_settings": { tag: "Settings", summary: "Change what the seller's commercial invoices say", idempotency: "optional", body: DocumentSettings, answers: ok(DocumentSettingsResponse) },
  "GET /v1/printings": { tag: "Settings", summary: "The seller's printing settings", answers: ok(PrintingSettingsResponse) },
  "PUT /v1/printings/all": { tag: "Settings", summary: "Change the seller's printing settings", idempotency: "optional", body: PrintingSettings, answers: ok(PrintingSettingsResponse) },
  "GET /v1/tracking_settings/:id": { tag: "Settings", summary: "The seller's public tracking page settings", answers: ok(TrackingSettingsResponse) },
  "PUT /v1/tracking_settings/:id": { tag: "Settings", summary: "Change the public tracking page settings", idempotency: "optional", body: UpdateTrackingSettingsRequest, answers: ok(TrackingSettingsResponse) },
  "PUT /v1/sellers/:id/upload-ad": { tag: "Settings", summary: "Upload the tracking page's advertising image", idempotency: "optional", body: { upload: "ad", types: AD_IMAGE_TYPES }, answers: ok(TrackingSettingsResponse) },
  "DELETE /v1/sellers/:id/upload-ad": { tag: "Settings", summary: "Remove the advertising image", idempotency: "optional", answers: ok(TrackingSettingsResponse) },
  "PUT /v1/sellers/:id/upload-company-logo": { tag: "Settings", summary: "Upload the seller's logo", idempotency: "optional", body: { upload: "company_logo", types: LOGO_IMAGE_TYPES }, answers: ok(TrackingSettingsResponse) },
  "DELETE /v1/sellers/:id/upload-company-logo": { tag: "Settings", summary: "Remove the seller's logo", idempotency: "optional", answers: ok(TrackingSettingsResponse) },

  // Public tracking page
  "POST /v1/trackings/lookup": { tag: "Tracking", summary: "Track parcels by reference (with a solved verification)", public: true, body: TrackingLookupRequest, answers: ok(TrackingLookupResponse) },
  "GET /v1/trackings/branding/:id": { tag: "Tracking", summary: "A seller's tracking page branding", public: true, answers: ok(TrackingBrandingResponse) },
  "GET /v1/trackings/branding/:id/ad": { tag: "Tracking", summary: "A seller's advertising image", public: true, answers: ok({ file: AD_IMAGE_TYPES }, "The image.") },
  "GET /v1/trackings/branding/:id/logo": { tag: "Tracking", summary: "A seller's logo", public: true, answers: ok({ file: ["image/png"] }, "The image.") },
};
