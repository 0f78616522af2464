import * as v from "valibot";
import { COUNTRY_CODE_PATTERN } from "../../domain/countries";
import { Envelope, ListEnvelope, MESSAGES } from "./common";
import { CostSummaryAnswer } from "./order-create";
import { Incoterm } from "./orders";
import { MAX_RULE_VALUE_LENGTH, RuleEffect } from "./shipping-rules";

/**
 * Contracts with their price tables, and quotes (issue 6; the spec names quotes but not their
 * call, so POST /v1/quotes is ours, decision 019). A quote is per contract and incoterm: delivery
 * time, freight, duties and taxes estimate and total.
 */

/** GET /v1/contracts: the seller's contracts, with what the wizard needs to price offline. */
export const Contract = v.object({
  id: v.number(),
  name: v.string(),
  carrier_name: v.string(),
  delivery_time: v.number(),
  incoterms: v.array(Incoterm),
  allows_battery: v.boolean(),
  allows_dangerous_goods: v.boolean(),
  /** Price table, in units of money (not cents) and percents. */
  first_half_kg: v.number(),
  additional_half_kg: v.number(),
  duties_percent: v.number(),
  sales_tax_percent: v.number(),
  insurance_percent: v.number(),
  /** Above this goods value only DDU is offered; null: no limit. */
  ddp_max_goods_value: v.nullable(v.number()),
});
export type Contract = v.InferOutput<typeof Contract>;
export const ContractListResponse = ListEnvelope(Contract);

/** GET /v1/sales_channels: the seller's channels (for the wizard's select). */
export const SalesChannel = v.object({ id: v.number(), name: v.string() });
export const SalesChannelListResponse = ListEnvelope(SalesChannel);

const positive = v.pipe(v.number(MESSAGES.mustBeNumber), v.finite(MESSAGES.mustBeNumber), v.minValue(0, "Can't be negative"), v.maxValue(10_000, "Too large"));

export const QuoteRequest = v.object({
  destination_country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(COUNTRY_CODE_PATTERN, "Must be a country code")),
  destination_postal_code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, MESSAGES.tooLong(20)))),
  /** What shipping rules may look at besides the above (issue 22); a quote without them matches rules on what it has. */
  destination_state: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, MESSAGES.tooLong(60)))),
  sales_channel_id: v.optional(v.nullable(v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber)))),
  items: v.optional(
    v.pipe(
      v.array(
        v.object({
          sku: v.pipe(v.string(), v.trim(), v.maxLength(MAX_RULE_VALUE_LENGTH, MESSAGES.tooLong(MAX_RULE_VALUE_LENGTH))),
          category: v.pipe(v.string(), v.trim(), v.maxLength(MAX_RULE_VALUE_LENGTH, MESSAGES.tooLong(MAX_RULE_VALUE_LENGTH))),
          quantity: v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber), v.minValue(1, "Must be at least 1"), v.maxValue(100_000, "Too large")),
        }),
      ),
      v.maxLength(500, "Can't be more than 500 items"),
    ),
  ),
  /** Centimetres and gross kilograms per box. */
  boxes: v.pipe(
    v.array(v.object({ length: positive, width: positive, height: positive, weight: positive })),
    v.minLength(1, "Add at least one box"),
    v.maxLength(20, "Can't be more than 20 boxes"),
  ),
  /** Value of the goods in `currency`. */
  goods_value: v.pipe(v.number(MESSAGES.mustBeNumber), v.finite(MESSAGES.mustBeNumber), v.minValue(0.01, "must be greater than 0.01"), v.maxValue(10_000_000, "Too large")),
  currency: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, "Must be a currency code")), "USD"),
  contain_battery: v.optional(v.boolean(), false),
  dangerous_good: v.optional(v.boolean(), false),
  insurance: v.optional(v.boolean(), false),
});
export type QuoteRequest = v.InferInput<typeof QuoteRequest>;

export const Quote = v.object({
  contract_id: v.number(),
  contract_name: v.string(),
  carrier_name: v.string(),
  delivery_time: v.number(),
  ...CostSummaryAnswer.entries,
});
export type Quote = v.InferOutput<typeof Quote>;

/** A broken parcel limit: `code` from src/domain/parcel.ts, `message` in English. */
export const ParcelBreachAnswer = v.object({
  box_number: v.number(),
  code: v.string(),
  measure: v.string(),
  actual: v.number(),
  limit: v.number(),
  message: v.string(),
});

/**
 * POST /v1/quotes. `quotes`: one per contract and allowed incoterm, cheapest total first;
 * `unavailable`: contracts that cannot carry this shipment and why (a ContractRefusal code);
 * `breaches`: parcel limits broken (then `quotes` is empty: no contract carries that box).
 */
export const QuoteResponse = Envelope(
  v.object({
    quotes: v.array(Quote),
    unavailable: v.array(v.object({ contract_id: v.number(), contract_name: v.string(), reason: v.string(), message: v.string() })),
    breaches: v.array(ParcelBreachAnswer),
    currency: v.string(),
    /** What the seller's shipping rules did to these quotes, rule by rule (decision 062). */
    rule_effects: v.optional(v.array(RuleEffect), []),
    /** The contract a courier rule chooses; null when none does. */
    chosen_contract_id: v.optional(v.nullable(v.number()), null),
  }),
);
export type QuoteAnswer = v.InferOutput<typeof QuoteResponse>["data"];
