import { apiRequest } from "../client";
import { env } from "../../config/env";
import { type TrackingSettings, TrackingSettingsResponse, type UpdateTrackingSettingsRequest } from "../schemas/tracking-settings";

/**
 * The seller's tracking page settings (/settings/tracking): read, save, and the two pictures the
 * public page shows, each uploaded as one multipart file and removed with DELETE.
 */

export type TrackingImageKind = "logo" | "ad";

/** Each picture's upload path and multipart field, and its public path on the branding call. */
export const TRACKING_IMAGE_ROUTES: Record<TrackingImageKind, { upload: string; field: string; publicPath: string }> = {
  logo: { upload: "upload-company-logo", field: "company_logo", publicPath: "logo" },
  ad: { upload: "upload-ad", field: "ad", publicPath: "ad" },
};

export const fetchTrackingSettings = async (sellerId: number, signal?: AbortSignal): Promise<TrackingSettings> =>
  (await apiRequest("get", `tracking_settings/${sellerId}`, TrackingSettingsResponse, { signal })).data;

export const saveTrackingSettings = async (sellerId: number, settings: UpdateTrackingSettingsRequest, idempotencyKey: string): Promise<TrackingSettings> =>
  (await apiRequest("put", `tracking_settings/${sellerId}`, TrackingSettingsResponse, { json: settings, idempotencyKey })).data;

/** PUT /v1/sellers/{id}/upload-company-logo (field `company_logo`) or .../upload-ad (field `ad`). */
export async function uploadTrackingImage(sellerId: number, kind: TrackingImageKind, file: File, idempotencyKey: string): Promise<TrackingSettings> {
  const { upload, field } = TRACKING_IMAGE_ROUTES[kind];
  const body = new FormData();
  body.set(field, file, file.name);
  return (await apiRequest("put", `sellers/${sellerId}/${upload}`, TrackingSettingsResponse, { body, idempotencyKey })).data;
}

export const removeTrackingImage = async (sellerId: number, kind: TrackingImageKind, idempotencyKey: string): Promise<TrackingSettings> =>
  (await apiRequest("delete", `sellers/${sellerId}/${TRACKING_IMAGE_ROUTES[kind].upload}`, TrackingSettingsResponse, { idempotencyKey })).data;

/**
 * The public URL of a picture as the tracking page loads it. `version` only names the upload
 * (the settings' updated_at changes with each one), so a new picture is never hidden by a cache.
 */
export const trackingImageUrl = (sellerId: number, kind: TrackingImageKind, version: string): string =>
  `${env.apiBaseUrl}/trackings/branding/${sellerId}/${TRACKING_IMAGE_ROUTES[kind].publicPath}?v=${encodeURIComponent(version)}`;
