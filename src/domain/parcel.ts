/**
 * Parcel rules of the service terms (spec, operational area sections 5 and 9; configuration area
 * section 9): volumetric weight L x W x H / 6000, maximum 30 kg, billed from 50 g, above 2 kg in
 * steps of 0.5 kg, each side at most 105 cm, the three sides together at most 200 cm.
 *
 * Weights are computed in whole grams so that 2.5 kg is never billed as 3 kg through a
 * floating-point remainder. Below 2 kg the spec names no step: we bill to the next 10 g
 * (decision 019).
 */

export const PARCEL_LIMITS = {
  /** cm³ per kg of volumetric weight. */
  volumetricDivisor: 6000,
  maxWeightKg: 30,
  minBilledKg: 0.05,
  /** Above this weight, billing goes in `stepKg` steps. */
  stepFromKg: 2,
  stepKg: 0.5,
  /** Below `stepFromKg`, the billed weight is rounded up to this. */
  smallStepKg: 0.01,
  maxSideCm: 105,
  maxSidesSumCm: 200,
} as const;

/** A box as the parcel rules see it: centimetres and kilograms (gross weight). */
export interface ParcelMeasures {
  length: number;
  width: number;
  height: number;
  weight: number;
}

const grams = (kg: number) => Math.round(kg * 1000);
const ceilTo = (value: number, step: number) => Math.ceil(value / step) * step;

/** Volumetric weight in kg, rounded up to the gram. */
export function volumetricWeightKg({ length, width, height }: Pick<ParcelMeasures, "length" | "width" | "height">): number {
  // cm³ / 6000 = kg, so cm³ / 6 = g.
  return Math.ceil((length * width * height) / (PARCEL_LIMITS.volumetricDivisor / 1000) - 1e-9) / 1000;
}

/** The weight a parcel is charged for: the larger of actual and volumetric, then the billing steps. */
export function billedWeightKg(parcel: ParcelMeasures): number {
  const chargeable = Math.max(grams(parcel.weight), grams(volumetricWeightKg(parcel)));
  const minimum = grams(PARCEL_LIMITS.minBilledKg);
  if (chargeable <= minimum) return minimum / 1000;
  const step = chargeable <= grams(PARCEL_LIMITS.stepFromKg) ? grams(PARCEL_LIMITS.smallStepKg) : grams(PARCEL_LIMITS.stepKg);
  return ceilTo(chargeable, step) / 1000;
}

export type ParcelBreachCode = "too_heavy" | "side_too_long" | "sides_sum_too_long" | "not_positive";

/** One broken limit, with the figures a message needs ("Side 120 cm is longer than 105 cm"). */
export interface ParcelBreach {
  code: ParcelBreachCode;
  /** The measure that broke it: "weight", "length", "width", "height" or "sides". */
  measure: "weight" | "length" | "width" | "height" | "sides";
  actual: number;
  limit: number;
}

/** Every limit a parcel breaks (empty when it may ship). A billed weight over 30 kg counts. */
export function parcelBreaches(parcel: ParcelMeasures): ParcelBreach[] {
  const breaches: ParcelBreach[] = [];
  for (const measure of ["length", "width", "height", "weight"] as const) {
    if (!(parcel[measure] > 0)) breaches.push({ code: "not_positive", measure, actual: parcel[measure], limit: 0 });
  }
  if (breaches.length > 0) return breaches;
  for (const side of ["length", "width", "height"] as const) {
    if (parcel[side] > PARCEL_LIMITS.maxSideCm) breaches.push({ code: "side_too_long", measure: side, actual: parcel[side], limit: PARCEL_LIMITS.maxSideCm });
  }
  const sides = parcel.length + parcel.width + parcel.height;
  if (sides > PARCEL_LIMITS.maxSidesSumCm) breaches.push({ code: "sides_sum_too_long", measure: "sides", actual: sides, limit: PARCEL_LIMITS.maxSidesSumCm });
  const billed = billedWeightKg(parcel);
  if (billed > PARCEL_LIMITS.maxWeightKg) breaches.push({ code: "too_heavy", measure: "weight", actual: billed, limit: PARCEL_LIMITS.maxWeightKg });
  return breaches;
}

/** English text of a breach, for server answers (the app translates from the code). */
export function parcelBreachText(breach: ParcelBreach): string {
  switch (breach.code) {
    case "not_positive":
      return `The ${breach.measure} must be greater than 0.`;
    case "side_too_long":
      return `The ${breach.measure} is ${breach.actual} cm; each side may be at most ${breach.limit} cm.`;
    case "sides_sum_too_long":
      return `Length + width + height is ${breach.actual} cm; at most ${breach.limit} cm.`;
    case "too_heavy":
      return `The billed weight is ${breach.actual} kg; at most ${breach.limit} kg per box.`;
  }
}
