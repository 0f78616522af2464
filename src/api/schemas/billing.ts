import * as v from "valibot";
import { BILLING_METHODS, CARD_MESSAGE_TEXTS, CHARGE_FREQUENCIES, EVENT_TYPES, MAX_CHARGE_DAY, MAX_CREDIT_CENTS } from "../../domain/billing";
import { Envelope, MESSAGES, QueryInteger } from "./common";

/**
 * Billing (issue 20, decision 056; spec configuration area sections 2, 3, 4, 7 and 9): a seller's
 * balance per service category, its events, invoices and settings, and adding credit.
 *
 * Money: answers give BRL units with at most two decimals (the database keeps integer cents and
 * every balance is a SUM of events); requests send BRL units with at most two decimals.
 * Categories: numeric `id` in paths and requests, `code` (freight, duties, sms, whatsapp,
 * tax_id_check) as the key of the balance maps and for the app's translated names.
 * Roles: every group of the seller reads; only the seller's admin adds credit and changes settings
 * (operation and viewer: 403). Another seller's id in a path: 404.
 *
 *   GET    /v1/seller_accounts/{sellerId}                         SellerAccountResponse
 *   PUT    /v1/seller_accounts/{sellerId}                         UpdateSellerAccountRequest → SellerAccountResponse
 *   GET    /v1/seller_accounts/categories                         CategoriesResponse
 *   GET    /v1/seller_account_events/{sellerId}/balance           BalanceResponse
 *   GET    /v1/seller_account_events?…EventsQuery                 EventPageResponse (the signed-in seller's)
 *   GET    /v1/sellers/{id}/seller_account_events?…EventsQuery    EventPageResponse
 *   GET    /v1/seller_account_invoices/{sellerId}/invoices?…      InvoicePageResponse
 *   GET    /v1/sellers/{id}/seller_account/category_events/{categoryId}?start_date&end_date   UsageResponse
 *   POST   /v1/sellers/{id}/seller_account_events  (Idempotency-Key required)  AddCreditRequest → 201 EventResponse
 *   GET    /v1/sellers/{id}/seller_account_setting                SettingsResponse
 *   POST   /v1/sellers/{id}/seller_account_setting                CreateSettingRequest → 201 SettingResponse (409 if the category has one)
 *   PUT    /v1/sellers/{id}/seller_account_setting                UpdateSettingRequest → SettingResponse
 *   DELETE /v1/sellers/{id}/seller_account_setting?category_id=   DeletedSettingResponse
 */

/** The spec's card messages (section 4), word for word; `cardMessageText` (domain) fills X. */
export const BILLING_CARD_MESSAGES = CARD_MESSAGE_TEXTS;

/** The server's own refusals, in English (the app shows its translations of the ones it sends). */
export const BILLING_MESSAGES = {
  /** Spec section 5's standard message for a money minimum. */
  minimumAmount: "must be greater than 0.01",
  twoDecimals: "Must have at most two decimals",
  maximumAmount: `Can't be more than ${MAX_CREDIT_CENTS / 100}`,
  unknownCategory: "Choose a service category",
  otherSeller: "Must be the seller of the address",
  settingExists: "This service already has an account setting",
  noSetting: "This service has no account setting",
  date: "Must be a date (YYYY-MM-DD)",
  endBeforeStart: "Must not be before the start of the range",
} as const;

/** Credits tab and statement: 15 events per page (spec section 9). */
export const EVENT_PAGE_SIZE = 15;
/** Invoices per page. */
export const INVOICE_PAGE_SIZE = 15;
/** Without start_date, a list starts this many days before its end (today by default). */
export const DEFAULT_EVENT_RANGE_DAYS = 90;
/** View Usage's fixed range: the last 30 days (spec: "a fixed date range"). */
export const USAGE_RANGE_DAYS = 30;
/** View Usage lists at most this many events (and always the exact total). */
export const MAX_USAGE_EVENTS = 1000;

export const BillingMethod = v.picklist(BILLING_METHODS);
export const EventType = v.picklist(EVENT_TYPES);
export const ChargeFrequency = v.picklist(CHARGE_FREQUENCIES);

/** BRL with at most two decimals (from integer cents). */
const Money = v.number();

export const Category = v.object({
  id: v.number(),
  /** freight, duties, sms, whatsapp, tax_id_check (SERVICE_CATEGORY_CODES): the app names them in the user's language. */
  code: v.string(),
  /** The English name (for a category a later server adds and the app does not know). */
  name: v.string(),
});
export type Category = v.InferOutput<typeof Category>;
export const CategoriesResponse = Envelope(v.array(Category));

/** The seller's account as a whole: its global flag (spec: "a category named global"). */
export const SellerAccount = v.object({
  seller_id: v.number(),
  /** Global active: off, every service of the seller is stopped ("Global is not active"). */
  is_active: v.boolean(),
  currency: v.literal("BRL"),
});
export type SellerAccount = v.InferOutput<typeof SellerAccount>;
export const SellerAccountResponse = Envelope(SellerAccount);

