/** Measurement systems of a seller (spec: metric cm/kg or imperial in/lb). */
export const MEASUREMENT_SYSTEMS = ["metric", "imperial"] as const;
export type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];
