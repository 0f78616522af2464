import type { Kysely } from "kysely";
import type * as v from "valibot";
import type { CostSummaryAnswer } from "../../src/api/schemas/order-create";
import type { Quote, QuoteAnswer, QuoteRequest } from "../../src/api/schemas/quotes";
import { orderIssueText } from "../../src/domain/order-validation";
import { parcelBreaches, parcelBreachText } from "../../src/domain/parcel";
import {
  type ContractRefusal,
  type ContractTerms,
  type CostSummary,
  type InsuranceSettings,
  allowedIncoterms,
  contractRefusal,
  costSummary,
} from "../../src/domain/pricing";
import { sellerContracts } from "../contracts/seller-contracts";
import { toCents, units } from "../db/money";
import type { Database } from "../db/schema";
import { contractTermsOf } from "../orders/contract-terms";
import { loadInsuranceSettings } from "../settings/seller-settings";
import { factsOfQuote } from "../../src/domain/shipping-rules/facts";
import { quoteAfterRules } from "../shipping-rules/rules-on-quotes";
import { loadSellerRules } from "../shipping-rules/seller-rules";

type QuoteInput = v.InferOutput<typeof QuoteRequest>;

/** A cost summary of src/domain/pricing.ts (cents) as answers give it (units). */
export const costSummaryAnswer = (summary: CostSummary): CostSummaryAnswer => ({
  incoterm: summary.incoterm,
  billed_weight: summary.billed_weight_kg,
  freight: units(summary.freight_cents),
  duties: units(summary.duties_cents),
  taxes: units(summary.taxes_cents),
  insurance: units(summary.insurance_cents),
  total: units(summary.total_cents),
});

/** Why a contract gives no quote, in English (the app translates from `reason`). */
function refusalText(terms: ContractTerms, refusal: ContractRefusal, currency: string): string {
  if (refusal !== "incoterm_not_allowed") return orderIssueText({ path: "contract_id", code: refusal });
  const limit = terms.ddp_max_goods_value_cents;
  return limit === null
    ? "This contract offers no incoterm for this shipment"
    : `Goods worth more than ${units(limit).toFixed(2)} ${currency} may only go DDU, which this contract does not offer`;
}

/**
 * The quotes of a shipment under each contract (pure: quoteForSeller reads the contracts and the
 * insurance settings). A box that breaks a parcel limit fits no contract, so breaches come alone.
 * Otherwise every contract gives one quote per incoterm it allows for this goods value, or says
 * why it cannot carry the shipment. Cheapest total first; the faster contract first at equal cost.
 */
export function quoteShipment(contracts: readonly ContractTerms[], request: QuoteInput, insurance: InsuranceSettings): QuoteAnswer {
  const answer: QuoteAnswer = { quotes: [], unavailable: [], breaches: [], currency: request.currency, rule_effects: [], chosen_contract_id: null };
  request.boxes.forEach((box, index) => {
    for (const breach of parcelBreaches(box)) {
      answer.breaches.push({ box_number: index + 1, ...breach, message: parcelBreachText(breach) });
    }
  });
  if (answer.breaches.length > 0) return answer;

  const goods = toCents(request.goods_value);
  const shipment = { boxes: request.boxes, goods_value_cents: goods, insurance: request.insurance, insurance_settings: insurance };
  const quotes: (Quote & { total_cents: number })[] = [];
  for (const terms of contracts) {
    const incoterms = allowedIncoterms(terms, goods);
    const refusal =
      contractRefusal(terms, { contain_battery: request.contain_battery, dangerous_good: request.dangerous_good, goods_value_cents: goods }) ??
      (incoterms.length === 0 ? "incoterm_not_allowed" : null);
    if (refusal) {
      answer.unavailable.push({ contract_id: terms.id, contract_name: terms.name, reason: refusal, message: refusalText(terms, refusal, request.currency) });
      continue;
    }
    for (const incoterm of incoterms) {
      const summary = costSummary(terms, shipment, incoterm);
      quotes.push({
        contract_id: terms.id,
        contract_name: terms.name,
        carrier_name: terms.carrier_name,
        delivery_time: terms.delivery_time,
        ...costSummaryAnswer(summary),
        total_cents: summary.total_cents,
      });
    }
  }
  // Sorted on cents, never on the unit figures, so that rounding cannot swap two quotes.
  quotes.sort((a, b) => a.total_cents - b.total_cents || a.delivery_time - b.delivery_time || a.contract_id - b.contract_id);
  answer.quotes = quotes.map(({ total_cents: _cents, ...quote }) => quote);
  return answer;
}

/**
 * The quotes of a shipment under the seller's contracts, priced with the seller's insurance
 * settings, then as the seller's shipping rules leave them (`now` decides which have expired).
 */
export async function quoteForSeller(db: Kysely<Database>, sellerId: number, request: QuoteInput, now: Date): Promise<QuoteAnswer> {
  const [rows, insurance, sellerRules] = await Promise.all([sellerContracts(db, sellerId), loadInsuranceSettings(db, sellerId), loadSellerRules(db, sellerId)]);
  const answer = quoteShipment(rows.map(contractTermsOf), request, insurance);
  return quoteAfterRules(answer, sellerRules.rules, factsOfQuote(request, sellerRules.channels), now);
}
