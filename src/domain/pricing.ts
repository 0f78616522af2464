import { billedWeightKg, type ParcelMeasures } from "./parcel";

/**
 * Prices of a contract (its price table) and the quote they give for a shipment. Shared by the
 * server (quotes, order creation, check-valid) and the app (the wizard's live cost summary), so
 * both show the same figures. Money is in whole cents of the order's currency.
 */

export type Incoterm = "DDP" | "DDU";
export const INCOTERMS: readonly Incoterm[] = ["DDP", "DDU"];

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** What a contract charges and allows (the seller's price table for that contract). */
export interface ContractTerms {
  id: number;
  name: string;
  carrier_name: string;
  /** Working days. */
  delivery_time: number;
  incoterms: readonly Incoterm[];
  allows_battery: boolean;
  allows_dangerous_goods: boolean;
  /** Freight of the first 0.5 kg billed. */
  first_half_kg_cents: number;
  /** Freight of each further 0.5 kg (or part) billed. */
  additional_half_kg_cents: number;
  /** Import duty estimate, percent of goods + freight (for example 60 for Brazil's II). */
  duties_percent: number;
  /** Sales tax estimate, percent of goods + freight + duties (for example 17 for ICMS). */
  sales_tax_percent: number;
  /** Insurance, percent of the insured value. */
  insurance_percent: number;
  /** Above this goods value DDP is not offered and the order goes DDU; null: no limit. */
  ddp_max_goods_value_cents: number | null;
}

/** The seller's insurance settings (configuration area section 3, "Insurance settings"). */
export interface InsuranceSettings {
  basis: "selling_price" | "fixed_price" | "fixed_percentage";
  /** Cents for a fixed price; percent of the selling price for a fixed percentage; unused otherwise. */
  value: number;
  include_freight: boolean;
}

export const DEFAULT_INSURANCE_SETTINGS: InsuranceSettings = { basis: "selling_price", value: 0, include_freight: false };

export interface ShipmentForQuote {
  boxes: readonly ParcelMeasures[];
  /** Sum of unit price x quantity of every item. */
  goods_value_cents: number;
  insurance: boolean;
  /** How the insured value is found; the selling price when absent. */
  insurance_settings?: InsuranceSettings;
}

/** The value an insured order is covered for. */
export function insuredValueCents(settings: InsuranceSettings, goodsValueCents: number, freight: number): number {
  const base =
    settings.basis === "fixed_price" ? settings.value : settings.basis === "fixed_percentage" ? percentOf(goodsValueCents, settings.value) : goodsValueCents;
  return base + (settings.include_freight ? freight : 0);
}

/** The shipping rule that set an order's freight (src/domain/shipping-rules/freight.ts). */
export interface FreightRuleApplied {
  rule_id: number | null;
  rule_name: string;
  action_name: "fixed_freight" | "freight_from_cost";
  values: string[];
  /** The contract's own freight, before the rule. */
  contract_freight_cents: number;
}

export interface CostSummary {
  incoterm: Incoterm;
  billed_weight_kg: number;
  freight_cents: number;
  duties_cents: number;
  taxes_cents: number;
  insurance_cents: number;
  /** What the seller pays: freight and insurance, plus duties and taxes under DDP. */
  total_cents: number;
  /** Present when a shipping rule set the freight (the freight and total above are the rule's). */
  freight_rule?: FreightRuleApplied;
}

const HALF_KG = 0.5;

/** Freight of one billed weight: the first half kilogram, then each started half kilogram. */
export function freightCents(terms: Pick<ContractTerms, "first_half_kg_cents" | "additional_half_kg_cents">, billedKg: number): number {
  const halves = Math.max(1, Math.ceil(billedKg / HALF_KG - 1e-9));
  return terms.first_half_kg_cents + (halves - 1) * terms.additional_half_kg_cents;
}

/** The incoterms a contract offers for this goods value: the value may force DDU. */
export function allowedIncoterms(terms: Pick<ContractTerms, "incoterms" | "ddp_max_goods_value_cents">, goodsValueCents: number): Incoterm[] {
  return terms.incoterms.filter(
    (incoterm) => incoterm !== "DDP" || terms.ddp_max_goods_value_cents === null || goodsValueCents <= terms.ddp_max_goods_value_cents,
  );
}

/** Why a contract cannot carry a shipment, or null when it can. */
export type ContractRefusal = "battery_not_allowed" | "dangerous_goods_not_allowed" | "incoterm_not_allowed";

export function contractRefusal(
  terms: ContractTerms,
  shipment: { contain_battery: boolean; dangerous_good: boolean; incoterm?: Incoterm; goods_value_cents: number },
): ContractRefusal | null {
  if (shipment.contain_battery && !terms.allows_battery) return "battery_not_allowed";
  if (shipment.dangerous_good && !terms.allows_dangerous_goods) return "dangerous_goods_not_allowed";
  if (shipment.incoterm && !allowedIncoterms(terms, shipment.goods_value_cents).includes(shipment.incoterm)) return "incoterm_not_allowed";
  return null;
}

/** Freight, duties and taxes estimate and total of a shipment under one contract and incoterm. */
export function costSummary(terms: ContractTerms, shipment: ShipmentForQuote, incoterm: Incoterm): CostSummary {
  const billedWeight = shipment.boxes.reduce((sum, box) => sum + billedWeightKg(box), 0);
  const freight = shipment.boxes.reduce((sum, box) => sum + freightCents(terms, billedWeightKg(box)), 0);
  const duties = percentOf(shipment.goods_value_cents + freight, terms.duties_percent);
  const taxes = percentOf(shipment.goods_value_cents + freight + duties, terms.sales_tax_percent);
  const insured = insuredValueCents(shipment.insurance_settings ?? DEFAULT_INSURANCE_SETTINGS, shipment.goods_value_cents, freight);
  const insurance = shipment.insurance ? percentOf(insured, terms.insurance_percent) : 0;
  const total = freight + insurance + (incoterm === "DDP" ? duties + taxes : 0);
  return {
    incoterm,
    billed_weight_kg: Math.round(billedWeight * 1000) / 1000,
    freight_cents: freight,
    duties_cents: duties,
    taxes_cents: taxes,
    insurance_cents: insurance,
    total_cents: total,
  };
}

/**
 * With a landed cost the item prices already include freight, duties and taxes: they must at least
 * cover them ('Item values too low to cover freight and taxes').
 */
export function valueCoversCosts(goodsValueCents: number, summary: CostSummary): boolean {
  return goodsValueCents > summary.freight_cents + summary.duties_cents + summary.taxes_cents;
}
