import * as v from "valibot";
import { MEASUREMENT_SYSTEMS } from "../../domain/measurement";
import { Envelope } from "./common";

/**
 * GET and PUT /v1/seller_settings/{id} (configuration area section 7; id = the seller): the
 * advanced settings (measurement system, auto-dispatch on creation, strict tax-id check) and the
 * insurance settings. PUT takes any subset. The measurement system is the one GET /v1/measure answers.
 */
export const InsuranceSettingsSchema = v.object({
  basis: v.picklist(["selling_price", "fixed_price", "fixed_percentage"], "Choose a basis"),
  /** Units of money for a fixed price, percent for a fixed percentage. */
  value: v.pipe(v.number(), v.finite(), v.minValue(0, "Can't be negative"), v.maxValue(1_000_000, "Too large")),
  include_freight: v.boolean(),
});

export const SellerSettings = v.object({
  measurement_system: v.picklist(MEASUREMENT_SYSTEMS),
  auto_dispatch: v.boolean(),
  strict_tax_id: v.boolean(),
  insurance: InsuranceSettingsSchema,
});
export type SellerSettings = v.InferOutput<typeof SellerSettings>;
export const SellerSettingsResponse = Envelope(SellerSettings);
export const UpdateSellerSettingsRequest = v.partial(SellerSettings);
