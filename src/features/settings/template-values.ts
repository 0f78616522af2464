import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OrderIssueCode } from "../../domain/order-validation";
import { parseDecimal } from "../../offline/drafts/parse-decimal";
import { formatNumber } from "../../ui/format/number";
import { orderIssueMessage } from "../../ui/order-issue-text";

/**
 * What the box and the product template forms share: how a stored number is shown and typed,
 * and how typed text is read back (a value, or the messages saying why not).
 */

/** Digits kept when a stored size is shown in a form or the list. */
const SHOWN_DECIMALS = 2;
/** Digits kept when a typed size is stored (inches to centimetres adds noise). */
export const STORED_DECIMALS = 3;
/** Templates have at most this many characters of name or SKU (the server's limits). */
export const NAME_MAX = 60;
export const PRODUCT_NAME_MAX = 120;

export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A stored number as the form shows it: the user's decimal mark, no grouping. */
export const typed = (value: number, i18n: I18n) => formatNumber(round(value, SHOWN_DECIMALS), { useGrouping: false, maximumFractionDigits: SHOWN_DECIMALS }, i18n);
export const shown = (value: number, i18n: I18n) => formatNumber(value, { maximumFractionDigits: SHOWN_DECIMALS }, i18n);

export type Errors<K extends string> = Partial<Record<K, string[]>>;

export const issue = (code: OrderIssueCode, i18n: I18n) => [orderIssueMessage({ path: "", code }, i18n)];

/** A typed size or weight: a number >= 0 (> 0 when `positive`), or the message saying why not. */
export function readMeasure(text: string, i18n: I18n, { positive = true, optional = false } = {}): { value: number | null; error?: string[] } {
  if (text.trim() === "") return optional ? { value: null } : { value: null, error: issue("blank", i18n) };
  const value = parseDecimal(text);
  if (!Number.isFinite(value)) return { value: null, error: [i18n._(msg`Must be a number`)] };
  if (positive ? !(value > 0) : value < 0) return { value: null, error: issue("not_positive", i18n) };
  return { value };
}

/** Text fields: required and within the server's length. */
export function readText(text: string, max: number, i18n: I18n): string[] | undefined {
  if (text.trim() === "") return issue("blank", i18n);
  if (text.trim().length > max) return [i18n._(msg`At most ${max} characters`)];
  return undefined;
}
