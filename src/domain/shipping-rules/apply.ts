import type { Incoterm } from "../pricing";
import type { ShipmentFacts } from "./evaluate";
import { ruledFreightCents } from "./freight";
import { type ActingRule, actingRules, actionKindOf, type EvaluatedRule } from "./plan";
import type { ActionName } from "./vocabulary";

/**
 * The one evaluator of shipping rules (issue 22, decision 062): what a seller's rules do to a
 * shipment's courier options (the quotes of its contracts). Used by POST /v1/quotes, order
 * creation and imports on the server, and by the wizard's Courier step on the device (also
 * offline, from cached rules). The order of rules and how actions combine: plan.ts.
 *
 * What each action does to the options:
 *   - never_use_courier: the carriers' options are hidden;
 *   - courier: the carrier's first option (after sorting) is the one chosen;
 *   - always_sort_by_courier / default_sort_by_courier: the carriers' options come first, in the
 *     order the rule names them ("always" before "default"); the rest keep their order;
 *   - incoterm: options of the other incoterm are hidden and the order goes under that incoterm;
 *   - fixed_freight: every option's freight becomes that amount (the total follows);
 *   - freight_from_cost: every option's freight becomes the contract's freight plus the
 *     percentage (duties and taxes estimates stay those of the contract's freight);
 *   - package, never_use_package, ship_from: answered for the order to use (a box template id,
 *     box template ids not to use, a ship-from address id); they change no option.
 * The evaluator never adds an option: the options it answers are some of those it was given.
 */

/** An option as the evaluator needs it: a quote of one contract under one incoterm, in cents. */
export interface RuleOption {
  contract_id: number;
  carrier_name: string;
  incoterm: Incoterm;
  freight_cents: number;
  total_cents: number;
}

export type EffectOutcome = "applied" | "overridden" | "no_effect";

/** One thing a rule did (the shape of RuleEffect in src/api/schemas/shipping-rules.ts). */
export interface RuleEffectResult {
  rule_id: number | null;
  rule_name: string;
  action_name: ActionName;
  values: string[];
  outcome: EffectOutcome;
  contract_ids: number[];
  /** English; the app builds its own translated text from the other fields. */
  message: string;
}

export interface RulesOutcome<T extends RuleOption> {
  /** The options left, in their new order, freight changed where a rule says so. */
  options: T[];
  /** The contract a courier rule chooses; null when no rule chooses one. */
  chosen_contract_id: number | null;
  incoterm: Incoterm | null;
  package_id: string | null;
  excluded_package_ids: string[];
  ship_from_id: string | null;
  effects: RuleEffectResult[];
}

const fold = (text: string) => text.trim().toLowerCase();
const quoted = (rule: EvaluatedRule) => `rule '${rule.name}'`;

interface Work<T extends RuleOption> {
  options: T[];
  outcome: RulesOutcome<T>;
}

function effect(acting: ActingRule, outcome: EffectOutcome, contractIds: number[], message: string): RuleEffectResult {
  return {
    rule_id: acting.rule.id,
    rule_name: acting.rule.name,
    action_name: acting.action.action_name,
    values: [...acting.action.values],
    outcome,
    contract_ids: contractIds,
    message,
  };
}

const idsOf = (options: readonly RuleOption[]) => [...new Set(options.map((option) => option.contract_id))];

function hideCouriers<T extends RuleOption>(work: Work<T>, acting: ActingRule) {
  for (const carrier of acting.action.values) {
    const hidden = work.options.filter((option) => fold(option.carrier_name) === fold(carrier));
    work.options = work.options.filter((option) => fold(option.carrier_name) !== fold(carrier));
    work.outcome.effects.push(
      hidden.length > 0
        ? effect(acting, "applied", idsOf(hidden), `Courier ${carrier} hidden by ${quoted(acting.rule)}`)
        : effect(acting, "no_effect", [], `Courier ${carrier} has no option to hide (${quoted(acting.rule)})`),
    );
  }
}

