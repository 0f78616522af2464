import type { MeasurementSystem } from "./measurement";

/**
 * Metric <-> imperial for box sizes and weights. The API and the database are always metric
 * (cm, kg); screens convert for users whose measurement system is imperial (in, lb).
 */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;

export const lengthUnit = (system: MeasurementSystem) => (system === "imperial" ? "in" : "cm");
export const weightUnit = (system: MeasurementSystem) => (system === "imperial" ? "lb" : "kg");

/** A length typed in the user's unit, in centimetres. */
export const lengthToCm = (value: number, system: MeasurementSystem) => (system === "imperial" ? value * CM_PER_INCH : value);
/** A length in centimetres, in the user's unit. */
export const lengthFromCm = (cm: number, system: MeasurementSystem) => (system === "imperial" ? cm / CM_PER_INCH : cm);
/** A weight typed in the user's unit, in kilograms. */
export const weightToKg = (value: number, system: MeasurementSystem) => (system === "imperial" ? value * KG_PER_POUND : value);
/** A weight in kilograms, in the user's unit. */
export const weightFromKg = (kg: number, system: MeasurementSystem) => (system === "imperial" ? kg / KG_PER_POUND : kg);
