import { REFERENCE_COUNTRIES, type ReferenceCountry } from "../countries";
import { STATES } from "../country-states";
import { foldForMatch } from "../state-match";
import { type ConditionName, type Operator, OPERATORS_OF, type RuleCondition } from "./vocabulary";

/**
 * Whether a shipping rule's conditions hold for a shipment (issue 22; decision 062). One matcher
 * for the server (quotes, orders, imports), the app (the wizard's Courier step, offline too) and
 * tracking notification rules (issue 21), so a rule means the same thing everywhere.
 *
 * Meaning of each condition, as a seller writing "never use X to Chile" expects it:
 *   - texts (country, state, channel, SKU, category, postal code) are compared without regard to
 *     case, accents or surrounding spaces; postal codes also ignore spaces and dashes
 *     ("01310-100" = "01310100"); a state matches by its code or its name ("SP" = "São Paulo");
 *     a channel by its name or its id;
 *   - lists (Item SKU, Contains Category): `shipment_contains` = some item is one of the values;
 *     `shipment_does_not_contain` = no item is (its exact complement); `shipment_only_contains` =
 *     the shipment has items and every one is one of the values (so it implies contains);
 *   - `is_any_of` = the shipment's value is one of the values; `is_none_of` its complement; an
 *     unknown value (no channel, no state) is none of them; `starts_with` = the postal code starts
 *     with one of the values;
 *   - numbers take the rule's first value, typed with a dot as decimal mark ("100.50": a comma
 *     separates values): Seller Price in the order's money (compared in cents), Shipment Weight
 *     in kilograms (compared in grams), Number of Items as a count; whole units of comparison, so
 *     `greater_than` is exactly the complement of `less_than_or_equal_to`. A value that is not a
 *     number matches nothing (neither an operator nor its complement: the rule is broken, and the
 *     server refuses to save it);
 *   - "All Shipments" always holds; a rule without conditions holds for every shipment; every
 *     condition of a rule must hold (AND); a condition with an operator its name does not allow
 *     (OPERATORS_OF) never holds.
 */

export interface ShipmentItemFacts {
  sku: string;
  /** A product category id (src/domain/product-categories.ts), as the order stores it. */
  category: string;
  quantity: number;
}

/**
 * What the conditions of a rule look at. Built by the server from an order, an import row or a
 * quote request, and by the app from the wizard's draft. Unknown texts are "" (a quote knows no
 * state), unknown lists empty.
 */
export interface ShipmentFacts {
  /** ISO 3166-1 alpha-2 ("CL"). */
  destination_country: string;
  /** The receiver's state as the order has it: its code or its name. */
  destination_state: string;
  /** The receiver's postal code (the spec's "Customer Postal Code"). */
  destination_postal_code: string;
  /** The order's sales channel; null when it has none. */
  channel: { id: number; name: string } | null;
  items: readonly ShipmentItemFacts[];
  /** Seller Price: the goods value (sum of unit price x quantity), in cents of the order's currency. */
  seller_price_cents: number;
  /**
   * Shipment Weight: the GROSS weight in kilograms, the sum of the boxes' weights as the seller
   * weighs them. Not the billed weight: billed weight rounds up by the carrier's steps and counts
   * volume, so "weight over 2 kg" would change meaning with the box's size; the seller's rule is
   * about what the seller puts on the scale.
   */
  weight_kg: number;
  /** Number of Items: the sum of the items' quantities (a quote without items says how many). */
  item_count: number;
}

/** The number of items of a list of items: quantities added up. */
export const itemCountOf = (items: readonly ShipmentItemFacts[]) => items.reduce((sum, item) => sum + item.quantity, 0);

const ASCII = /^[\x20-\x7e]*$/;
const SPACES = /\s+/g;
/** Case, accents and spaces folded; plain ASCII takes the short way (rules run on every quote and imported order). */
const foldText = (text: string) => (ASCII.test(text) ? text.toLowerCase().replace(SPACES, " ").trim() : foldForMatch(text));
const foldPostal = (text: string) => foldText(text).replace(/[\s-]/g, "");

const isReferenceCountry = (country: string): country is ReferenceCountry => (REFERENCE_COUNTRIES as readonly string[]).includes(country);

/** A state as one key: its code when the text names a state of the country exactly, else the folded text. */
function stateKey(country: string, text: string): string {
  const folded = foldText(text);
  const code = country.toUpperCase();
  if (folded === "" || !isReferenceCountry(code)) return folded;
  const state = STATES[code].find((option) => foldText(option.code) === folded || foldText(option.name) === folded);
  return state ? foldText(state.code) : folded;
}

/** Scale of each numeric condition: the rule's units to whole units of comparison. */
const NUMBER_SCALE: Partial<Record<ConditionName, number>> = { "Seller Price": 100, "Shipment Weight": 1000, "Number of Items": 1 };

