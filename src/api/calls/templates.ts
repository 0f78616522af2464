import { apiRequest } from "../client";
import { BoxTemplateListResponse, ProductTemplateListResponse } from "../schemas/templates";

/**
 * Box and product templates (settings resources). Their writes are queued on the device and sent
 * by the outbox: templateSaveWrite and templateDeleteWrite in queued-writes.ts.
 */

export const fetchBoxTemplates = async (signal?: AbortSignal) =>
  (await apiRequest("get", "box_templates", BoxTemplateListResponse, { searchParams: { limit: 1000, offset: 0 }, signal })).data;
export const fetchProductTemplates = async (signal?: AbortSignal) =>
  (await apiRequest("get", "product_templates", ProductTemplateListResponse, { searchParams: { limit: 1000, offset: 0 }, signal })).data;
