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

const EditableSettings = v.object({
  measurement_system: v.picklist(MEASUREMENT_SYSTEMS),
  auto_dispatch: v.boolean(),
  strict_tax_id: v.boolean(),
  insurance: InsuranceSettingsSchema,
});

/** The strict tax-id check may cost extra: turning it on needs this confirmation (decision 064). */
export const STRICT_TAX_ID_MESSAGES = {
  confirmCost: "Confirm the extra cost of the strict tax-id check",
} as const;

export const SellerSettings = v.object({
  ...EditableSettings.entries,
  /** Who confirmed the strict tax-id check's extra cost and when (UTC ISO); null while it is off. */
  strict_tax_id_confirmation: v.optional(v.nullable(v.object({ by: v.string(), at: v.string() })), null),
});
export type SellerSettings = v.InferOutput<typeof SellerSettings>;
export const SellerSettingsResponse = Envelope(SellerSettings);
export const UpdateSellerSettingsRequest = v.object({
  ...v.partial(EditableSettings).entries,
  /** Required (true) when strict_tax_id goes from off to on. */
  strict_tax_id_cost_confirmed: v.optional(v.boolean()),
});
