import type { Kysely } from "kysely";
import type * as v from "valibot";
import type { QuoteAnswer } from "../../src/api/schemas/quotes";
import type { RuleTestAnswer, RuleTestRequest, SampleShipment, ShippingRuleInput } from "../../src/api/schemas/shipping-rules";
import { containsBattery, containsDangerousGoods } from "../../src/domain/order-validation";
import { applyShippingRules, type RuleOption } from "../../src/domain/shipping-rules/apply";
import type { ShipmentFacts } from "../../src/domain/shipping-rules/evaluate";
import { factsOfOrder, factsOfQuote } from "../../src/domain/shipping-rules/facts";
import { type EvaluatedRule, ruleSkip } from "../../src/domain/shipping-rules/plan";
import { sellerContracts } from "../contracts/seller-contracts";
import { toCents, units } from "../db/money";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";
import { contractTermsOf } from "../orders/contract-terms";
import { loadOrder } from "../orders/order-rows";
import { quoteShipment } from "../quotes/quote-shipment";
import { loadInsuranceSettings } from "../settings/seller-settings";
import { findShippingRule } from "./rule-store";
import { assertValidRule } from "./rule-validation";
import { loadSellerRules } from "./seller-rules";

/**
 * POST /v1/shipping_rules/test: what ONE rule would do to a shipment, so a seller can try a rule
 * before trusting it. The shipment is priced under every contract (the quotes before), then the
 * rule alone is applied (the quotes after). Nothing is written.
 */

type TestInput = v.InferOutput<typeof RuleTestRequest>;

/** A sample is quoted as one 20 x 20 x 20 cm box of its weight. */
const SAMPLE_BOX_CM = 20;

export const RULE_TEST_MESSAGES = {
  oneRule: "Choose a saved rule or send one",
  oneShipment: "Choose an order or describe a shipment",
} as const;

/** An unsaved rule as the evaluator reads it (it was never created: it is the newest). */
const unsavedRule = (input: ShippingRuleInput, now: Date): EvaluatedRule => ({
  id: null,
  name: input.name,
  priority: input.priority,
  expiration: input.expiration,
  is_active: input.is_active,
  created_at: now.toISOString(),
  rule_conditions: input.shipping_rules_conditions_attributes.map((condition) => ({ ...condition, operator: condition.operator ?? null })),
  rule_actions: input.shipping_rules_actions_attributes,
});

async function ruleToTest(db: Kysely<Database>, sellerId: number, input: TestInput, now: Date): Promise<EvaluatedRule> {
  if (typeof input.rule_id === "number") return findShippingRule(db, sellerId, input.rule_id);
  if (!input.rule) throw new HttpError(422, [{ rule: [RULE_TEST_MESSAGES.oneRule] }]);
  await assertValidRule(db, sellerId, input.rule);
  return unsavedRule(input.rule, now);
}

interface TestShipment {
  facts: ShipmentFacts;
  quotes: QuoteAnswer;
}

async function sampleShipment(db: Kysely<Database>, sellerId: number, sample: SampleShipment, currency: string): Promise<TestShipment> {
  const [contracts, insurance, { channels }] = await Promise.all([sellerContracts(db, sellerId), loadInsuranceSettings(db, sellerId), loadSellerRules(db, sellerId)]);
  const box = { length: SAMPLE_BOX_CM, width: SAMPLE_BOX_CM, height: SAMPLE_BOX_CM, weight: sample.weight };
  const request = { ...sample, boxes: [box], currency, contain_battery: false, dangerous_good: false, insurance: false };
  return { facts: factsOfQuote(request, channels), quotes: quoteShipment(contracts.map(contractTermsOf), request, insurance) };
}

async function orderShipment(db: Kysely<Database>, sellerId: number, orderId: number): Promise<TestShipment> {
  const [order, contracts, insurance, { channels }] = await Promise.all([
    loadOrder(db, sellerId, orderId),
    sellerContracts(db, sellerId),
    loadInsuranceSettings(db, sellerId),
    loadSellerRules(db, sellerId),
  ]);
  const request = {
    destination_country: order.customer.country,
    boxes: order.boxes,
    goods_value: order.boxes.reduce((sum, box) => sum + box.items.reduce((s, item) => s + toCents(item.unit_price) * item.quantity, 0), 0) / 100,
    currency: order.currency,
    contain_battery: containsBattery(order.boxes),
    dangerous_good: containsDangerousGoods(order.boxes),
    insurance: order.insurance,
  };
  return { facts: factsOfOrder(order, channels), quotes: quoteShipment(contracts.map(contractTermsOf), request, insurance) };
}

type QuoteOption = RuleOption & { contract_name: string };

const testOption = (option: QuoteOption) => ({
  contract_id: option.contract_id,
  contract_name: option.contract_name,
  carrier_name: option.carrier_name,
  incoterm: option.incoterm,
  freight: units(option.freight_cents),
  total: units(option.total_cents),
});

export async function testShippingRule(db: Kysely<Database>, sellerId: number, input: TestInput, now: Date): Promise<RuleTestAnswer> {
  const hasShipment = typeof input.order_id === "number" || Boolean(input.shipment);
  if (!hasShipment) throw new HttpError(422, [{ shipment: [RULE_TEST_MESSAGES.oneShipment] }]);
  const rule = await ruleToTest(db, sellerId, input, now);
  const shipment =
    typeof input.order_id === "number" ? await orderShipment(db, sellerId, input.order_id) : await sampleShipment(db, sellerId, input.shipment as SampleShipment, "USD");
  const before: QuoteOption[] = shipment.quotes.quotes.map((quote) => ({
    contract_id: quote.contract_id,
    contract_name: quote.contract_name,
    carrier_name: quote.carrier_name,
    incoterm: quote.incoterm,
    freight_cents: toCents(quote.freight),
    total_cents: toCents(quote.total),
  }));
  const skipped = ruleSkip(rule, shipment.facts, now);
  const outcome = applyShippingRules([rule], shipment.facts, before, now);
  return {
    matches: skipped === null,
    skipped,
    before: before.map(testOption),
    after: outcome.options.map(testOption),
    chosen_contract_id: outcome.chosen_contract_id,
    incoterm: outcome.incoterm,
    package_id: outcome.package_id,
    ship_from_id: outcome.ship_from_id,
    effects: outcome.effects,
    currency: shipment.quotes.currency,
  };
}
