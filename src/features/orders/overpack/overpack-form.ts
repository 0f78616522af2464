import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MAX_OVERPACK_DIMENSION_CM, MAX_OVERPACK_REFERENCE } from "../../../api/schemas/overpacks";

/**
 * The "Add to overpack" form's values and their checks (spec section 3: name or reference, length,
 * width and height in centimetres, all required). Pure, in the user's language.
 */
export interface OverpackFormValues {
  /** "new" or an existing overpack's id. */
  target: string;
  reference: string;
  length: string;
  width: string;
  height: string;
}

export type OverpackFormErrors = Partial<Record<keyof OverpackFormValues, string[]>>;

export const DIMENSIONS = ["length", "width", "height"] as const;

/** A size as typed: "40", "40.5" or "40,5". */
export const parseSize = (text: string): number => Number(text.trim().replace(",", "."));

export function checkOverpackForm(values: OverpackFormValues, i18n: I18n): OverpackFormErrors {
  const errors: OverpackFormErrors = {};
  if (values.target === "") errors.target = [i18n._(msg`Can't be blank`)];
  if (values.target === "new") {
    const reference = values.reference.trim();
    if (reference === "") errors.reference = [i18n._(msg`Can't be blank`)];
    else if (reference.length > MAX_OVERPACK_REFERENCE) errors.reference = [i18n._(msg`Can't be more than ${MAX_OVERPACK_REFERENCE} characters`)];
  }
  for (const name of DIMENSIONS) {
    const text = values[name].trim();
    const size = parseSize(text);
    if (text === "") errors[name] = [i18n._(msg`Can't be blank`)];
    else if (!Number.isFinite(size) || size <= 0) errors[name] = [i18n._(msg`Must be a number greater than 0`)];
    else if (size > MAX_OVERPACK_DIMENSION_CM) errors[name] = [i18n._(msg`Can't be more than ${MAX_OVERPACK_DIMENSION_CM} cm`)];
  }
  return errors;
}
