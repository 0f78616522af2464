import type { OrderInput } from "../../src/api/schemas/order-create";
import { billedWeightKg } from "../../src/domain/parcel";
import { toCents } from "../db/money";
import { type ContractTerms, type CostSummary, type InsuranceSettings, freightCents, insuredValueCents } from "../../src/domain/pricing";

/**
 * The money columns of a new or replaced order, in cents, from the contract's quote
 * (src/domain/pricing.ts): the same figures the wizard's cost summary showed the user.
 */

const itemValueCents = (item: OrderInput["boxes"][number]["items"][number]) => toCents(item.unit_price) * item.quantity;
const boxValueCents = (box: OrderInput["boxes"][number]) => box.items.reduce((sum, item) => sum + itemValueCents(item), 0);

/** Duties and taxes spread over the goods by value (what a volume's or an item's share is). */
export function taxShareCents(summary: CostSummary, goodsCents: number, partCents: number): number {
  return goodsCents === 0 ? 0 : Math.round(((summary.duties_cents + summary.taxes_cents) * partCents) / goodsCents);
}

export function orderMoneyColumns(order: OrderInput, summary: CostSummary, goodsCents: number, insurance: InsuranceSettings) {
  return {
    total_value_cents: goodsCents,
    freight_value_cents: summary.freight_cents,
    freight_cost_cents: summary.freight_cents,
    duties_tax_cents: summary.duties_cents,
    sales_tax_cents: summary.taxes_cents,
    insurance_cost_cents: summary.insurance_cents,
    insurance_coverage_cents: order.insurance ? insuredValueCents(insurance, goodsCents, summary.freight_cents) : null,
    total_cost_cents: summary.total_cents,
    // Charged later by operations (storage, returns), never at creation.
    general_costs_cents: 0,
    fines_cents: 0,
    collected_icms_cents: toCents(order.collected_icms),
    collected_ii_cents: toCents(order.collected_ii),
  };
}

/** One volume per box: its goods, its own freight (each box is billed on its own) and its tax share. */
export function volumeCosts(order: OrderInput, terms: ContractTerms, summary: CostSummary, goodsCents: number) {
  return order.boxes.map((box) => {
    const products = boxValueCents(box);
    return {
      unit_products_cents: products,
      unit_freight_cents: freightCents(terms, billedWeightKg(box)),
      unit_tax_cents: taxShareCents(summary, goodsCents, products),
    };
  });
}

/** An item's tax value: as the seller gave it, else its share of the duties and taxes per unit. */
export function itemTaxCents(item: OrderInput["boxes"][number]["items"][number], summary: CostSummary, goodsCents: number): number {
  if (item.tax_value > 0) return toCents(item.tax_value);
  return taxShareCents(summary, goodsCents, toCents(item.unit_price));
}
