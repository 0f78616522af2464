import { apiRequest } from "../client";
import {
  BoxTemplateListResponse,
  BoxTemplateResponse,
  type BoxTemplateInput,
  DeletedTemplateResponse,
  ProductTemplateListResponse,
  ProductTemplateResponse,
  type ProductTemplateInput,
} from "../schemas/templates";

/** Box and product templates (settings resources). Writes are sent by the outbox (src/offline/templates/). */

export const fetchBoxTemplates = async (signal?: AbortSignal) =>
  (await apiRequest("get", "box_templates", BoxTemplateListResponse, { searchParams: { limit: 1000, offset: 0 }, signal })).data;
export const fetchProductTemplates = async (signal?: AbortSignal) =>
  (await apiRequest("get", "product_templates", ProductTemplateListResponse, { searchParams: { limit: 1000, offset: 0 }, signal })).data;

export const createBoxTemplate = async (input: BoxTemplateInput, idempotencyKey: string) =>
  (await apiRequest("post", "box_templates", BoxTemplateResponse, { json: input, idempotencyKey })).data;
export const updateBoxTemplate = async (id: number, input: BoxTemplateInput, idempotencyKey: string) =>
  (await apiRequest("put", `box_templates/${id}`, BoxTemplateResponse, { json: input, idempotencyKey })).data;
export const deleteBoxTemplate = async (id: number, idempotencyKey: string) =>
  (await apiRequest("delete", `box_templates/${id}`, DeletedTemplateResponse, { idempotencyKey })).data;

export const createProductTemplate = async (input: ProductTemplateInput, idempotencyKey: string) =>
  (await apiRequest("post", "product_templates", ProductTemplateResponse, { json: input, idempotencyKey })).data;
export const updateProductTemplate = async (id: number, input: ProductTemplateInput, idempotencyKey: string) =>
  (await apiRequest("put", `product_templates/${id}`, ProductTemplateResponse, { json: input, idempotencyKey })).data;
export const deleteProductTemplate = async (id: number, idempotencyKey: string) =>
  (await apiRequest("delete", `product_templates/${id}`, DeletedTemplateResponse, { idempotencyKey })).data;
