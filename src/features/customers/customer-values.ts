import type { I18n } from "@lingui/core";
import { ApiError } from "../../api/errors";
import { customerIssues } from "../../domain/order-validation";
import type { DraftCustomer } from "../../offline/drafts/order-draft-values";
import { orderIssueMessage } from "../../ui/order-issue-text";

/** A customer as typed: exactly the wizard's receiver (src/offline/drafts/address-book.ts maps both ways). */
export type CustomerValues = DraftCustomer;

export const EMPTY_CUSTOMER: CustomerValues = {
  full_name: "",
  document: "",
  phone: "",
  email: "",
  country: "",
  postal_code: "",
  state: "",
  city: "",
  address: "",
  number: "",
  complement: "",
  quarter: "",
  reference: "",
};

/** The problems by field, in the user's language: the wizard's receiver rules, which the server runs again. */
export function customerProblems(values: CustomerValues, i18n: I18n): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const issue of customerIssues(values)) (problems[issue.path.replace(/^customer\./, "")] ??= []).push(orderIssueMessage(issue, i18n));
  return problems;
}

/**
 * A refusal's messages by field (the server's English texts of the same rules: the form checks
 * first, so these show only when the two disagree, as they came).
 */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.kind !== "http") return {};
  const body = error.body as { messages?: unknown } | null;
  if (!body || !Array.isArray(body.messages)) return {};
  const byField: Record<string, string[]> = {};
  for (const entry of body.messages as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    for (const [field, value] of Object.entries(entry)) {
      const texts = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === "string");
      if (texts.length > 0) (byField[field] ??= []).push(...texts);
    }
  }
  return byField;
}
