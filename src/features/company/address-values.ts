import type { I18n } from "@lingui/core";
import type { SellerAddress, SellerAddressInput } from "../../api/schemas/company";
import { senderIssues } from "../../domain/order-validation";
import type { DraftSender } from "../../offline/drafts/order-draft-values";
import { orderIssueMessage } from "../../ui/order-issue-text";

/**
 * A ship-from address as typed. It is an order's sender with a name of its own, so it is checked
 * by the wizard's sender rules (the server runs the same ones), in the user's language.
 */
export interface AddressValues extends DraftSender {
  label: string;
  is_default: boolean;
}

export const EMPTY_ADDRESS: AddressValues = {
  label: "",
  name: "",
  email: "",
  phone: "",
  country: "",
  postal_code: "",
  state: "",
  city: "",
  address: "",
  number: "",
  complement: "",
  tax_number: "",
  tax_number_is_cpf: false,
  website: "",
  is_default: false,
};

export function addressValues(address: SellerAddress): AddressValues {
  return { ...address, complement: address.complement ?? "", tax_number: address.tax_number ?? "", website: address.website ?? "" };
}

const orNull = (text: string) => (text.trim() === "" ? null : text);

export function addressInput(values: AddressValues): SellerAddressInput {
  return { ...values, complement: orNull(values.complement), tax_number: orNull(values.tax_number), website: orNull(values.website) };
}

/** The problems of the address by field, in the user's language: the wizard's sender rules, and a name of its own. */
export function addressProblems(values: AddressValues, i18n: I18n, blank: string): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (values.label.trim() === "") problems.label = [blank];
  for (const issue of senderIssues(values)) (problems[issue.path.replace(/^sender\./, "")] ??= []).push(orderIssueMessage(issue, i18n));
  return problems;
}
