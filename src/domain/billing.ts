/**
 * Billing rules (issue 20, decision 056; spec configuration area sections 3 and 4): what state a
 * seller's account in one service category is in, which of the spec's messages its balance card
 * shows, and whether a service may be charged to it. Pure: the server refuses dispatches with it,
 * the app draws the cards with it. Money here is integer cents (never floating point); answers
 * speak BRL units and are converted at the edge.
 */

export const BILLING_METHODS = ["prepaid", "postpaid"] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

/**
 * What an event is. credit: money the seller added (positive). service: a service used (negative,
 * e.g. a dispatched order's freight). invoice: a postpaid period closed and paid (positive).
 * correction: a fix by the platform, of either sign. An event is never edited: a correction is a
 * new event.
 */
export const EVENT_TYPES = ["credit", "service", "invoice", "correction"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The service categories (codes) of the demo platform, in the order the cards show them. */
export const SERVICE_CATEGORY_CODES = ["freight", "duties", "sms", "whatsapp", "tax_id_check"] as const;
export type ServiceCategoryCode = (typeof SERVICE_CATEGORY_CODES)[number];
/** The category whose "active" flag switches every service of the seller (spec: "a category named global"). */
export const GLOBAL_CATEGORY_CODE = "global";

/** How often a postpaid category is invoiced. */
export const CHARGE_FREQUENCIES = ["weekly", "fortnightly", "monthly"] as const;
export type ChargeFrequency = (typeof CHARGE_FREQUENCIES)[number];
/** A charge day fits every month. */
export const MAX_CHARGE_DAY = 28;

/** The smallest credit a seller may add, in cents (spec section 9: money minimum 0.01). */
export const MIN_CREDIT_CENTS = 1;
/** The largest single credit, in cents: a typing slip of extra zeros is refused, not booked. */
export const MAX_CREDIT_CENTS = 100_000_000_00;

/** One category's account as the rules need it. */
export interface CategoryAccount {
  method: BillingMethod;
  is_active: boolean;
  is_blocked: boolean;
  /** How far below zero the balance may go, in cents; null: no limit is set. */
  limit_cents: number | null;
  /** The sum of the category's events of this method, in cents. */
  balance_cents: number;
  /** The seller's global flag: off switches every service off. */
  global_active: boolean;
}

/**
 * The message a card shows (spec section 4), as a code; `cardMessageText` gives the English words,
 * the app its translations. `below_limit` carries how far below the limit the balance is.
 */
export type CardMessage =
  | { code: "global_not_active" }
  | { code: "not_active" }
  | { code: "negative_balance" }
  | { code: "non_payment" }
  | { code: "below_limit"; below_cents: number }
  | { code: "no_limit" };
export type CardMessageCode = CardMessage["code"];

export interface CardState {
  /** A prepaid card that cannot be used: blocked with a negative balance, inactive, or global inactive. */
  disabled: boolean;
  /** A postpaid card that is blocked (non-payment). */
  suspended: boolean;
  /** null: a limit is set and the balance is within it (nothing to say). */
  message: CardMessage | null;
}

/** The spec's words, exactly (section 4). "X" is the amount with two decimals. */
export const CARD_MESSAGE_TEXTS = {
  negative_balance: "Service is suspended due to negative balance",
  non_payment: "Service is suspended due to non-payment",
  not_active: "Service is not active",
  global_not_active: "Global is not active",
  below_limit: "Balance is X below the limit",
  no_limit: "No limit",
} as const satisfies Record<CardMessageCode, string>;

/** Cents as "1234.50": two decimals, a dot, no grouping (the spec's X; the app formats BRL itself). */
export function plainAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

export function cardMessageText(message: CardMessage): string {
  if (message.code === "below_limit") return CARD_MESSAGE_TEXTS.below_limit.replace("X", plainAmount(message.below_cents));
  return CARD_MESSAGE_TEXTS[message.code];
}

/** How far the balance is under the negative of the limit, in cents; 0 when within it or no limit. */
export function belowLimitCents(account: Pick<CategoryAccount, "limit_cents" | "balance_cents">): number {
  if (account.limit_cents === null) return 0;
  return Math.max(0, -account.limit_cents - account.balance_cents);
}

/**
 * A card's state. The stopping reasons come first, the most general first (global, then the
 * service, then its blocking); a usable card says where it stands against its limit.
 */
export function cardState(account: CategoryAccount): CardState {
  const prepaid = account.method === "prepaid";
  const blockedByBalance = prepaid && account.is_blocked && account.balance_cents < 0;
  const disabled = prepaid && (blockedByBalance || !account.is_active || !account.global_active);
  // The spec names only blocking for postpaid; an inactive postpaid card still says so in its message.
  const suspended = !prepaid && account.is_blocked;
  return { disabled, suspended, message: stopMessage(account, blockedByBalance) ?? limitMessage(account) };
}

function stopMessage(account: CategoryAccount, blockedByBalance: boolean): CardMessage | null {
  if (!account.global_active) return { code: "global_not_active" };
  if (!account.is_active) return { code: "not_active" };
  if (blockedByBalance) return { code: "negative_balance" };
  if (account.method === "postpaid" && account.is_blocked) return { code: "non_payment" };
  return null;
}

function limitMessage(account: CategoryAccount): CardMessage | null {
  if (account.limit_cents === null) return { code: "no_limit" };
  const below = belowLimitCents(account);
  return below > 0 ? { code: "below_limit", below_cents: below } : null;
}

/**
 * Why a service costing `cost_cents` may not be charged to this account, or null when it may.
 * - the card's stopping reasons (global, inactive, prepaid blocked and negative, postpaid blocked);
 * - a blocked prepaid account whose balance would go below zero (`insufficient_balance`);
 * - any account with a limit whose balance would go below its negative (`over_limit`).
 * An account with no limit and not blocked may go negative: the seller pays it later.
 */
export type ChargeRefusal = "global_not_active" | "not_active" | "negative_balance" | "non_payment" | "insufficient_balance" | "over_limit" | "no_account";

export function chargeRefusal(account: CategoryAccount | null, costCents: number): ChargeRefusal | null {
  if (!account) return "no_account";
  const state = cardState(account);
  const stop = state.message?.code;
  if (stop === "global_not_active" || stop === "not_active" || stop === "negative_balance" || stop === "non_payment") return stop;
  const after = account.balance_cents - costCents;
  if (account.method === "prepaid" && account.is_blocked && after < 0) return "insufficient_balance";
  if (account.limit_cents !== null && after < -account.limit_cents) return "over_limit";
  return null;
}

/** Why a charge was refused, in English, after the service's name (the server's dispatch refusal). */
export const CHARGE_REFUSAL_TEXTS: Record<ChargeRefusal, string> = {
  global_not_active: CARD_MESSAGE_TEXTS.global_not_active,
  not_active: CARD_MESSAGE_TEXTS.not_active,
  negative_balance: CARD_MESSAGE_TEXTS.negative_balance,
  non_payment: CARD_MESSAGE_TEXTS.non_payment,
  insufficient_balance: "The balance does not cover this service",
  over_limit: "This service would take the balance below its limit",
  no_account: "There is no account for this service",
};

/** "Freight: Service is suspended due to negative balance". */
export const chargeRefusalText = (serviceName: string, refusal: ChargeRefusal): string => `${serviceName}: ${CHARGE_REFUSAL_TEXTS[refusal]}`;

/** Exact sum of cents (the server sums in SQL; the app and tests use this). */
export const sumCents = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/** One card of the Balance tab, from the category, its setting, the global flag and its balances. */
export interface BalanceCardInput {
  category: { id: number; code: string; name: string };
  setting: { method: BillingMethod; is_active: boolean; is_blocked: boolean; limit_cents: number | null } | null;
  global_active: boolean;
  /** The category's balance per method, in cents (absent: 0). */
  balance_cents: Partial<Record<BillingMethod, number>>;
  /** Postpaid use not yet invoiced, in cents. */
  partial_invoice_cents: number;
}

export interface BalanceCard {
  category: { id: number; code: string; name: string };
  method: BillingMethod;
  balance_cents: number;
  /** Postpaid cards only (spec section 2); null on prepaid cards. */
  partial_invoice_cents: number | null;
  limit_cents: number | null;
  state: CardState;
}

/**
 * The Balance tab's card of a category. A category without a setting is shown as a prepaid
 * service that is not active (the seller has no account for it yet).
 */
export function balanceCard(input: BalanceCardInput): BalanceCard {
  const setting = input.setting ?? { method: "prepaid" as const, is_active: false, is_blocked: false, limit_cents: null };
  const balance = input.balance_cents[setting.method] ?? 0;
  const account: CategoryAccount = { ...setting, balance_cents: balance, global_active: input.global_active };
  return {
    category: input.category,
    method: setting.method,
    balance_cents: balance,
    partial_invoice_cents: setting.method === "postpaid" ? input.partial_invoice_cents : null,
    limit_cents: setting.limit_cents,
    state: cardState(account),
  };
}