/** Balance per category code, in BRL: `prepaid.freight` is the sum of freight's prepaid events. */
const MoneyByCategory = v.record(v.string(), Money);
export const Balance = v.object({
  /** Spec section 3: "a prepaid map and a postpaid map, each keyed by category". Every service category is a key (0 when it has no events). */
  balance: v.object({ prepaid: MoneyByCategory, postpaid: MoneyByCategory }),
  /** Postpaid use since the category's last invoice, as a positive amount (the card's Partial Invoice). */
  partial_invoice: MoneyByCategory,
});
export type Balance = v.InferOutput<typeof Balance>;
export const BalanceResponse = Envelope(Balance);

export const AccountEvent = v.object({
  id: v.number(),
  seller_id: v.number(),
  category_id: v.number(),
  category: v.string(),
  category_name: v.string(),
  event_type: EventType,
  method: BillingMethod,
  /** Signed BRL: credits positive, services negative. */
  value: Money,
  description: v.string(),
  /** What was charged, e.g. "Order NB-000123"; null for credits. */
  service: v.nullable(v.string()),
  order_id: v.nullable(v.number()),
  /** Who added it; null for the platform's events (services, invoices). */
  created_by_name: v.nullable(v.string()),
  created_at: v.string(),
});
export type AccountEvent = v.InferOutput<typeof AccountEvent>;
export const EventResponse = Envelope(AccountEvent);

/** The range a list covers, whole UTC days YYYY-MM-DD, both ends included. */
export const DateRange = v.object({ start_date: v.string(), end_date: v.string() });
export type DateRange = v.InferOutput<typeof DateRange>;

export const EventPage = v.object({
  seller_account_events: v.array(AccountEvent),
  /** Events matching the filters in the range (every page). */
  count: v.number(),
  meta: v.object({ ...DateRange.entries, offset: v.number(), limit: v.number() }),
});
export type EventPage = v.InferOutput<typeof EventPage>;
export const EventPageResponse = Envelope(EventPage);

export const Invoice = v.object({
  id: v.number(),
  seller_id: v.number(),
  category_id: v.number(),
  category: v.string(),
  category_name: v.string(),
  method: BillingMethod,
  /** BRL owed for the period (positive). */
  value: Money,
  description: v.string(),
  period_start: v.string(),
  period_end: v.string(),
  paid: v.boolean(),
  created_at: v.string(),
});
export type Invoice = v.InferOutput<typeof Invoice>;
export const InvoicePage = v.object({ seller_account_invoices: v.array(Invoice), count: v.number() });
export type InvoicePage = v.InferOutput<typeof InvoicePage>;
export const InvoicePageResponse = Envelope(InvoicePage);

export const Usage = v.object({
  category: Category,
  /** Newest first, at most MAX_USAGE_EVENTS. */
  seller_account_events: v.array(AccountEvent),
  /** Every event in the range, even past MAX_USAGE_EVENTS. */
  count: v.number(),
  /** The exact sum of every event in the range, BRL. */
  total: Money,
  meta: DateRange,
});
export type Usage = v.InferOutput<typeof Usage>;
export const UsageResponse = Envelope(Usage);

export const AccountSetting = v.object({
  id: v.number(),
  seller_id: v.number(),
  category_id: v.number(),
  category: v.string(),
  category_name: v.string(),
  method: BillingMethod,
  is_active: v.boolean(),
  /** Set by the platform, never by the seller: blocked prepaid stops at zero, blocked postpaid is suspended. */
  is_blocked: v.boolean(),
  /** Day of the month a postpaid category is invoiced (1 to 28); null: none. */
  charge_day: v.nullable(v.number()),
  is_fixed: v.boolean(),
  charge_frequency: ChargeFrequency,
  /** BRL the balance may go below zero; null: "No limit". */
  limit: v.nullable(Money),
  custom_fields: v.record(v.string(), v.string()),
});
export type AccountSetting = v.InferOutput<typeof AccountSetting>;
export const SettingResponse = Envelope(AccountSetting);
export const Settings = v.object({
  seller_account_settings: v.array(AccountSetting),
  /** Spec: the settings call "reads seller_account_settings and meta.global". */
  meta: v.object({ global: v.object({ is_active: v.boolean() }) }),
});
export type Settings = v.InferOutput<typeof Settings>;
export const SettingsResponse = Envelope(Settings);

// ---- requests ------------------------------------------------------------------------------

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An amount of BRL: at least 0.01, at most two decimals. */
export const CreditAmount = v.pipe(
  v.number(MESSAGES.mustBeNumber),
  v.finite(MESSAGES.mustBeNumber),
  v.minValue(0.01, BILLING_MESSAGES.minimumAmount),
  v.maxValue(MAX_CREDIT_CENTS / 100, BILLING_MESSAGES.maximumAmount),
  v.check(hasTwoDecimalsAtMost, BILLING_MESSAGES.twoDecimals),
);

const CategoryId = v.pipe(v.number(BILLING_MESSAGES.unknownCategory), v.integer(BILLING_MESSAGES.unknownCategory), v.minValue(1, BILLING_MESSAGES.unknownCategory));
const Description = v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(255, MESSAGES.tooLong(255)));

