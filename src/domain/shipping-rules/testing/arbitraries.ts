import fc from "fast-check";
import type { RuleOption } from "../apply";
import type { ShipmentFacts } from "../evaluate";
import type { EvaluatedRule } from "../plan";
import { ACTION_NAMES, CONDITION_NAMES, OPERATORS, type RuleAction, type RuleCondition } from "../vocabulary";

/**
 * fast-check generators of shipments, conditions, rules and options for the evaluator's property
 * tests. Small alphabets on purpose: with four countries and four SKUs, generated rules match
 * generated orders often, so the properties are exercised on both sides of every condition.
 */

export const COUNTRIES = ["CL", "AR", "BR", "MX"] as const;
export const STATES = ["SP", "São Paulo", "RJ", "B", "Metropolitana"] as const;
export const SKUS = ["SKU-A", "SKU-B", "sku-c", "D"] as const;
export const CATEGORIES = ["apparel", "home", "Electronics", "toys"] as const;
export const CHANNELS = [
  { id: 1, name: "Mercado Livre" },
  { id: 2, name: "Shopee" },
  { id: 3, name: "Amazon" },
] as const;
export const CARRIERS = ["Correios", "DHL", "FedEx", "Loggi"] as const;

/** A text as a person might type one of the known values: other case, spaces around. */
const typed = (values: readonly string[]) =>
  fc.tuple(fc.constantFrom(...values), fc.constantFrom("same", "upper", "lower", "spaced")).map(([value, style]) =>
    style === "upper" ? value.toUpperCase() : style === "lower" ? value.toLowerCase() : style === "spaced" ? ` ${value} ` : value,
  );

const postalCode = fc.stringMatching(/^[0-9]{3,5}(-[0-9]{3})?$/);

export const facts: fc.Arbitrary<ShipmentFacts> = fc
  .record({
    destination_country: fc.constantFrom(...COUNTRIES, ""),
    destination_state: fc.constantFrom(...STATES, ""),
    destination_postal_code: fc.oneof(postalCode, fc.constant("")),
    channel: fc.option(fc.constantFrom(...CHANNELS), { nil: null }),
    items: fc.array(fc.record({ sku: fc.constantFrom(...SKUS), category: fc.constantFrom(...CATEGORIES), quantity: fc.integer({ min: 1, max: 5 }) }), {
      maxLength: 5,
    }),
    seller_price_cents: fc.integer({ min: 1, max: 50_000 }),
    weight_kg: fc.integer({ min: 1, max: 30_000 }).map((grams) => grams / 1000),
  })
  .map((record) => ({ ...record, item_count: record.items.reduce((sum, item) => sum + item.quantity, 0) }));

/** A number as a rule holds it: whole or with decimals, dot as the decimal mark. */
export const ruleNumber = fc.oneof(
  fc.integer({ min: 0, max: 500 }).map(String),
  fc.integer({ min: 0, max: 50_000 }).map((cents) => (cents / 100).toFixed(2)),
);

const listValues = (name: RuleCondition["condition_name"]): fc.Arbitrary<string[]> => {
  switch (name) {
    case "Contains Category":
      return fc.array(typed(CATEGORIES), { minLength: 1, maxLength: 3 });
    case "Item SKU":
      return fc.array(typed(SKUS), { minLength: 1, maxLength: 3 });
    case "Destination Country":
      return fc.array(typed(COUNTRIES), { minLength: 1, maxLength: 3 });
    case "Destination State":
      return fc.array(typed(STATES), { minLength: 1, maxLength: 3 });
    case "Channel":
      return fc.array(fc.oneof(typed(CHANNELS.map((channel) => channel.name)), fc.constantFrom("1", "2", "3")), { minLength: 1, maxLength: 2 });
    case "Customer Postal Code":
      return fc.array(fc.stringMatching(/^[0-9]{1,5}(-[0-9]{1,3})?$/), { minLength: 1, maxLength: 2 });
    case "All Shipments":
      return fc.constant([]);
    default:
      return ruleNumber.map((value) => [value]);
  }
};

/** Values that fit a condition (so that it can hold), for a given condition name. */
export const valuesFor = listValues;

/** Any condition with any operator (fitting or not), with values of its kind. */
export const anyCondition: fc.Arbitrary<RuleCondition> = fc
  .tuple(fc.constantFrom(...CONDITION_NAMES), fc.option(fc.constantFrom(...OPERATORS), { nil: null }))
  .chain(([condition_name, operator]) => listValues(condition_name).map((values) => ({ condition_name, operator, values })));

export const action: fc.Arbitrary<RuleAction> = fc.constantFrom(...ACTION_NAMES).chain((action_name) => {
  const values: fc.Arbitrary<string[]> =
    action_name === "incoterm"
      ? fc.constantFrom("DDP", "DDU").map((value) => [value])
      : action_name === "fixed_freight"
        ? fc.integer({ min: 1, max: 10_000 }).map((cents) => [(cents / 100).toFixed(2)])
        : action_name === "freight_from_cost"
          ? fc.integer({ min: 0, max: 50 }).map((percent) => [String(percent)])
          : action_name === "package" || action_name === "never_use_package" || action_name === "ship_from"
            ? fc.integer({ min: 1, max: 9 }).map((id) => [String(id)])
            : fc.array(typed(CARRIERS), { minLength: 1, maxLength: 2 });
  return values.map((list) => ({ action_name, values: list }));
});

const day = fc.integer({ min: 0, max: 60 }).map((offset) => new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10));

export const rule: fc.Arbitrary<Omit<EvaluatedRule, "id">> = fc.record({
  name: fc.constantFrom("No DHL to Chile", "DDP over 100", "Fixed freight ML", "Prefer Loggi", "R"),
  priority: fc.integer({ min: 1, max: 5 }),
  expiration: fc.option(day, { nil: null }),
  is_active: fc.boolean(),
  created_at: day.map((date) => `${date}T12:00:00.000Z`),
  rule_conditions: fc.array(anyCondition, { maxLength: 3 }),
  rule_actions: action.map((one) => [one]),
});

/** Rules with distinct ids (as saved rules have). */
export const rules: fc.Arbitrary<EvaluatedRule[]> = fc.array(rule, { maxLength: 6 }).map((list) => list.map((entry, index) => ({ ...entry, id: index + 1 })));

export const options: fc.Arbitrary<RuleOption[]> = fc
  .uniqueArray(fc.record({ contract_id: fc.integer({ min: 1, max: 8 }), incoterm: fc.constantFrom("DDP" as const, "DDU" as const) }), {
    selector: (option) => `${option.contract_id}-${option.incoterm}`,
    maxLength: 8,
  })
  .chain((keys) =>
    fc.tuple(...keys.map((key) => fc.record({ freight: fc.integer({ min: 100, max: 20_000 }), extra: fc.integer({ min: 0, max: 20_000 }) }).map((money) => ({ ...key, money })))),
  )
  .map((list) =>
    list.map(({ contract_id, incoterm, money }) => ({
      contract_id,
      incoterm,
      carrier_name: CARRIERS[contract_id % CARRIERS.length] ?? "DHL",
      freight_cents: money.freight,
      total_cents: money.freight + money.extra,
    })),
  );

/** A moment within the generated rules' days. */
export const now = fc.integer({ min: 0, max: 60 }).map((offset) => new Date(Date.UTC(2026, 10, 1 + offset, 15)));
