import * as v from "valibot";
import { Envelope } from "../../src/api/schemas/common";
import { CustomerListResponse, CustomerRecordInput, CustomerResponse, CustomersQuery } from "../../src/api/schemas/customers";
import { QuickstartResponse } from "../../src/api/schemas/quickstart";
import { SalesChannelInput, SalesChannelResponse } from "../../src/api/schemas/sales-channels";
import { type Operation, created, ok } from "./operation-parts";

const Deleted = Envelope(v.object({ id: v.number() }));

/** Issue 22's settings entries of the published contract (operations.ts spreads them in; decision 064). */
export const SETTINGS_OPERATIONS: Record<string, Operation> = {
  "GET /v1/customers": { tag: "Settings", summary: "The seller's address book, by name; search in name, e-mail, document and city", query: CustomersQuery, answers: ok(CustomerListResponse) },
  "GET /v1/customers/:id": { tag: "Settings", summary: "One customer of the address book", answers: ok(CustomerResponse) },
  "POST /v1/customers": { tag: "Settings", summary: "Add a customer (checked by the order wizard's receiver rules)", idempotency: "optional", body: CustomerRecordInput, answers: created(CustomerResponse) },
  "PUT /v1/customers/:id": { tag: "Settings", summary: "Change a customer", idempotency: "optional", body: CustomerRecordInput, answers: ok(CustomerResponse) },
  "DELETE /v1/customers/:id": { tag: "Settings", summary: "Remove a customer", idempotency: "optional", answers: ok(Deleted, "Deleted.") },
  "POST /v1/sales_channels": { tag: "Settings", summary: "Add a sales channel (names unique per seller, whatever the case)", idempotency: "optional", body: SalesChannelInput, answers: created(SalesChannelResponse) },
  "PUT /v1/sales_channels/:id": { tag: "Settings", summary: "Rename a sales channel", idempotency: "optional", body: SalesChannelInput, answers: ok(SalesChannelResponse) },
  "GET /v1/quickstart": { tag: "Settings", summary: "Which items of a first configuration the seller's data already has", answers: ok(QuickstartResponse) },
  "DELETE /v1/sales_channels/:id": { tag: "Settings", summary: "Remove a sales channel (409 while orders use it)", idempotency: "optional", answers: ok(Deleted, "Deleted.") },
};
