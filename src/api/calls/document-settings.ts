import { apiRequest } from "../client";
import { type DocumentSettings, DocumentSettingsResponse } from "../schemas/document-settings";

/** GET /v1/document_settings: what the seller's commercial invoices say besides the order. */
export const fetchDocumentSettings = async (signal?: AbortSignal) => (await apiRequest("get", "document_settings", DocumentSettingsResponse, { signal })).data;

export const saveDocumentSettings = async (settings: DocumentSettings, idempotencyKey: string) =>
  (await apiRequest("put", "document_settings", DocumentSettingsResponse, { json: settings, idempotencyKey })).data;
