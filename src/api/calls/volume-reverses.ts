import { apiRequest } from "../client";
import { CreatedVolumeReversesResponse, VolumeReverseListResponse, VolumeReverseResponse, type VolumeReversesQuery } from "../schemas/volume-reverses";

/** Reverse volumes (issue 18, decision 048): a delivered order's volumes sent back by the customer. */

/** GET /v1/volume_reverses: `{elements, count, ids}`, newest first. */
export const fetchVolumeReverses = async (query: VolumeReversesQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "volume_reverses", VolumeReverseListResponse, { searchParams: query, signal })).data;

/** GET /v1/volume_reverses/{id}; 404 for another seller's. */
export const fetchVolumeReverse = async (id: number, signal?: AbortSignal) => (await apiRequest("get", `volume_reverses/${id}`, VolumeReverseResponse, { signal })).data;

/**
 * POST /v1/orders/{id}/volume_reverses: all chosen volumes or none. Refusals are 409 with a text
 * of REVERSE_MESSAGES (reverseRefusalOf names it); the key makes a resend harmless.
 */
export const createVolumeReverses = async (orderId: number, volumeIds: number[], idempotencyKey: string) =>
  (await apiRequest("post", `orders/${orderId}/volume_reverses`, CreatedVolumeReversesResponse, { json: { volume_ids: volumeIds }, idempotencyKey })).data;
