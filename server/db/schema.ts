import type { Generated } from "kysely";
import type { ContractsTable, SalesChannelsTable, OverpacksTable, OrdersTable, OrderBoxesTable, OrderItemsTable, OrderVolumesTable, CheckpointsTable, PickupsTable, BoxTemplatesTable, ProductTemplatesTable, SellerSettingsTable, OrderDocumentsTable } from "./schema-orders";
import type { TrackingSettingsTable, ServerSecretsTable, UsedChallengesTable } from "./schema-tracking";
import type { JobFilesTable, JobsTable } from "./schema-jobs";
import type { OrderImportCreatedTable, OrderImportRejectionsTable, OrderImportsTable } from "./schema-imports";
import type { ChannelFilesTable } from "./schema-channel-files";
import type { VolumeReversesTable } from "./schema-volume-reverses";
import type { DutiesCaseEventsTable, DutiesCasesTable } from "./schema-duties-cases";
import type { FiscalPaymentsTable } from "./schema-fiscal-payments";
import type { TermsAcceptancesTable } from "./schema-terms";
import type { IntegrationConnectionsTable, PriceChangeRequestsTable } from "./schema-integrations";
import type { SellerAddressesTable, SellerCompanyColumns, SellerSignaturesTable } from "./schema-company";
import type { CustomersTable } from "./schema-customers";
import type { EmailChangesTable, SignInDevicesTable } from "./schema-account";
import type { BillingCategoriesTable, SellerAccountEventsTable, SellerAccountInvoicesTable, SellerAccountSettingsTable } from "./schema-billing";
import type { NotificationSettingsTable } from "./schema-notification-settings";
import type { NotificationRuleChannelsTable, NotificationRulesTable } from "./schema-notification-rules";
import type { NotificationDeliveriesTable } from "./schema-notification-deliveries";
import type { ShippingRuleActionsTable, ShippingRuleConditionsTable, ShippingRulesTable } from "./schema-shipping-rules";

/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL by choice:
 * - flags are integers 0/1 (better-sqlite3 cannot bind booleans), turned into booleans in answers;
 * - times are ISO-8601 UTC text, which sorts and compares correctly as text in both;
 * - JSON is kept as text and parsed at the edge.
 */
export type Flag = 0 | 1;

export interface SellersTable extends SellerCompanyColumns {
  id: Generated<number>;
  name: string;
  email: string;
  website: string | null;
  measurement_system: string;
  created_at: string;
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
}

export interface UsersTable {
  id: Generated<number>;
  seller_id: number;
  group_id: number;
  name: string;
  /** Stored lower-cased; sign-in compares lower-cased. */
  email: string;
  password_hash: string;
  blocked: Flag;
  can_overpack: Flag;
  language: number;
  created_at: string;
  /** 1 from the invitation until the user chose a password through its link (migration 020). */
  invitation_pending: Generated<Flag>;
  /** Removal is soft (decision 052): the row stays for the history that names the user. */
  removed_at: Generated<string | null>;
  /** The address the user had; `email` then holds a placeholder that frees it. */
  removed_email: Generated<string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the bearer token: a stolen database gives no usable token. */
  token_hash: string;
  platform: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/**
 * A fixed-window counter (migration 008): hits of one limited key (an address, an account, a
 * tracking number) within the window starting at `window_start`; the row can go at `expires_at`.
 */
export interface RateCountersTable {
  key: string;
  window_start: string;
  hits: number;
  expires_at: string;
}

/** At most one row per user has `used_at` null: an open link (migration 008). */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Mail the server would send; a real deployment hands these rows to its mail service. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  seller_id: number;
  /** Set for user_notifications, null for seller_notifications (seen by every user of the seller). */
  user_id: number | null;
  type: string;
  title_key: string;
  title: string;
  body: string;
  created_at: string;
}

/** Read state is per user, so one user marking a seller notification read leaves it new for others. */
export interface NotificationReadsTable {
  notification_id: number;
  user_id: number;
  read_at: string;
}

export interface NotificationTitlesTable {
  title_key: string;
  category: string;
}

export interface TableColumnsTable {
  id: Generated<number>;
  user_id: number;
  page: string;
  /** JSON array of {key, show, isCustomizable}. */
  columns: string;
  updated_at: string;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** SHA-256 of method, path and canonical body: the same key with another request is refused. */
  fingerprint: string;
  state: "in_flight" | "done";
  /** Until then an in-flight claim is honoured; after it, the request is taken as abandoned. */
  lease_expires_at: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}

export type * from "./schema-orders";
export type * from "./schema-tracking";
export type * from "./schema-jobs";
export type * from "./schema-imports";
export type * from "./schema-channel-files";
export type * from "./schema-duties-cases";
export type * from "./schema-fiscal-payments";
export type * from "./schema-terms";
export type * from "./schema-company";
export type * from "./schema-billing";
export type * from "./schema-notification-settings";
export type * from "./schema-notification-rules";
export type * from "./schema-integrations";
export type * from "./schema-notification-deliveries";
export type * from "./schema-shipping-rules";
export type * from "./schema-customers";
export type * from "./schema-account";

export interface Database {
  sellers: SellersTable;
  groups: GroupsTable;
  users: UsersTable;
  sessions: SessionsTable;
  rate_counters: RateCountersTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  sign_in_devices: SignInDevicesTable;
  mail_outbox: MailOutboxTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  notification_titles: NotificationTitlesTable;
  table_columns: TableColumnsTable;
  idempotency_keys: IdempotencyKeysTable;
  contracts: ContractsTable;
  sales_channels: SalesChannelsTable;
  overpacks: OverpacksTable;
  orders: OrdersTable;
  order_boxes: OrderBoxesTable;
  order_items: OrderItemsTable;
  order_volumes: OrderVolumesTable;
  checkpoints: CheckpointsTable;
  pickups: PickupsTable;
  box_templates: BoxTemplatesTable;
  product_templates: ProductTemplatesTable;
  seller_settings: SellerSettingsTable;
  order_documents: OrderDocumentsTable;
  tracking_settings: TrackingSettingsTable;
  server_secrets: ServerSecretsTable;
  used_challenges: UsedChallengesTable;
  jobs: JobsTable;
  job_files: JobFilesTable;
  order_imports: OrderImportsTable;
  order_import_created: OrderImportCreatedTable;
  order_import_rejections: OrderImportRejectionsTable;
  channel_files: ChannelFilesTable;
  volume_reverses: VolumeReversesTable;
  duties_cases: DutiesCasesTable;
  duties_case_events: DutiesCaseEventsTable;
  fiscal_payments: FiscalPaymentsTable;
  terms_acceptances: TermsAcceptancesTable;
  seller_signatures: SellerSignaturesTable;
  seller_addresses: SellerAddressesTable;
  billing_categories: BillingCategoriesTable;
  seller_account_settings: SellerAccountSettingsTable;
  seller_account_events: SellerAccountEventsTable;
  seller_account_invoices: SellerAccountInvoicesTable;
  notification_settings: NotificationSettingsTable;
  notification_rules: NotificationRulesTable;
  notification_rule_channels: NotificationRuleChannelsTable;
  price_change_requests: PriceChangeRequestsTable;
  integration_connections: IntegrationConnectionsTable;
  notification_deliveries: NotificationDeliveriesTable;
  shipping_rules: ShippingRulesTable;
  shipping_rule_conditions: ShippingRuleConditionsTable;
  shipping_rule_actions: ShippingRuleActionsTable;
  customers: CustomersTable;
}
