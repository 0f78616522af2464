import * as v from "valibot";
import { COUNTRY_CODE_PATTERN } from "../../domain/countries";
import { PRODUCT_CATEGORY_KEYS } from "../../domain/product-categories";
import { Envelope, ListEnvelope, MESSAGES } from "./common";

/**
 * Box and product templates (configuration area section 3 "Box", "Product"; screen
 * /settings/boxes-products). Settings resources of the seller:
 *   GET /v1/box_templates, POST /v1/box_templates, PUT and DELETE /v1/box_templates/{id};
 *   the same under /v1/product_templates.
 * POST takes an Idempotency-Key (the device creates templates offline and sends them once).
 * Sizes in centimetres and kilograms, prices in units.
 */

const name = (max: number) => v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(max, MESSAGES.tooLong(max)));
const measure = v.pipe(v.number(MESSAGES.mustBeNumber), v.finite(MESSAGES.mustBeNumber), v.minValue(0, "Can't be negative"), v.maxValue(10_000, "Too large"));

export const BoxTemplateInput = v.object({
  name: name(60),
  length: measure,
  width: measure,
  height: measure,
  empty_weight: measure,
  /** Typical total weight; null when the box is weighed each time. */
  weight: v.optional(v.nullable(measure), null),
  harmful_products: v.optional(v.boolean(), false),
  /** Picked by itself when a new order's items fit (configuration area: auto-select flag). */
  auto_select: v.optional(v.boolean(), false),
});
export type BoxTemplateInput = v.InferOutput<typeof BoxTemplateInput>;
export const BoxTemplate = v.object({ id: v.number(), ...BoxTemplateInput.entries, updated_at: v.string() });
export type BoxTemplate = v.InferOutput<typeof BoxTemplate>;

export const ProductTemplateInput = v.object({
  sku: name(60),
  name: name(120),
  description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, MESSAGES.tooLong(500)))), null),
  category: v.picklist(PRODUCT_CATEGORY_KEYS, "Choose a category"),
  hs_code: v.pipe(v.string(), v.trim(), v.maxLength(12, MESSAGES.tooLong(12))),
  origin_country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(COUNTRY_CODE_PATTERN, "Must be a country code")),
  unit_price: v.pipe(v.number(MESSAGES.mustBeNumber), v.finite(MESSAGES.mustBeNumber), v.minValue(0.01, "must be greater than 0.01"), v.maxValue(10_000_000, "Too large")),
  unit_weight: measure,
});
export type ProductTemplateInput = v.InferOutput<typeof ProductTemplateInput>;
export const ProductTemplate = v.object({ id: v.number(), ...ProductTemplateInput.entries, updated_at: v.string() });
export type ProductTemplate = v.InferOutput<typeof ProductTemplate>;

export const BoxTemplateResponse = Envelope(BoxTemplate);
export const BoxTemplateListResponse = ListEnvelope(BoxTemplate);
export const ProductTemplateResponse = Envelope(ProductTemplate);
export const ProductTemplateListResponse = ListEnvelope(ProductTemplate);
export const DeletedTemplateResponse = Envelope(v.object({ id: v.number() }));
