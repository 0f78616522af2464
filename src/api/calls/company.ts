import * as v from "valibot";
import { apiDownload, apiRequest } from "../client";
import { env } from "../../config/env";
import {
  type Company,
  CompanyResponse,
  type SellerAddress,
  type SellerAddressInput,
  SellerAddressListResponse,
  SellerAddressResponse,
  type UpdateCompanyRequest,
} from "../schemas/company";
import { Envelope } from "../schemas/common";
import { TrackingSettingsResponse } from "../schemas/tracking-settings";

const DeletedAnswer = Envelope(v.object({ id: v.number() }));

/**
 * The company (/company; decision 054): GET and PUT /v1/sellers/{id}, the logo (the tracking
 * page's, one brand logo) and signature uploads, and the ship-from addresses the wizard and the
 * import send from.
 */

export const fetchCompany = async (sellerId: number, signal?: AbortSignal): Promise<Company> =>
  (await apiRequest("get", `sellers/${sellerId}`, CompanyResponse, { signal })).data;

export const saveCompany = async (sellerId: number, changes: UpdateCompanyRequest, idempotencyKey: string): Promise<Company> =>
  (await apiRequest("put", `sellers/${sellerId}`, CompanyResponse, { json: changes, idempotencyKey })).data;

/** PUT /v1/sellers/{id}/upload-company-logo (field `company_logo`); the company is read again after. */
export async function uploadCompanyLogo(sellerId: number, file: File, idempotencyKey: string): Promise<void> {
  const body = new FormData();
  body.set("company_logo", file, file.name);
  // It answers the tracking page's settings (the logo is theirs too); the screen reads the company again.
  await apiRequest("put", `sellers/${sellerId}/upload-company-logo`, TrackingSettingsResponse, { body, idempotencyKey });
}

/** PUT /v1/sellers/{id}/upload-company-signature: the file and the uploader's authorisation to use it. */
export async function uploadCompanySignature(sellerId: number, file: File, idempotencyKey: string): Promise<Company> {
  const body = new FormData();
  body.set("company_signature", file, file.name);
  body.set("authorized", "true");
  return (await apiRequest("put", `sellers/${sellerId}/upload-company-signature`, CompanyResponse, { body, idempotencyKey })).data;
}

/** The signature's bytes (a private image: read with the session, shown from a blob URL). */
export const fetchCompanySignature = async (sellerId: number, signal?: AbortSignal): Promise<Blob> =>
  (await apiDownload("get", `sellers/${sellerId}/company-signature`, { signal })).blob;

/** The logo's public URL, versioned so that a new upload is never hidden by a cache. */
export const companyLogoUrl = (sellerId: number, version: string): string => `${env.apiBaseUrl}/trackings/branding/${sellerId}/logo?v=${encodeURIComponent(version)}`;

export const fetchSellerAddresses = async (sellerId: number, signal?: AbortSignal): Promise<SellerAddress[]> =>
  (await apiRequest("get", `sellers/${sellerId}/addresses`, SellerAddressListResponse, { signal })).data;

export const createSellerAddress = async (sellerId: number, address: SellerAddressInput, idempotencyKey: string): Promise<SellerAddress> =>
  (await apiRequest("post", `sellers/${sellerId}/addresses`, SellerAddressResponse, { json: address, idempotencyKey })).data;

export const saveSellerAddress = async (sellerId: number, id: number, address: SellerAddressInput, idempotencyKey: string): Promise<SellerAddress> =>
  (await apiRequest("put", `sellers/${sellerId}/addresses/${id}`, SellerAddressResponse, { json: address, idempotencyKey })).data;

export const deleteSellerAddress = async (sellerId: number, id: number, idempotencyKey: string): Promise<void> => {
  await apiRequest("delete", `sellers/${sellerId}/addresses/${id}`, DeletedAnswer, { idempotencyKey });
};
