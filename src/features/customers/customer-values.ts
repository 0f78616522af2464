import type { I18n } from "@lingui/core";
import { fieldErrorsOf } from "../../api/field-errors";
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
export const serverFieldErrors = (error: unknown): Record<string, string[]> => fieldErrorsOf(error);