function forceIncoterm<T extends RuleOption>(work: Work<T>, acting: ActingRule) {
  const incoterm = acting.action.values[0]?.toUpperCase();
  if (incoterm !== "DDP" && incoterm !== "DDU") return;
  const hidden = work.options.filter((option) => option.incoterm !== incoterm);
  work.options = work.options.filter((option) => option.incoterm === incoterm);
  work.outcome.incoterm = incoterm;
  work.outcome.effects.push(effect(acting, "applied", idsOf(hidden), `Incoterm ${incoterm} set by ${quoted(acting.rule)}`));
}

function setFreight<T extends RuleOption>(work: Work<T>, acting: ActingRule) {
  const fixed = acting.action.action_name === "fixed_freight";
  if (ruledFreightCents(acting.action, 0) === null) return;
  work.options = work.options.map((option) => {
    const freight = ruledFreightCents(acting.action, option.freight_cents) ?? option.freight_cents;
    return { ...option, freight_cents: freight, total_cents: option.total_cents - option.freight_cents + freight };
  });
  const value = acting.action.values[0] ?? "";
  const message = fixed ? `Freight fixed at ${value} by ${quoted(acting.rule)}` : `Freight set to the cost plus ${value}% by ${quoted(acting.rule)}`;
  work.outcome.effects.push(effect(acting, "applied", idsOf(work.options), message));
}

/** Options of the named carriers first, in the order named; the rest after, in their order. */
function sortByCouriers<T extends RuleOption>(options: T[], carriers: readonly string[]): T[] {
  const rank = (option: T) => {
    const index = carriers.findIndex((carrier) => fold(carrier) === fold(option.carrier_name));
    return index < 0 ? carriers.length : index;
  };
  return options.map((option, index) => ({ option, index })).sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index).map(({ option }) => option);
}

function sortEffect<T extends RuleOption>(work: Work<T>, acting: ActingRule) {
  const always = acting.action.action_name === "always_sort_by_courier";
  const moved = work.options.filter((option) => acting.action.values.some((carrier) => fold(carrier) === fold(option.carrier_name)));
  const names = acting.action.values.join(", ");
  work.outcome.effects.push(
    moved.length > 0
      ? effect(acting, "applied", idsOf(moved), `Courier ${names} ${always ? "always listed first" : "listed first"} by ${quoted(acting.rule)}`)
      : effect(acting, "no_effect", [], `Courier ${names} has no option to list first (${quoted(acting.rule)})`),
  );
}

function chooseCourier<T extends RuleOption>(work: Work<T>, acting: ActingRule) {
  const carrier = acting.action.values[0] ?? "";
  const option = work.options.find((candidate) => fold(candidate.carrier_name) === fold(carrier));
  if (option) {
    work.outcome.chosen_contract_id = option.contract_id;
    work.outcome.effects.push(effect(acting, "applied", [option.contract_id], `Courier ${carrier} chosen by ${quoted(acting.rule)}`));
  } else {
    work.outcome.effects.push(effect(acting, "no_effect", [], `Courier ${carrier} has no option for this shipment (${quoted(acting.rule)})`));
  }
}

function orderEffect<T extends RuleOption>(work: Work<T>, acting: ActingRule) {
  const value = acting.action.values[0] ?? "";
  const name = acting.action.action_name;
  if (name === "package") {
    work.outcome.package_id = value;
    work.outcome.effects.push(effect(acting, "applied", [], `Package ${value} chosen by ${quoted(acting.rule)}`));
  } else if (name === "never_use_package") {
    work.outcome.excluded_package_ids.push(...acting.action.values);
    work.outcome.effects.push(effect(acting, "applied", [], `Package ${acting.action.values.join(", ")} never used by ${quoted(acting.rule)}`));
  } else if (name === "ship_from") {
    work.outcome.ship_from_id = value;
    work.outcome.effects.push(effect(acting, "applied", [], `Ship-from address ${value} chosen by ${quoted(acting.rule)}`));
  }
}

