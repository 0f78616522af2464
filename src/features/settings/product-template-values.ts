import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ProductTemplateInput } from "../../api/schemas/templates";
import type { MeasurementSystem } from "../../domain/measurement";
import { weightFromKg, weightToKg } from "../../domain/measurement-units";
import { HS_CODE_PATTERN, MIN_AMOUNT, normalizeHsCode } from "../../domain/order-validation";
import type { ProductCategory } from "../../domain/product-categories";
import { parseDecimal } from "../../offline/drafts/parse-decimal";
import type { LocalProductTemplate } from "../../offline/templates";
import { type Errors, NAME_MAX, PRODUCT_NAME_MAX, STORED_DECIMALS, issue, readMeasure, readText, round, typed } from "./template-values";

/** The product template form's text, to and from the stored (metric) template. */

export type ProductField = "sku" | "name" | "description" | "category" | "hs_code" | "origin_country" | "unit_price" | "unit_weight";
export type ProductValues = Record<ProductField, string>;

export const emptyProductValues = (): ProductValues => ({ sku: "", name: "", description: "", category: "", hs_code: "", origin_country: "", unit_price: "", unit_weight: "" });

export function productValuesOf(template: LocalProductTemplate, system: MeasurementSystem, i18n: I18n): ProductValues {
  return {
    sku: template.sku,
    name: template.name,
    description: template.description ?? "",
    category: template.category,
    hs_code: template.hs_code,
    origin_country: template.origin_country,
    unit_price: typed(template.unit_price, i18n),
    unit_weight: typed(weightFromKg(template.unit_weight, system), i18n),
  };
}

export function readProduct(values: ProductValues, system: MeasurementSystem, i18n: I18n): { input?: ProductTemplateInput; errors: Errors<ProductField> } {
  const errors: Errors<ProductField> = {};
  const sku = readText(values.sku, NAME_MAX, i18n);
  if (sku) errors.sku = sku;
  const name = readText(values.name, PRODUCT_NAME_MAX, i18n);
  if (name) errors.name = name;
  if (values.category === "") errors.category = [i18n._(msg`Choose a category`)];
  // Optional in a template (the order asks for it), but when given it must be a real one.
  const hsCode = normalizeHsCode(values.hs_code.trim());
  if (hsCode !== "" && !HS_CODE_PATTERN.test(hsCode)) errors.hs_code = issue("hs_code_digits", i18n);
  if (values.origin_country === "") errors.origin_country = issue("blank", i18n);
  const price = parseDecimal(values.unit_price);
  if (values.unit_price.trim() === "") errors.unit_price = issue("blank", i18n);
  else if (!(price >= MIN_AMOUNT)) errors.unit_price = issue("min_amount", i18n);
  const weight = readMeasure(values.unit_weight, i18n);
  if (weight.error) errors.unit_weight = weight.error;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      sku: values.sku.trim(),
      name: values.name.trim(),
      description: values.description.trim() === "" ? null : values.description.trim(),
      category: values.category as ProductCategory,
      hs_code: hsCode,
      origin_country: values.origin_country,
      unit_price: round(price, 2),
      unit_weight: round(weightToKg(weight.value ?? 0, system), STORED_DECIMALS),
    },
  };
}