/** A rule's typed number in whole units of comparison, or null when it is not a number. */
function ruleNumber(value: string | undefined, scale: number): number | null {
  const text = (value ?? "").trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * scale);
}

function shipmentNumber(name: ConditionName, facts: ShipmentFacts): number {
  if (name === "Seller Price") return Math.round(facts.seller_price_cents);
  if (name === "Shipment Weight") return Math.round(facts.weight_kg * 1000);
  return Math.round(facts.item_count);
}

function compareNumber(operator: Operator, actual: number, wanted: number): boolean {
  switch (operator) {
    case "greater_than":
      return actual > wanted;
    case "greater_than_or_equal_to":
      return actual >= wanted;
    case "less_than":
      return actual < wanted;
    case "less_than_or_equal_to":
      return actual <= wanted;
    case "equals_to":
      return actual === wanted;
    default:
      return false;
  }
}

/** The shipment's one value of a membership condition, folded; "" when unknown. */
function oneValueKeys(name: ConditionName, facts: ShipmentFacts): string[] {
  if (name === "Destination Country") return [foldText(facts.destination_country)];
  if (name === "Destination State") return [stateKey(facts.destination_country, facts.destination_state)];
  if (name === "Customer Postal Code") return [foldPostal(facts.destination_postal_code)];
  // A channel is named by its name or its id.
  return facts.channel ? [foldText(facts.channel.name), String(facts.channel.id)] : [];
}

function valueKey(name: ConditionName, facts: ShipmentFacts, value: string): string {
  if (name === "Destination State") return stateKey(facts.destination_country, value);
  if (name === "Customer Postal Code") return foldPostal(value);
  return foldText(value);
}

/** A rule's values folded once per condition object (rules are evaluated again and again). */
const foldedValues = new WeakMap<readonly string[], ReadonlySet<string>>();
function wantedSet(values: readonly string[]): ReadonlySet<string> {
  let wanted = foldedValues.get(values);
  if (!wanted) {
    wanted = new Set(values.map(foldText).filter((value) => value !== ""));
    foldedValues.set(values, wanted);
  }
  return wanted;
}

function listCondition(name: ConditionName, operator: Operator, values: readonly string[], facts: ShipmentFacts): boolean {
  const wanted = wantedSet(values);
  const keyOf = (item: ShipmentItemFacts) => foldText(name === "Item SKU" ? item.sku : item.category);
  const isWanted = (item: ShipmentItemFacts) => wanted.has(keyOf(item));
  if (operator === "shipment_contains") return facts.items.some(isWanted);
  if (operator === "shipment_does_not_contain") return !facts.items.some(isWanted);
  if (operator === "shipment_only_contains") return facts.items.length > 0 && facts.items.every(isWanted);
  return false;
}

function membershipCondition(name: ConditionName, operator: Operator, values: readonly string[], facts: ShipmentFacts): boolean {
  const keys = oneValueKeys(name, facts).filter((key) => key !== "");
  // A state's key depends on the shipment's country; the other values are folded once.
  const wanted = name === "Destination State" ? values.map((value) => valueKey(name, facts, value)).filter((value) => value !== "") : [...(name === "Customer Postal Code" ? postalSet(values) : wantedSet(values))];
  if (operator === "starts_with") return keys.some((key) => wanted.some((prefix) => key.startsWith(prefix)));
  const isAny = keys.some((key) => wanted.includes(key));
  if (operator === "is_any_of") return isAny;
  if (operator === "is_none_of") return !isAny;
  return false;
}

const foldedPostals = new WeakMap<readonly string[], ReadonlySet<string>>();
function postalSet(values: readonly string[]): ReadonlySet<string> {
  let wanted = foldedPostals.get(values);
  if (!wanted) {
    wanted = new Set(values.map(foldPostal).filter((value) => value !== ""));
    foldedPostals.set(values, wanted);
  }
  return wanted;
}

/** Whether one condition holds for the shipment. */
export function conditionMatches(condition: RuleCondition, facts: ShipmentFacts): boolean {
  const name = condition.condition_name;
  const allowed = OPERATORS_OF[name];
  if (allowed === undefined) return false;
  if (name === "All Shipments") return true;
  const operator = condition.operator;
  if (operator === null || !allowed.includes(operator)) return false;
  const scale = NUMBER_SCALE[name];
  if (scale !== undefined) {
    const wanted = ruleNumber(condition.values[0], scale);
    return wanted !== null && compareNumber(operator, shipmentNumber(name, facts), wanted);
  }
  if (name === "Contains Category" || name === "Item SKU") return listCondition(name, operator, condition.values, facts);
  return membershipCondition(name, operator, condition.values, facts);
}

/** Whether every condition holds (AND); an empty list holds for every shipment. */
export function conditionsMatch(conditions: readonly RuleCondition[], facts: ShipmentFacts): boolean {
  return conditions.every((condition) => conditionMatches(condition, facts));
}
