import { apiDownload, apiRequest } from "../client";
import {
  type AddOverpackOrdersRequest,
  type CreateOverpackRequest,
  OverpackDispatchResponse,
  OverpackListResponse,
  OverpackResponse,
  type OverpacksQuery,
} from "../schemas/overpacks";

/**
 * Overpacks (issue 18): bags of dispatched orders of one destination, contract and currency. Every
 * call answers 403 to a user without can_overpack. A refused create or add is 409 with
 * OverpackRefusalBody (nothing added); the tablet's scans are sent by the outbox instead
 * (src/api/calls/queued-writes.ts, kind "overpack-add").
 */

/** GET /v1/overpacks: `{elements, count, ids}`, newest first. */
export const fetchOverpacks = async (query: OverpacksQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "overpacks", OverpackListResponse, { searchParams: query, signal })).data;

/** GET /v1/overpacks/{id} with its orders; 404 for another seller's. */
export const fetchOverpack = async (id: number, signal?: AbortSignal) => (await apiRequest("get", `overpacks/${id}`, OverpackResponse, { signal })).data;

/** POST /v1/overpacks: a new overpack with its first orders, all or none. */
export const createOverpack = async (request: CreateOverpackRequest, idempotencyKey: string) =>
  (await apiRequest("post", "overpacks", OverpackResponse, { json: request, idempotencyKey })).data;

/** PUT /v1/overpacks/{id}/add-orders: all or none. */
export const addOverpackOrders = async (id: number, request: AddOverpackOrdersRequest, idempotencyKey: string) =>
  (await apiRequest("put", `overpacks/${id}/add-orders`, OverpackResponse, { json: request, idempotencyKey })).data;

/** PUT /v1/overpacks/multi_dispatch: all or none; 409 when one is already dispatched. */
export const dispatchOverpacks = async (ids: number[], idempotencyKey: string) =>
  (await apiRequest("put", "overpacks/multi_dispatch", OverpackDispatchResponse, { json: { ids }, idempotencyKey })).data;

/**
 * GET /v1/overpacks/{id}/label: the bag's label PDF (4x6), with its tracking number as a barcode;
 * 409 notDispatchedYet before dispatch (the tracking number is given at dispatch).
 */
export const downloadOverpackLabel = async (id: number) => (await apiDownload("get", `overpacks/${id}/label`)).blob;
