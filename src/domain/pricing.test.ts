import { describe, expect, it } from "vitest";
import {
  allowedIncoterms,
  type ContractTerms,
  contractRefusal,
  costSummary,
  freightCents,
  insuredValueCents,
  type ShipmentForQuote,
  valueCoversCosts,
} from "./pricing";

const TERMS: ContractTerms = {
  id: 1,
  name: "Express",
  carrier_name: "Carrier",
  delivery_time: 7,
  incoterms: ["DDP", "DDU"],
  allows_battery: false,
  allows_dangerous_goods: false,
  first_half_kg_cents: 1000,
  additional_half_kg_cents: 400,
  duties_percent: 60,
  sales_tax_percent: 17,
  insurance_percent: 2,
  ddp_max_goods_value_cents: 300_00,
};

/** One box of 1 kg actual (30 x 20 x 10 cm, 1 kg volumetric as well). */
const ONE_KG = { length: 30, width: 20, height: 10, weight: 1 };
const shipment = (over: Partial<ShipmentForQuote> = {}): ShipmentForQuote => ({ boxes: [ONE_KG], goods_value_cents: 100_00, insurance: false, ...over });

describe("freight", () => {
  it("charges the first half kilogram, then each started half kilogram", () => {
    expect(freightCents(TERMS, 0.05)).toBe(1000);
    expect(freightCents(TERMS, 0.5)).toBe(1000);
    expect(freightCents(TERMS, 0.51)).toBe(1400);
    expect(freightCents(TERMS, 1)).toBe(1400);
    expect(freightCents(TERMS, 2.5)).toBe(1000 + 4 * 400);
  });

  it("adds up per box, each billed on its own", () => {
    const summary = costSummary(TERMS, shipment({ boxes: [ONE_KG, { ...ONE_KG, weight: 2.01 }] }), "DDU");
    // 1 kg -> 2 halves = 1400; 2.01 kg billed 2.5 kg -> 5 halves = 2600.
    expect(summary.freight_cents).toBe(1400 + 2600);
    expect(summary.billed_weight_kg).toBe(3.5);
  });
});

describe("cost summary", () => {
  // Goods 100.00 + freight 14.00 = 114.00; duties 60% = 68.40; taxes 17% of 182.40 = 31.01.
  it("estimates duties on goods + freight and taxes on goods + freight + duties", () => {
    const summary = costSummary(TERMS, shipment(), "DDP");
    expect(summary).toMatchObject({ freight_cents: 1400, duties_cents: 6840, taxes_cents: 3101, insurance_cents: 0 });
  });

  it("under DDP the seller's total includes duties and taxes", () => {
    expect(costSummary(TERMS, shipment(), "DDP").total_cents).toBe(1400 + 6840 + 3101);
  });

  it("under DDU the receiver pays them: the total is freight and insurance", () => {
    const summary = costSummary(TERMS, shipment({ insurance: true }), "DDU");
    expect(summary.incoterm).toBe("DDU");
    expect(summary.total_cents).toBe(1400 + 200);
  });
});

describe("incoterms a contract allows", () => {
  it("offers DDP up to the contract's goods value cap, and DDU above it", () => {
    expect(allowedIncoterms(TERMS, 300_00)).toEqual(["DDP", "DDU"]);
    expect(allowedIncoterms(TERMS, 300_01)).toEqual(["DDU"]);
    expect(allowedIncoterms({ ...TERMS, ddp_max_goods_value_cents: null }, 1_000_000_00)).toEqual(["DDP", "DDU"]);
  });

  it("never offers an incoterm the contract does not have", () => {
    expect(allowedIncoterms({ ...TERMS, incoterms: ["DDP"] }, 300_01)).toEqual([]);
  });
});

describe("contract refusals", () => {
  const plain = { contain_battery: false, dangerous_good: false, goods_value_cents: 100_00 };

  it("accepts a shipment the contract carries", () => {
    expect(contractRefusal(TERMS, { ...plain, incoterm: "DDP" })).toBeNull();
  });

  it("refuses batteries and dangerous goods the contract does not carry", () => {
    expect(contractRefusal(TERMS, { ...plain, contain_battery: true })).toBe("battery_not_allowed");
    expect(contractRefusal({ ...TERMS, allows_battery: true }, { ...plain, contain_battery: true })).toBeNull();
    expect(contractRefusal(TERMS, { ...plain, dangerous_good: true })).toBe("dangerous_goods_not_allowed");
    expect(contractRefusal({ ...TERMS, allows_dangerous_goods: true }, { ...plain, dangerous_good: true })).toBeNull();
  });

  it("refuses DDP when the goods value forces DDU, and an incoterm it does not offer", () => {
    expect(contractRefusal(TERMS, { ...plain, goods_value_cents: 500_00, incoterm: "DDP" })).toBe("incoterm_not_allowed");
    expect(contractRefusal(TERMS, { ...plain, goods_value_cents: 500_00, incoterm: "DDU" })).toBeNull();
    expect(contractRefusal({ ...TERMS, incoterms: ["DDU"] }, { ...plain, incoterm: "DDP" })).toBe("incoterm_not_allowed");
  });
});

describe("insurance", () => {
  it("insures the selling price by default", () => {
    expect(insuredValueCents({ basis: "selling_price", value: 0, include_freight: false }, 100_00, 14_00)).toBe(100_00);
  });

  it("insures a fixed price or a percentage of the selling price", () => {
    expect(insuredValueCents({ basis: "fixed_price", value: 50_00, include_freight: false }, 100_00, 14_00)).toBe(50_00);
    expect(insuredValueCents({ basis: "fixed_percentage", value: 80, include_freight: false }, 100_00, 14_00)).toBe(80_00);
  });

  it("adds the freight when the settings say so", () => {
    expect(insuredValueCents({ basis: "selling_price", value: 0, include_freight: true }, 100_00, 14_00)).toBe(114_00);
  });

  it("is charged only on insured orders, at the contract's percent of the insured value", () => {
    expect(costSummary(TERMS, shipment({ insurance: false }), "DDU").insurance_cents).toBe(0);
    expect(costSummary(TERMS, shipment({ insurance: true }), "DDU").insurance_cents).toBe(200);
    const withFreight = shipment({ insurance: true, insurance_settings: { basis: "selling_price", value: 0, include_freight: true } });
    expect(costSummary(TERMS, withFreight, "DDU").insurance_cents).toBe(228);
  });
});

describe("landed cost: item values cover freight and taxes", () => {
  const summary = costSummary(TERMS, shipment(), "DDP");
  const costs = summary.freight_cents + summary.duties_cents + summary.taxes_cents;

  it("holds when the goods are worth more than freight, duties and taxes", () => {
    expect(valueCoversCosts(costs + 1, summary)).toBe(true);
  });

  it("fails when they are worth as much or less", () => {
    expect(valueCoversCosts(costs, summary)).toBe(false);
    expect(valueCoversCosts(50_00, summary)).toBe(false);
  });
});
