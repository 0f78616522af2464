import type { ShippingRule, ShippingRuleRequest } from "../../api/schemas/shipping-rules";
import {
  type ActionName,
  CONDITION_NAMES,
  type ConditionName,
  DEFAULT_RULE_PRIORITY,
  type Operator,
  OPERATORS_OF,
  RULE_PRIORITIES,
  type RuleAction,
  type RuleCondition,
  type RulePriority,
  splitValues,
} from "../../domain/shipping-rules/vocabulary";

/**
 * A shipping rule as its form edits it (spec, configuration area, section 3 "Shipping rule
 * (form)"): values as the user types them (comma-separated text, "" for an empty priority), and
 * what goes to the server: conditions as `shipping_rules_conditions_attributes`, the one action
 * as `shipping_rules_actions_attributes`, each value list split from the text. Pure, so that the
 * checks are tested without a screen.
 */

export interface ConditionDraft {
  /** The row's React key: rows are added and removed. */
  key: string;
  condition_name: ConditionName | "";
  operator: Operator | "";
  /** Comma-separated, as typed (section 3: split into a list when sent). */
  values: string;
  /** A condition of a loaded rule: shown read-only (section 3: "loaded conditions are marked locked"). */
  locked: boolean;
}

export interface RuleFormValues {
  name: string;
  /** "" until chosen: the rule is saved with priority 5 (section 4). */
  priority: "" | `${RulePriority}`;
  /** yyyy-mm-dd, "" for a rule that does not expire. */
  expiration: string;
  active: boolean;
  conditions: ConditionDraft[];
  action_name: ActionName | "";
  /** The action's values, one entry per choice (couriers, templates) or per figure. */
  action_values: string[];
}

export const RULE_NAME_MAX_LENGTH = 120;
/** As the server's schema (MAX_RULE_CONDITIONS). */
export const MAX_CONDITIONS = 20;
/** A freight from cost beyond ten times the contract's is a typo, not a policy. */
export const MAX_FREIGHT_PERCENT = 1000;

let nextKey = 0;
export const conditionKey = () => `condition-${++nextKey}`;

export const emptyCondition = (): ConditionDraft => ({ key: conditionKey(), condition_name: "", operator: "", values: "", locked: false });

export const EMPTY_RULE = (): RuleFormValues => ({
  name: "",
  priority: "",
  expiration: "",
  active: true,
  conditions: [emptyCondition()],
  action_name: "",
  action_values: [],
});

/** The priority a rule is saved with: 5 (very low) when none was chosen (section 4). */
export function priorityOf(value: RuleFormValues["priority"]): RulePriority {
  const chosen = Number(value);
  return (RULE_PRIORITIES as readonly number[]).includes(chosen) ? (chosen as RulePriority) : DEFAULT_RULE_PRIORITY;
}

export const takesValues = (name: ConditionName | "") => name !== "" && name !== "All Shipments";

/** Conditions compared as numbers: one figure each. */
const NUMERIC_CONDITIONS: ReadonlySet<ConditionName> = new Set(["Number of Items", "Seller Price", "Shipment Weight"]);
export const isNumericCondition = (name: ConditionName | "") => name !== "" && NUMERIC_CONDITIONS.has(name);

/** A condition as sent: "All Shipments" without operator or values (vocabulary.ts). */
export function conditionOf(draft: ConditionDraft): RuleCondition {
  const name = draft.condition_name as ConditionName;
  if (!takesValues(name)) return { condition_name: name, operator: null, values: [] };
  return { condition_name: name, operator: draft.operator as Operator, values: splitValues(draft.values) };
}

/** The loaded rule's conditions, locked (section 3). */
export function conditionDraftsOf(conditions: readonly RuleCondition[]): ConditionDraft[] {
  return conditions.map((condition) => ({
    key: conditionKey(),
    condition_name: condition.condition_name,
    operator: condition.operator ?? "",
    values: condition.values.join(", "),
    locked: true,
  }));
}

