import { apiRequest } from "../client";
import { ApiError } from "../errors";
import { ExpectedParcelsResponse, PICKUP_MESSAGES, PickupListResponse, PickupLookupResponse, type PickupsQuery } from "../schemas/pickups";

/**
 * Reads of pickups and dropoffs. Recording one goes through the outbox (enqueuePickupScan in
 * src/offline/outbox), which sends POST /v1/pickups (pickupScanWrite in queued-writes.ts) with its
 * Idempotency-Key.
 */

/** GET /v1/pickups: `{elements, count, ids}`, newest scan first. */
export const fetchPickups = async (query: PickupsQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "pickups", PickupListResponse, { searchParams: query, signal })).data;

/**
 * GET /v1/pickups/lookup: the order a scanned code names (tracking reference, last-mile number
 * or order number). Throws ApiError with status 404 when the seller has no such order, and 422
 * for a tracking number whose check digit is wrong (`isMisreadRefusal`).
 */
export const lookupPickupReference = async (reference: string, signal?: AbortSignal) =>
  (await apiRequest("get", "pickups/lookup", PickupLookupResponse, { searchParams: { reference }, signal })).data;

/** GET /v1/pickups/expected: the seller's dispatched orders not handed over yet, `{elements, count}`. */
export const fetchExpectedParcels = async (signal?: AbortSignal) => (await apiRequest("get", "pickups/expected", ExpectedParcelsResponse, { signal })).data;

/** The server's 422 for a code whose S10 check digit is wrong (other 422s are not misreads). */
export const isMisreadRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && error.messages.some((message) => message.endsWith(PICKUP_MESSAGES.misread));