/** POST /v1/sellers/{id}/seller_account_events (spec's credit creation payload, plus the method). */
export const AddCreditRequest = v.object({
  event_type: v.optional(v.literal("credit", "Must be credit"), "credit"),
  category_id: CategoryId,
  /** Pre or Post (exclusive). */
  method: v.picklist(BILLING_METHODS, "Choose Pre-paid or Post-paid"),
  value: CreditAmount,
  description: Description,
  /** When sent, must be the seller of the address. */
  seller_id: v.optional(v.number()),
});
export type AddCreditRequest = v.InferOutput<typeof AddCreditRequest>;

/** PUT /v1/seller_accounts/{sellerId}: the global flag. */
export const UpdateSellerAccountRequest = v.object({
  seller_accounts: v.object({ is_active: v.boolean("Must be true or false") }),
});
export type UpdateSellerAccountRequest = v.InferOutput<typeof UpdateSellerAccountRequest>;

/** What the Settings modal changes (spec section 2): never is_blocked, which is the platform's. */
const SettingFields = {
  method: v.picklist(BILLING_METHODS, "Choose Pre-paid or Post-paid"),
  is_active: v.boolean("Must be true or false"),
  limit: v.nullable(v.pipe(v.number(MESSAGES.mustBeNumber), v.finite(MESSAGES.mustBeNumber), v.minValue(0, "Can't be negative"), v.maxValue(MAX_CREDIT_CENTS / 100, BILLING_MESSAGES.maximumAmount), v.check(hasTwoDecimalsAtMost, BILLING_MESSAGES.twoDecimals))),
  charge_day: v.nullable(v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber), v.minValue(1, "Must be at least 1"), v.maxValue(MAX_CHARGE_DAY, `Can't be more than ${MAX_CHARGE_DAY}`))),
  charge_frequency: v.picklist(CHARGE_FREQUENCIES, "Choose weekly, fortnightly or monthly"),
  is_fixed: v.boolean("Must be true or false"),
  custom_fields: v.optional(v.record(v.pipe(v.string(), v.maxLength(60, MESSAGES.tooLong(60))), v.pipe(v.string(), v.maxLength(255, MESSAGES.tooLong(255)))), {}),
};

export const CreateSettingRequest = v.object({ category_id: CategoryId, seller_id: v.optional(v.number()), ...SettingFields });
export type CreateSettingRequest = v.InferOutput<typeof CreateSettingRequest>;
/** PUT: the spec sends seller_id in the body; the category names the setting. */
export const UpdateSettingRequest = CreateSettingRequest;
export type UpdateSettingRequest = v.InferOutput<typeof UpdateSettingRequest>;
export const DeletedSettingResponse = Envelope(v.object({ category_id: v.number() }));
export const DeleteSettingQuery = v.object({ category_id: v.pipe(QueryInteger, v.minValue(1, BILLING_MESSAGES.unknownCategory)) });

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const blankIsAny = (value: string) => (value.trim() === "" ? undefined : value.trim());
const QueryDate = v.optional(v.pipe(v.string(), v.transform(blankIsAny), v.optional(v.pipe(v.string(), v.regex(DATE_PATTERN, BILLING_MESSAGES.date)))));

/** Filters of the event lists; "" or absent means "all". `limit` defaults to 15. */
export const EventsQuery = v.object({
  limit: v.optional(v.pipe(QueryInteger, v.minValue(1, "Must be at least 1"), v.maxValue(100, "Can't be more than 100")), String(EVENT_PAGE_SIZE)),
  offset: v.optional(QueryInteger, "0"),
  start_date: QueryDate,
  end_date: QueryDate,
  method: v.optional(v.union([v.literal(""), BillingMethod], "Must be prepaid or postpaid")),
  /** A category id. */
  category_id: v.optional(v.union([v.literal(""), QueryInteger], "Must be a whole number")),
});
export type EventsQuery = v.InferInput<typeof EventsQuery>;

export const InvoicesQuery = v.object({
  limit: v.optional(v.pipe(QueryInteger, v.minValue(1, "Must be at least 1"), v.maxValue(100, "Can't be more than 100")), String(INVOICE_PAGE_SIZE)),
  offset: v.optional(QueryInteger, "0"),
  method: v.optional(v.union([v.literal(""), BillingMethod], "Must be prepaid or postpaid")),
});
export type InvoicesQuery = v.InferInput<typeof InvoicesQuery>;

export const UsageQuery = v.object({ start_date: QueryDate, end_date: QueryDate });
export type UsageQuery = v.InferInput<typeof UsageQuery>;

export const SellerIdParam = v.object({ sellerId: v.pipe(QueryInteger, v.minValue(1, "Must be at least 1")) });
export const CategoryEventsParams = v.object({
  id: v.pipe(QueryInteger, v.minValue(1, "Must be at least 1")),
  categoryId: v.pipe(QueryInteger, v.minValue(1, "Must be at least 1")),
});
