import { type ContractTerms, freightCents } from "./pricing";

/**
 * A contract's price table as a person reads it (decision 065): the freight of each weight step,
 * from the first half kilogram up, computed with the same `freightCents` quotes use, so the table
 * and a quote never disagree. Shared by the price tables screen and the server's CSV and PDF.
 */

export const TAXING_TYPES = ["simplified", "formal"] as const;
export type TaxingType = (typeof TAXING_TYPES)[number];

/** Half kilograms up to 10 kg (where most parcels are), then coarser steps up to 30 kg. */
const FINE_STEP_KG = 0.5;
const FINE_UP_TO_KG = 10;
const COARSE_STEPS_KG = [15, 20, 25, 30] as const;

export const PRICE_TABLE_WEIGHTS_KG: readonly number[] = [
  ...Array.from({ length: FINE_UP_TO_KG / FINE_STEP_KG }, (_, index) => (index + 1) * FINE_STEP_KG),
  ...COARSE_STEPS_KG,
];

export interface PriceStep {
  weight_kg: number;
  freight_cents: number;
}

export function priceSteps(terms: Pick<ContractTerms, "first_half_kg_cents" | "additional_half_kg_cents">): PriceStep[] {
  return PRICE_TABLE_WEIGHTS_KG.map((weight_kg) => ({ weight_kg, freight_cents: freightCents(terms, weight_kg) }));
}