export type ConditionProblem = "choose-condition" | "choose-operator" | "operator-not-fit" | "values-blank" | "values-number" | "values-whole";
export type RuleProblems = {
  name?: "blank" | "too-long";
  expiration?: "invalid-date";
  conditions?: "none" | "too-many";
  /** By the row's key. */
  conditionRows: Record<string, ConditionProblem[]>;
  action_name?: "choose-action";
  action_values?: "choose-value" | "money" | "percent";
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** As the server checks them (src/domain/shipping-rules/rule-problems.ts): no sign, a dot for decimals. */
const RULE_NUMBER = /^\d+(?:\.\d+)?$/;
const WHOLE_NUMBER = /^\d+$/;
const DECIMAL = /^-?\d+(?:[.,]\d+)?$/;

/** Figures typed with a comma or a dot as decimal separator (section 5: money uses the comma). */
export const parseFigure = (text: string): number => (DECIMAL.test(text.trim()) ? Number(text.trim().replace(",", ".")) : Number.NaN);

function conditionProblems(draft: ConditionDraft): ConditionProblem[] {
  if (draft.locked) return [];
  if (draft.condition_name === "") return ["choose-condition"];
  if (!takesValues(draft.condition_name)) return [];
  const problems: ConditionProblem[] = [];
  if (draft.operator === "") problems.push("choose-operator");
  else if (!OPERATORS_OF[draft.condition_name].includes(draft.operator)) problems.push("operator-not-fit");
  const values = splitValues(draft.values);
  if (values.length === 0) problems.push("values-blank");
  // One figure with a dot as decimal mark: a comma separates values (the evaluator reads the first).
  else if (isNumericCondition(draft.condition_name) && (values.length !== 1 || !(draft.condition_name === "Number of Items" ? WHOLE_NUMBER : RULE_NUMBER).test(values[0] ?? "")))
    problems.push(draft.condition_name === "Number of Items" ? "values-whole" : "values-number");
  return problems;
}

/** What the action's values must be, by kind (each screen that edits an action reads this). */
export type ActionValueKind = "couriers" | "courier" | "incoterm" | "package" | "packages" | "address" | "money" | "cost-share";
/** Lists (sorting, prohibitions) take several; a choice takes one (the server: "Choose only one"). */
export const ACTION_VALUE_KIND: Readonly<Record<ActionName, ActionValueKind>> = {
  always_sort_by_courier: "couriers",
  default_sort_by_courier: "couriers",
  courier: "courier",
  never_use_courier: "couriers",
  incoterm: "incoterm",
  package: "package",
  never_use_package: "packages",
  ship_from: "address",
  fixed_freight: "money",
  freight_from_cost: "cost-share",
};

function actionValueProblem(name: ActionName, values: readonly string[]): RuleProblems["action_values"] {
  const given = values.filter((value) => value.trim() !== "");
  const kind = ACTION_VALUE_KIND[name];
  if (kind === "money") {
    const amount = parseFigure(given[0] ?? "");
    return Number.isFinite(amount) && amount >= 0.01 ? undefined : "money";
  }
  if (kind === "cost-share") {
    const percent = parseFigure(given[0] ?? "");
    // A percentage added to the contract's freight, 0 or more (schemas/shipping-rules.ts).
    return Number.isFinite(percent) && percent >= 0 && percent <= MAX_FREIGHT_PERCENT ? undefined : "percent";
  }
  return given.length > 0 ? undefined : "choose-value";
}

/** Every problem of the form; an empty `conditionRows` and no other key means it can be sent. */
export function ruleProblems(values: RuleFormValues): RuleProblems {
  const problems: RuleProblems = { conditionRows: {} };
  const name = values.name.trim();
  if (name === "") problems.name = "blank";
  else if (name.length > RULE_NAME_MAX_LENGTH) problems.name = "too-long";
  if (values.expiration !== "" && (!ISO_DATE.test(values.expiration) || Number.isNaN(Date.parse(values.expiration)))) problems.expiration = "invalid-date";
  if (values.conditions.length === 0) problems.conditions = "none";
  else if (values.conditions.length > MAX_CONDITIONS) problems.conditions = "too-many";
  for (const draft of values.conditions) {
    const found = conditionProblems(draft);
    if (found.length > 0) problems.conditionRows[draft.key] = found;
  }
  if (values.action_name === "") problems.action_name = "choose-action";
  else {
    const problem = actionValueProblem(values.action_name, values.action_values);
    if (problem) problems.action_values = problem;
  }
  return problems;
}

export const hasProblems = (problems: RuleProblems) =>
  Object.keys(problems.conditionRows).length > 0 || Object.keys(problems).some((key) => key !== "conditionRows");

/** The rule as the server takes it (the attribute names of section 3). */
export interface RuleRequest extends ShippingRuleRequest {
  priority: RulePriority;
  shipping_rules_conditions_attributes: RuleCondition[];
  shipping_rules_actions_attributes: RuleAction[];
}

/** Money and percents are sent as figures with a dot, whatever separator was typed. */
function sentActionValues(name: ActionName, values: readonly string[]): string[] {
  const given = values.map((value) => value.trim()).filter((value) => value !== "");
  const kind = ACTION_VALUE_KIND[name];
  return kind === "money" || kind === "cost-share" ? given.map((value) => String(parseFigure(value))) : given;
}

export function requestOf(values: RuleFormValues): RuleRequest {
  const action = values.action_name as ActionName;
  return {
    name: values.name.trim(),
    priority: priorityOf(values.priority),
    expiration: values.expiration === "" ? null : values.expiration,
    is_active: values.active,
    shipping_rules_conditions_attributes: values.conditions.map(conditionOf),
    shipping_rules_actions_attributes: [{ action_name: action, values: sentActionValues(action, values.action_values) }],
  };
}

export const isConditionName = (value: string): value is ConditionName => (CONDITION_NAMES as readonly string[]).includes(value);

/** A saved rule as its form starts: its conditions locked, its one action's values as sent. */
export function formValuesOf(rule: ShippingRule): RuleFormValues {
  const action = rule.rule_actions[0];
  return {
    name: rule.name,
    priority: `${rule.priority}`,
    expiration: rule.expiration ?? "",
    active: rule.is_active,
    conditions: conditionDraftsOf(rule.rule_conditions),
    action_name: action?.action_name ?? "",
    action_values: action?.values ?? [],
  };
}
