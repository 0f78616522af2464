import type { Customer, CustomerRecordInput } from "../../api/schemas/customers";
import type { DraftCustomer } from "./order-draft-values";

/**
 * A customer of the address book (/settings/customers, decision 064) is an order's receiver kept
 * for later: the same fields, so the wizard's Receiver step takes one whole, and saves one whole.
 */
export function receiverOfCustomer(customer: Customer): DraftCustomer {
  return {
    full_name: customer.full_name,
    document: customer.document,
    phone: customer.phone,
    email: customer.email,
    country: customer.country,
    postal_code: customer.postal_code,
    state: customer.state,
    city: customer.city,
    address: customer.address,
    number: customer.number,
    complement: customer.complement ?? "",
    quarter: customer.quarter ?? "",
    reference: customer.reference ?? "",
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text);

export function customerInputOf(receiver: DraftCustomer): CustomerRecordInput {
  return { ...receiver, complement: orNull(receiver.complement), quarter: orNull(receiver.quarter), reference: orNull(receiver.reference) };
}

/** The customer is this receiver, field for field (the picker then shows it as chosen). */
export function isSameReceiver(customer: Customer, receiver: DraftCustomer): boolean {
  const fields = receiverOfCustomer(customer);
  return (Object.keys(fields) as (keyof DraftCustomer)[]).every((key) => fields[key] === receiver[key]);
}
