import type { Quote, QuoteAnswer } from "../../src/api/schemas/quotes";
import { applyShippingRules, type RuleOption } from "../../src/domain/shipping-rules/apply";
import type { ShipmentFacts } from "../../src/domain/shipping-rules/evaluate";
import type { EvaluatedRule } from "../../src/domain/shipping-rules/plan";
import { toCents, units } from "../db/money";

/** Reason of an `unavailable` entry for a contract whose every option a rule hid. */
export const HIDDEN_BY_RULE = "hidden_by_rule";

type QuoteOption = RuleOption & { quote: Quote };

/**
 * A quote answer after the seller's rules (decision 062): options hidden, sorted, repriced or
 * chosen, `rule_effects` saying which rule did what, and a contract whose every option a rule hid
 * listed as unavailable with that rule's words.
 */
export function quoteAfterRules(answer: QuoteAnswer, rules: readonly EvaluatedRule[], facts: ShipmentFacts, now: Date): QuoteAnswer {
  if (answer.breaches.length > 0 || rules.length === 0) return answer;
  const options: QuoteOption[] = answer.quotes.map((quote) => ({
    contract_id: quote.contract_id,
    carrier_name: quote.carrier_name,
    incoterm: quote.incoterm,
    freight_cents: toCents(quote.freight),
    total_cents: toCents(quote.total),
    quote,
  }));
  const outcome = applyShippingRules(rules, facts, options, now);
  const quotes = outcome.options.map(({ quote, freight_cents, total_cents }) => ({ ...quote, freight: units(freight_cents), total: units(total_cents) }));
  const left = new Set(quotes.map((quote) => quote.contract_id));
  const hidden = [...new Map(answer.quotes.filter((quote) => !left.has(quote.contract_id)).map((quote) => [quote.contract_id, quote])).values()];
  const unavailable = hidden.map((quote) => {
    const effect = outcome.effects.find((candidate) => candidate.outcome === "applied" && candidate.contract_ids.includes(quote.contract_id));
    return { contract_id: quote.contract_id, contract_name: quote.contract_name, reason: HIDDEN_BY_RULE, message: effect?.message ?? "Hidden by a shipping rule" };
  });
  return { ...answer, quotes, unavailable: [...answer.unavailable, ...unavailable], rule_effects: outcome.effects, chosen_contract_id: outcome.chosen_contract_id };
}
