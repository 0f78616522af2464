import { apiDownload, apiRequest } from "../client";
import {
  type ContractFileFormat,
  ContractDetailsListResponse,
  type CreatePriceChangeRequest,
  DeletedContractResponse,
  PriceChangeRecipientsResponse,
  PriceChangeRequestListResponse,
  PriceChangeRequestResponse,
} from "../schemas/contracts";

/** Contracts, their price tables and the requests to change them (issue 22, decision 065). */

/** GET /v1/contracts with the contracts screen's fields (every contract: a seller has a handful). */
export const fetchContractDetails = async (signal?: AbortSignal) =>
  (await apiRequest("get", "contracts", ContractDetailsListResponse, { searchParams: { limit: 1000, offset: 0 }, signal })).data;

/** GET /v1/contracts/{id}/file?format=: the contract and its price table as a PDF or a CSV. */
export const downloadContractFile = (id: number, format: ContractFileFormat) => apiDownload("get", `contracts/${id}/file`, { searchParams: { format } });

/** DELETE /v1/contracts/{id}: 409 "Contract CAN'T be deleted!" while orders use it. */
export const deleteContract = async (id: number) => (await apiRequest("delete", `contracts/${id}`, DeletedContractResponse)).data;

/** GET /v1/price_change_requests, newest first. */
export const fetchPriceChanges = async (signal?: AbortSignal) =>
  (await apiRequest("get", "price_change_requests", PriceChangeRequestListResponse, { searchParams: { limit: 100, offset: 0 }, signal })).data;

/** GET /v1/price_change_requests/recipients: the seller's admins. */
export const fetchPriceChangeRecipients = async (signal?: AbortSignal) =>
  (await apiRequest("get", "price_change_requests/recipients", PriceChangeRecipientsResponse, { signal })).data;

/** POST /v1/price_change_requests; the key makes a resent request harmless. */
export const requestPriceChange = async (request: CreatePriceChangeRequest, idempotencyKey: string) =>
  (await apiRequest("post", "price_change_requests", PriceChangeRequestResponse, { json: request, idempotencyKey })).data;

/** PUT /v1/price_change_requests/{id}: the recipient approves or refuses. */
export const decidePriceChange = async (id: number, state: "approved" | "refused") =>
  (await apiRequest("put", `price_change_requests/${id}`, PriceChangeRequestResponse, { json: { state } })).data;
