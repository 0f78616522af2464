import * as v from "valibot";
import { Envelope, ListEnvelope, MESSAGES, Pagination } from "./common";
import { CustomerInput } from "./order-create";

/**
 * The seller's address book (/settings/customers; configuration area section 3 "Customer";
 * decision 064): GET/POST /v1/customers, GET/PUT/DELETE /v1/customers/{id}. A customer is an
 * order's receiver kept for later, so its input IS the order's `CustomerInput` (one schema: a
 * limit changed for orders changes here too) and the server checks it with the wizard's receiver
 * rules (src/domain/order-validation.ts `customerIssues`).
 */
export const CustomerRecordInput = CustomerInput;
export type CustomerRecordInput = v.InferInput<typeof CustomerRecordInput>;

export const Customer = v.object({
  id: v.number(),
  full_name: v.string(),
  email: v.string(),
  phone: v.string(),
  document: v.string(),
  country: v.string(),
  postal_code: v.string(),
  state: v.string(),
  city: v.string(),
  address: v.string(),
  number: v.string(),
  complement: v.nullable(v.string()),
  quarter: v.nullable(v.string()),
  reference: v.nullable(v.string()),
});
export type Customer = v.InferOutput<typeof Customer>;
export const CustomerResponse = Envelope(Customer);
export const CustomerListResponse = ListEnvelope(Customer);

/** GET /v1/customers: pages by name; `search` finds a text in the name, e-mail, document or city. */
export const CustomersQuery = v.object({
  ...Pagination,
  search: v.optional(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(120, MESSAGES.tooLong(120)))),
});
export type CustomersQuery = v.InferInput<typeof CustomersQuery>;
