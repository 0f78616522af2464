import { describe, expect, it } from "vitest";
import { conditionsMatch, type ShipmentFacts } from "./evaluate";
import type { RuleCondition } from "./vocabulary";

const facts: ShipmentFacts = {
  destination_country: "CL",
  destination_state: "Santiago Metropolitan",
  destination_postal_code: "8320000",
  channel: { id: 3, name: "Mercado Livre" },
  items: [
    { sku: "TSHIRT-1", category: "apparel", quantity: 2 },
    { sku: "MUG-9", category: "home", quantity: 1 },
  ],
  seller_price_cents: 12_050,
  weight_kg: 1.25,
  item_count: 3,
};

const when = (condition_name: RuleCondition["condition_name"], operator: RuleCondition["operator"], ...values: string[]): RuleCondition => ({
  condition_name,
  operator,
  values,
});

describe("conditionsMatch (examples)", () => {
  it("holds for every shipment with no conditions or All Shipments", () => {
    expect(conditionsMatch([], facts)).toBe(true);
    expect(conditionsMatch([when("All Shipments", null)], facts)).toBe(true);
  });

  it("compares texts without regard to case and spaces", () => {
    expect(conditionsMatch([when("Destination Country", "is_any_of", " cl ", "AR")], facts)).toBe(true);
    expect(conditionsMatch([when("Destination Country", "is_none_of", "cl")], facts)).toBe(false);
    expect(conditionsMatch([when("Channel", "is_any_of", "mercado livre")], facts)).toBe(true);
    expect(conditionsMatch([when("Channel", "is_any_of", "3")], facts)).toBe(true);
  });

  it("matches a state by its code or its name", () => {
    const brazil = { ...facts, destination_country: "BR", destination_state: "São Paulo" };
    expect(conditionsMatch([when("Destination State", "is_any_of", "sp")], brazil)).toBe(true);
    expect(conditionsMatch([when("Destination State", "is_any_of", "Sao Paulo")], { ...brazil, destination_state: "SP" })).toBe(true);
    expect(conditionsMatch([when("Destination State", "is_none_of", "RJ")], brazil)).toBe(true);
  });

  it("reads list conditions over the items", () => {
    expect(conditionsMatch([when("Contains Category", "shipment_contains", "HOME")], facts)).toBe(true);
    expect(conditionsMatch([when("Contains Category", "shipment_only_contains", "home")], facts)).toBe(false);
    expect(conditionsMatch([when("Item SKU", "shipment_only_contains", "tshirt-1", "mug-9")], facts)).toBe(true);
    expect(conditionsMatch([when("Item SKU", "shipment_does_not_contain", "BOOK")], facts)).toBe(true);
  });

  it("compares numbers as numbers: price in money, weight in kg, items as a count", () => {
    expect(conditionsMatch([when("Seller Price", "greater_than", "100")], facts)).toBe(true);
    expect(conditionsMatch([when("Seller Price", "equals_to", "120.50")], facts)).toBe(true);
    expect(conditionsMatch([when("Shipment Weight", "less_than_or_equal_to", "1.25")], facts)).toBe(true);
    expect(conditionsMatch([when("Number of Items", "greater_than_or_equal_to", "3")], facts)).toBe(true);
    expect(conditionsMatch([when("Number of Items", "less_than", "3")], facts)).toBe(false);
    expect(conditionsMatch([when("Seller Price", "greater_than", "abc")], facts)).toBe(false);
  });

  it("matches postal codes by prefix, ignoring dashes", () => {
    const sp = { ...facts, destination_postal_code: "01310-100" };
    expect(conditionsMatch([when("Customer Postal Code", "starts_with", "0131")], sp)).toBe(true);
    expect(conditionsMatch([when("Customer Postal Code", "is_any_of", "01310100")], sp)).toBe(true);
  });

  it("never holds with an operator the condition does not allow, and needs every condition", () => {
    expect(conditionsMatch([when("Destination Country", "greater_than", "1")], facts)).toBe(false);
    expect(conditionsMatch([when("Destination Country", "is_any_of", "CL"), when("Seller Price", "less_than", "10")], facts)).toBe(false);
  });
});
