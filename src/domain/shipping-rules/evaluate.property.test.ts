import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyShippingRules, ruleForbiddingCourier } from "./apply";
import { conditionMatches, conditionsMatch } from "./evaluate";
import { actingRules, type EvaluatedRule } from "./plan";
import { anyCondition, facts, now, options, rule, rules, valuesFor } from "./testing/arbitraries";
import { CONDITION_NAMES, type ConditionName, type Operator, OPERATORS, OPERATORS_OF, type RuleCondition } from "./vocabulary";

/**
 * Properties of the shipping-rule evaluator over generated orders and rules (issue 22). Each
 * states something a seller relies on: an operator and its opposite never both hold, a rule that
 * is off changes nothing, rules never invent a courier.
 */

const NUMBER_CONDITIONS: ConditionName[] = ["Seller Price", "Shipment Weight", "Number of Items"];
const MEMBERSHIP_CONDITIONS: ConditionName[] = ["Destination Country", "Destination State", "Customer Postal Code", "Channel"];
const LIST_CONDITIONS: ConditionName[] = ["Contains Category", "Item SKU"];

const condition = (condition_name: ConditionName, operator: Operator, values: string[]): RuleCondition => ({ condition_name, operator, values });
const holds = (name: ConditionName, operator: Operator, values: string[], shipment: Parameters<typeof conditionMatches>[1]) =>
  conditionMatches(condition(name, operator, values), shipment);

/** Generated name and values of one of the given conditions. */
const namedValues = (names: ConditionName[]) => fc.constantFrom(...names).chain((name) => valuesFor(name).map((values) => ({ name, values })));

describe("conditions over generated orders", () => {
  it("is_any_of and is_none_of are complements", () => {
    fc.assert(
      fc.property(namedValues(MEMBERSHIP_CONDITIONS), facts, ({ name, values }, shipment) => {
        expect(holds(name, "is_any_of", values, shipment)).toBe(!holds(name, "is_none_of", values, shipment));
      }),
    );
  });

  it("shipment_contains and shipment_does_not_contain are complements; only_contains implies contains", () => {
    fc.assert(
      fc.property(namedValues(LIST_CONDITIONS), facts, ({ name, values }, shipment) => {
        const contains = holds(name, "shipment_contains", values, shipment);
        expect(contains).toBe(!holds(name, "shipment_does_not_contain", values, shipment));
        if (holds(name, "shipment_only_contains", values, shipment)) expect(contains).toBe(true);
      }),
    );
  });

  it("greater_than / less_than_or_equal_to and less_than / greater_than_or_equal_to are complements; equals_to is both bounds", () => {
    fc.assert(
      fc.property(namedValues(NUMBER_CONDITIONS), facts, ({ name, values }, shipment) => {
        const at = (operator: Operator) => holds(name, operator, values, shipment);
        expect(at("greater_than")).toBe(!at("less_than_or_equal_to"));
        expect(at("less_than")).toBe(!at("greater_than_or_equal_to"));
        expect(at("equals_to")).toBe(at("greater_than_or_equal_to") && at("less_than_or_equal_to"));
      }),
    );
  });

  it("compares numbers as numbers, whatever their writing (100 = 100.0 = 100.00)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...NUMBER_CONDITIONS), fc.integer({ min: 0, max: 500 }), facts, fc.constantFrom(...OPERATORS_OF["Seller Price"]), (name, whole, shipment, operator) => {
        const plain = holds(name, operator, [String(whole)], shipment);
        expect(holds(name, operator, [`${whole}.0`], shipment)).toBe(plain);
        expect(holds(name, operator, [`${whole}.00`], shipment)).toBe(plain);
      }),
    );
  });

  it("a shipment's own postal code prefix always starts it", () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 4 }), (shipment, length) => {
        fc.pre(shipment.destination_postal_code !== "");
        expect(holds("Customer Postal Code", "starts_with", [shipment.destination_postal_code.slice(0, length)], shipment)).toBe(true);
      }),
    );
  });

  it("does not care about the case of texts", () => {
    fc.assert(
      fc.property(anyCondition, facts, (generated, shipment) => {
        const shouted = { ...generated, values: generated.values.map((value) => value.toUpperCase()) };
        expect(conditionMatches(shouted, shipment)).toBe(conditionMatches(generated, shipment));
      }),
    );
  });

  it("never holds with an operator its condition does not allow; All Shipments always holds", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONDITION_NAMES), fc.constantFrom(...OPERATORS), facts, (name, operator, shipment) => {
        if (name === "All Shipments") expect(conditionMatches(condition(name, operator, []), shipment)).toBe(true);
        else if (!OPERATORS_OF[name].includes(operator)) expect(conditionMatches(condition(name, operator, ["1"]), shipment)).toBe(false);
      }),
    );
  });

  it("a list of conditions holds when every one of them holds (an empty list always)", () => {
    fc.assert(
      fc.property(fc.array(anyCondition, { maxLength: 4 }), facts, (conditions, shipment) => {
        expect(conditionsMatch(conditions, shipment)).toBe(conditions.every((one) => conditionMatches(one, shipment)));
      }),
    );
  });
});

