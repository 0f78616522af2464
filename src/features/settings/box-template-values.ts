import type { I18n } from "@lingui/core";
import type { BoxTemplateInput } from "../../api/schemas/templates";
import type { MeasurementSystem } from "../../domain/measurement";
import { lengthFromCm, lengthToCm, weightFromKg, weightToKg } from "../../domain/measurement-units";
import type { LocalBoxTemplate } from "../../offline/templates";
import { type Errors, NAME_MAX, STORED_DECIMALS, readMeasure, readText, round, typed } from "./template-values";

/** The box template form's text, to and from the stored (metric) template. */

export type BoxField = "name" | "length" | "width" | "height" | "empty_weight" | "weight";
export type BoxValues = Record<BoxField, string> & { harmful_products: boolean; auto_select: boolean };

export const emptyBoxValues = (): BoxValues => ({ name: "", length: "", width: "", height: "", empty_weight: "", weight: "", harmful_products: false, auto_select: false });

export function boxValuesOf(template: LocalBoxTemplate, system: MeasurementSystem, i18n: I18n): BoxValues {
  const length = (cm: number) => typed(lengthFromCm(cm, system), i18n);
  const weight = (kg: number) => typed(weightFromKg(kg, system), i18n);
  return {
    name: template.name,
    length: length(template.length),
    width: length(template.width),
    height: length(template.height),
    empty_weight: weight(template.empty_weight),
    weight: template.weight === null ? "" : weight(template.weight),
    harmful_products: template.harmful_products,
    auto_select: template.auto_select,
  };
}

export function readBox(values: BoxValues, system: MeasurementSystem, i18n: I18n): { input?: BoxTemplateInput; errors: Errors<BoxField> } {
  const errors: Errors<BoxField> = {};
  const name = readText(values.name, NAME_MAX, i18n);
  if (name) errors.name = name;
  const sizes = (["length", "width", "height"] as const).map((field) => {
    const read = readMeasure(values[field], i18n);
    if (read.error) errors[field] = read.error;
    return read.value === null ? 0 : round(lengthToCm(read.value, system), STORED_DECIMALS);
  });
  const emptyWeight = readMeasure(values.empty_weight, i18n, { positive: false });
  if (emptyWeight.error) errors.empty_weight = emptyWeight.error;
  const weight = readMeasure(values.weight, i18n, { optional: true });
  if (weight.error) errors.weight = weight.error;
  if (Object.keys(errors).length > 0) return { errors };
  const toKg = (kg: number) => round(weightToKg(kg, system), STORED_DECIMALS);
  return {
    errors,
    input: {
      name: values.name.trim(),
      length: sizes[0]!,
      width: sizes[1]!,
      height: sizes[2]!,
      empty_weight: toKg(emptyWeight.value ?? 0),
      weight: weight.value === null ? null : toKg(weight.value),
      harmful_products: values.harmful_products,
      auto_select: values.auto_select,
    },
  };
}