/** Steps in the order they apply: what hides options first, then freight, sorting and the choice. */
const STEP_ORDER: readonly ActionName[] = [
  "never_use_courier",
  "incoterm",
  "fixed_freight",
  "freight_from_cost",
  "always_sort_by_courier",
  "default_sort_by_courier",
  "courier",
  "package",
  "never_use_package",
  "ship_from",
];

/**
 * What the seller's rules do to a shipment's options. `now` decides which rules have expired.
 * Effects come rule by rule in the documented order of rules (plan.ts), overridden ones included.
 */
export function applyShippingRules<T extends RuleOption>(rules: readonly EvaluatedRule[], facts: ShipmentFacts, options: readonly T[], now: Date): RulesOutcome<T> {
  const acting = actingRules(rules, facts, now);
  const work: Work<T> = {
    options: [...options],
    outcome: { options: [], chosen_contract_id: null, incoterm: null, package_id: null, excluded_package_ids: [], ship_from_id: null, effects: [] },
  };
  const winners = acting.filter((entry) => entry.wins);
  const step = (name: ActionName) => winners.filter((entry) => entry.action.action_name === name);
  for (const name of STEP_ORDER) {
    for (const entry of step(name)) {
      if (name === "never_use_courier") hideCouriers(work, entry);
      else if (name === "incoterm") forceIncoterm(work, entry);
      else if (name === "fixed_freight" || name === "freight_from_cost") setFreight(work, entry);
      else if (name === "courier") chooseCourier(work, entry);
      else if (name === "always_sort_by_courier" || name === "default_sort_by_courier") sortEffect(work, entry);
      else orderEffect(work, entry);
    }
  }
  // "Always" couriers first, then "default" ones: sort by default first, then (stably) by always.
  for (const name of ["default_sort_by_courier", "always_sort_by_courier"] as const) {
    const entry = step(name)[0];
    if (entry) work.options = sortByCouriers(work.options, entry.action.values);
  }
  // A courier choice is made on the sorted list: its first option there.
  const choice = step("courier")[0];
  if (choice && work.outcome.chosen_contract_id !== null) {
    const carrier = fold(choice.action.values[0] ?? "");
    work.outcome.chosen_contract_id = work.options.find((option) => fold(option.carrier_name) === carrier)?.contract_id ?? null;
  }
  for (const entry of acting.filter((candidate) => !candidate.wins)) {
    const kind = actionKindOf(entry.action.action_name);
    const winner = acting.find((candidate) => candidate.wins && actionKindOf(candidate.action.action_name) === kind);
    work.outcome.effects.push(effect(entry, "overridden", [], `${quoted(entry.rule)} not applied: ${winner ? quoted(winner.rule) : "another rule"} comes first`));
  }
  work.outcome.effects.sort((a, b) => acting.findIndex((entry) => entry.rule.id === a.rule_id && entry.rule.name === a.rule_name) - acting.findIndex((entry) => entry.rule.id === b.rule_id && entry.rule.name === b.rule_name));
  work.outcome.options = work.options;
  return work.outcome;
}

/** The acting rule that forbids a carrier for this shipment, or null (order creation and imports refuse it). */
export function ruleForbiddingCourier(rules: readonly EvaluatedRule[], facts: ShipmentFacts, carrierName: string, now: Date): EvaluatedRule | null {
  const forbidding = actingRules(rules, facts, now).find(
    (entry) => entry.action.action_name === "never_use_courier" && entry.action.values.some((carrier) => fold(carrier) === fold(carrierName)),
  );
  return forbidding?.rule ?? null;
}

/** The carrier a winning courier rule chooses for this shipment, with its rule; null when none does. */
export function courierChosenByRules(rules: readonly EvaluatedRule[], facts: ShipmentFacts, now: Date): { carrier: string; rule: EvaluatedRule } | null {
  const winner = actingRules(rules, facts, now).find((entry) => entry.wins && entry.action.action_name === "courier");
  const carrier = winner?.action.values[0];
  return winner && carrier ? { carrier, rule: winner.rule } : null;
}
