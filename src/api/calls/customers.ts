import * as v from "valibot";
import { apiRequest } from "../client";
import { Envelope } from "../schemas/common";
import { type Customer, CustomerListResponse, type CustomerRecordInput, CustomerResponse } from "../schemas/customers";
import { type SalesChannelInput, SalesChannelResponse } from "../schemas/sales-channels";

const DeletedAnswer = Envelope(v.object({ id: v.number() }));

/**
 * The seller's address book (/settings/customers, the wizard's "Choose from address book") and
 * writing its sales channels (/settings/sales-channels); decision 064. The channels' list is
 * `fetchSalesChannels` in order-create.ts (the wizard's, shared).
 */

export const fetchCustomers = async (query: { limit: number; offset: number; search?: string }, signal?: AbortSignal) =>
  (
    await apiRequest("get", "customers", CustomerListResponse, {
      searchParams: { limit: query.limit, offset: query.offset, ...(query.search ? { search: query.search } : {}) },
      signal,
    })
  ).data;

export const createCustomer = async (customer: CustomerRecordInput, idempotencyKey: string): Promise<Customer> =>
  (await apiRequest("post", "customers", CustomerResponse, { json: customer, idempotencyKey })).data;

export const saveCustomer = async (id: number, customer: CustomerRecordInput, idempotencyKey: string): Promise<Customer> =>
  (await apiRequest("put", `customers/${id}`, CustomerResponse, { json: customer, idempotencyKey })).data;

export const deleteCustomer = async (id: number, idempotencyKey: string): Promise<void> => {
  await apiRequest("delete", `customers/${id}`, DeletedAnswer, { idempotencyKey });
};

export const createSalesChannel = async (channel: SalesChannelInput, idempotencyKey: string) =>
  (await apiRequest("post", "sales_channels", SalesChannelResponse, { json: channel, idempotencyKey })).data;

export const renameSalesChannel = async (id: number, channel: SalesChannelInput, idempotencyKey: string) =>
  (await apiRequest("put", `sales_channels/${id}`, SalesChannelResponse, { json: channel, idempotencyKey })).data;

export const deleteSalesChannel = async (id: number, idempotencyKey: string): Promise<void> => {
  await apiRequest("delete", `sales_channels/${id}`, DeletedAnswer, { idempotencyKey });
};
