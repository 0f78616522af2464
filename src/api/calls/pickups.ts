import { apiRequest } from "../client";
import { PickupListResponse, PickupLookupResponse, type PickupsQuery } from "../schemas/pickups";

/**
 * Reads of pickups and dropoffs. Recording one goes through the outbox (enqueuePickupScan in
 * src/offline/outbox), which sends POST /v1/pickups with its Idempotency-Key.
 */

/** GET /v1/pickups: `{elements, count, ids}`, newest scan first. */
export const fetchPickups = async (query: PickupsQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "pickups", PickupListResponse, { searchParams: query, signal })).data;

/**
 * GET /v1/pickups/lookup: the order a scanned code names (tracking reference, last-mile number
 * or order number). Throws ApiError with status 404 when the seller has no such order.
 */
export const lookupPickupReference = async (reference: string, signal?: AbortSignal) =>
  (await apiRequest("get", "pickups/lookup", PickupLookupResponse, { searchParams: { reference }, signal })).data;
