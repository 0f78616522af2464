import type { AddCreditRequest } from "../../../api/schemas/billing";
import type { BillingMethod } from "../../../domain/billing";
import { type MoneyProblem, readMoney } from "../money-input";

/**
 * The Add Credit form's rules (spec section 4), pure so that they are tested without a screen:
 * what the person typed and chose, checked on the device, turned into the request the server
 * checks again.
 */
export interface CreditValues {
  amount: string;
  /** A category id as the select holds it; "" until one is chosen. */
  categoryId: string;
  method: BillingMethod | null;
  description: string;
}

export type CreditProblems = {
  amount?: MoneyProblem;
  category?: "required";
  method?: "required";
};

export type CreditCheck = { ok: true; request: AddCreditRequest } | { ok: false; problems: CreditProblems };

export function checkCredit(values: CreditValues, decimalMark: "." | ","): CreditCheck {
  const problems: CreditProblems = {};
  const amount = readMoney(values.amount, decimalMark);
  if ("problem" in amount) problems.amount = amount.problem;
  const categoryId = Number(values.categoryId);
  if (!Number.isInteger(categoryId) || categoryId < 1) problems.category = "required";
  if (!values.method) problems.method = "required";
  if ("problem" in amount || problems.category || !values.method) return { ok: false, problems };
  // Whole cents over 100: the nearest double to a two-decimal amount, which the server reads back as those cents.
  return { ok: true, request: { event_type: "credit", category_id: categoryId, method: values.method, value: amount.cents / 100, description: values.description } };
}
