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
    // What the seller is charged (a freight rule's figure when one set it, decision 062) and what
    // the contract's price table gives: they differ only under a fixed_freight/freight_from_cost rule.
    freight_value_cents: summary.freight_cents,
    freight_cost_cents: summary.freight_rule?.contract_freight_cents ?? summary.freight_cents,
    duties_tax_cents: summary.duties_cents,
    sales_tax_cents: summary.taxes_cents,
    insurance_cost_cents: summary.insurance_cents,
    // The premium was worked out on the contract's freight (freight rules leave it): so is the cover.
    insurance_coverage_cents: order.insurance ? insuredValueCents(insurance, goodsCents, summary.freight_rule?.contract_freight_cents ?? summary.freight_cents) : null,
    total_cost_cents: summary.total_cents,
    // Charged later by operations (storage, returns), never at creation.
    general_costs_cents: 0,
    fines_cents: 0,
    collected_icms_cents: toCents(order.collected_icms),
    collected_ii_cents: toCents(order.collected_ii),
  };
}

/**
 * Each box's freight: its own under the contract (each box is billed on its own); under a freight
 * rule the order's freight spread in those proportions, the last box taking the rounding, so the
 * volumes always add up to the order's freight.
 */
function boxFreights(order: OrderInput, terms: ContractTerms, summary: CostSummary): number[] {
  const own = order.boxes.map((box) => freightCents(terms, billedWeightKg(box)));
  const ownTotal = own.reduce((sum, cents) => sum + cents, 0);
  if (!summary.freight_rule) return own;
  // A contract that charges nothing for any box gives no proportions: equal shares then.
  const weights = ownTotal === 0 ? own.map(() => 1) : own;
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.round((summary.freight_cents * weight) / weightTotal));
  const rounding = summary.freight_cents - shares.reduce((sum, cents) => sum + cents, 0);
  return shares.map((cents, index) => (index === shares.length - 1 ? cents + rounding : cents));
}

/** One volume per box: its goods, its freight and its tax share. */
export function volumeCosts(order: OrderInput, terms: ContractTerms, summary: CostSummary, goodsCents: number) {
  const freights = boxFreights(order, terms, summary);
  return order.boxes.map((box, index) => {
    const products = boxValueCents(box);
    return {
      unit_products_cents: products,
      unit_freight_cents: freights[index] ?? 0,
      unit_tax_cents: taxShareCents(summary, goodsCents, products),
    };
  });
}

/** An item's tax value: as the seller gave it, else its share of the duties and taxes per unit. */
export function itemTaxCents(item: OrderInput["boxes"][number]["items"][number], summary: CostSummary, goodsCents: number): number {
  if (item.tax_value > 0) return toCents(item.tax_value);
  return taxShareCents(summary, goodsCents, toCents(item.unit_price));
}
