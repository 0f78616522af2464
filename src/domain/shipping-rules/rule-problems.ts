import { INCOTERMS } from "../pricing";
import { moneyCents, percentValue } from "./freight";
import { type ActionName, type ConditionName, OPERATORS_OF, type RuleAction, type RuleCondition } from "./vocabulary";

/**
 * What is wrong with a rule before it is saved: the server refuses it with these (422) and the
 * form can show the same ones. Paths are the request's dot paths
 * ("shipping_rules_conditions_attributes.0.operator"); messages are English, mapped by the app.
 */

export const RULE_MESSAGES = {
  operatorDoesNotFit: "Choose an operator that fits this condition",
  blank: "Can't be blank",
  notANumber: "Must be a number",
  notAWholeNumber: "Must be a whole number",
  unknownCourier: "Choose a courier of your contracts",
  oneValue: "Choose only one",
  incoterm: "Choose DDP or DDU",
  money: "must be greater than 0.01",
  percent: "Must be a percentage of 0 or more",
  unknownPackage: "Choose one of your packages",
  unknownShipFrom: "Choose one of your ship-from addresses",
} as const;

/** What the seller has that an action may name. */
export interface RuleChoices {
  carriers: readonly string[];
  /** Box template ids, as text. */
  packageIds: readonly string[];
  /** Ship-from address ids, as text. */
  shipFromIds: readonly string[];
}

export interface RuleProblem {
  path: string;
  message: string;
}

const CONDITIONS = "shipping_rules_conditions_attributes";
const ACTIONS = "shipping_rules_actions_attributes";
const NUMBER_CONDITIONS: readonly ConditionName[] = ["Seller Price", "Shipment Weight", "Number of Items"];
const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

function conditionProblems(condition: RuleCondition, index: number): RuleProblem[] {
  const at = (field: string, message: string) => ({ path: `${CONDITIONS}.${index}.${field}`, message });
  const name = condition.condition_name;
  if (name === "All Shipments") return [];
  if (condition.operator === null || !OPERATORS_OF[name].includes(condition.operator)) return [at("operator", RULE_MESSAGES.operatorDoesNotFit)];
  if (condition.values.length === 0) return [at("values", RULE_MESSAGES.blank)];
  if (!NUMBER_CONDITIONS.includes(name)) return [];
  if (condition.values.length > 1) return [at("values", RULE_MESSAGES.oneValue)];
  const value = condition.values[0] ?? "";
  if (name === "Number of Items") return WHOLE.test(value) ? [] : [at("values", RULE_MESSAGES.notAWholeNumber)];
  return DECIMAL.test(value) ? [] : [at("values", RULE_MESSAGES.notANumber)];
}

const fold = (text: string) => text.trim().toLowerCase();
const COURIER_LISTS: readonly ActionName[] = ["always_sort_by_courier", "default_sort_by_courier", "never_use_courier"];
const SINGLE_VALUE: readonly ActionName[] = ["courier", "incoterm", "package", "ship_from", "fixed_freight", "freight_from_cost"];

function actionProblem(action: RuleAction, choices: RuleChoices): string | null {
  const { action_name: name, values } = action;
  if (values.length === 0) return RULE_MESSAGES.blank;
  if (SINGLE_VALUE.includes(name) && values.length > 1) return RULE_MESSAGES.oneValue;
  const value = values[0] ?? "";
  const knownCarrier = (carrier: string) => choices.carriers.some((known) => fold(known) === fold(carrier));
  if (name === "courier" || COURIER_LISTS.includes(name)) return values.every(knownCarrier) ? null : RULE_MESSAGES.unknownCourier;
  if (name === "incoterm") return (INCOTERMS as readonly string[]).includes(value.toUpperCase()) ? null : RULE_MESSAGES.incoterm;
  if (name === "fixed_freight") {
    const cents = moneyCents(value);
    return cents === null ? RULE_MESSAGES.notANumber : cents < 1 ? RULE_MESSAGES.money : null;
  }
  if (name === "freight_from_cost") return percentValue(value) === null ? RULE_MESSAGES.percent : null;
  if (name === "package" || name === "never_use_package") return values.every((id) => choices.packageIds.includes(id)) ? null : RULE_MESSAGES.unknownPackage;
  return choices.shipFromIds.includes(value) ? null : RULE_MESSAGES.unknownShipFrom;
}

/** Every problem of a rule's conditions and action (none: it can be saved). */
export function ruleProblems(conditions: readonly RuleCondition[], actions: readonly RuleAction[], choices: RuleChoices): RuleProblem[] {
  const problems = conditions.flatMap(conditionProblems);
  actions.forEach((action, index) => {
    const message = actionProblem(action, choices);
    if (message) problems.push({ path: `${ACTIONS}.${index}.values`, message });
  });
  return problems;
}
