import type { Selectable } from "kysely";
import type { BoxTemplate, ProductTemplate } from "../../src/api/schemas/templates";
import { units } from "../db/money";
import type { BoxTemplatesTable, ProductTemplatesTable } from "../db/schema";
import { flag } from "../http/answers";

/** A product's SKU is unique within the seller (spec: templates). */
export const SKU_TAKEN = "This SKU already exists";

export const boxTemplateAnswer = (row: Selectable<BoxTemplatesTable>): BoxTemplate => ({
  id: row.id,
  name: row.name,
  length: row.length,
  width: row.width,
  height: row.height,
  empty_weight: row.empty_weight,
  weight: row.weight,
  harmful_products: flag(row.harmful_products),
  auto_select: flag(row.auto_select),
  updated_at: row.updated_at,
});

export const productTemplateAnswer = (row: Selectable<ProductTemplatesTable>): ProductTemplate => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  description: row.description,
  category: row.category as ProductTemplate["category"],
  hs_code: row.hs_code,
  origin_country: row.origin_country,
  unit_price: units(row.unit_price_cents),
  unit_weight: row.unit_weight,
  updated_at: row.updated_at,
});