const optionKey = (option: { contract_id: number; incoterm: string }) => `${option.contract_id}-${option.incoterm}`;

describe("rules over generated orders and options", () => {
  it("never invents a courier: every option after the rules was one before, with its carrier", () => {
    fc.assert(
      fc.property(rules, facts, options, now, (list, shipment, given, moment) => {
        const outcome = applyShippingRules(list, shipment, given, moment);
        const before = new Map(given.map((option) => [optionKey(option), option]));
        expect(outcome.options.length).toBeLessThanOrEqual(given.length);
        for (const option of outcome.options) expect(before.get(optionKey(option))?.carrier_name).toBe(option.carrier_name);
        expect(new Set(outcome.options.map(optionKey)).size).toBe(outcome.options.length);
        if (outcome.chosen_contract_id !== null) expect(outcome.options.map((option) => option.contract_id)).toContain(outcome.chosen_contract_id);
      }),
    );
  });

  it("an inactive or expired rule never changes anything", () => {
    fc.assert(
      fc.property(rules, rule, fc.constantFrom("inactive", "expired"), facts, options, now, (list, extra, why, shipment, given, moment) => {
        const off: EvaluatedRule = {
          ...extra,
          id: 1000,
          ...(why === "inactive" ? { is_active: false } : { expiration: new Date(moment.getTime() - 86_400_000).toISOString().slice(0, 10) }),
        };
        expect(applyShippingRules([...list, off], shipment, given, moment)).toEqual(applyShippingRules(list, shipment, given, moment));
      }),
    );
  });

  it("does not depend on the order the rules are listed in", () => {
    fc.assert(
      fc.property(rules, facts, options, now, (list, shipment, given, moment) => {
        expect(applyShippingRules([...list].reverse(), shipment, given, moment)).toEqual(applyShippingRules(list, shipment, given, moment));
      }),
    );
  });

  it("leaves no option of a courier an acting rule forbids, and names that rule", () => {
    fc.assert(
      fc.property(rules, facts, options, now, (list, shipment, given, moment) => {
        const outcome = applyShippingRules(list, shipment, given, moment);
        for (const option of given) {
          const forbidding = ruleForbiddingCourier(list, shipment, option.carrier_name, moment);
          if (forbidding) {
            expect(outcome.options.map(optionKey)).not.toContain(optionKey(option));
            expect(outcome.effects.some((effect) => effect.rule_name === forbidding.name && effect.action_name === "never_use_courier")).toBe(true);
          }
        }
      }),
    );
  });

  it("gives one winning action of each kind, except prohibitions which add up", () => {
    fc.assert(
      fc.property(rules, facts, now, (list, shipment, moment) => {
        const winners = actingRules(list, shipment, moment).filter((entry) => entry.wins);
        const kinds = winners.map((entry) => entry.action.action_name.replace("fixed_freight", "freight").replace("freight_from_cost", "freight"));
        const competing = kinds.filter((kind) => !kind.startsWith("never_use_"));
        expect(new Set(competing).size).toBe(competing.length);
      }),
    );
  });

  it("with no rules, answers the options as they were", () => {
    fc.assert(
      fc.property(facts, options, now, (shipment, given, moment) => {
        const outcome = applyShippingRules([], shipment, given, moment);
        expect(outcome.options).toEqual(given);
        expect(outcome.effects).toEqual([]);
      }),
    );
  });
});
