/**
 * Which quote is cheapest, compared like with like (issue 14). A quote's `total` is what the
 * seller pays: under DDP freight, duties and taxes; under DDU freight only, the receiver paying
 * duties and taxes on delivery. Comparing totals set a DDU freight against a DDP all-in price, so
 * the cards are compared all-in: freight, duties and taxes, and insurance when it was asked for,
 * whoever pays them, which is what the parcel costs to land.
 */
export interface QuoteFigures {
  freight: number;
  duties: number;
  taxes: number;
  /** 0 when insurance was not asked for. */
  insurance: number;
}

/** Money is compared in cents: 0.1 + 0.2 must equal 0.3. */
const CENTS = 100;

/** The all-in cost of a quote, in the quote's currency. */
export function allInCost(quote: QuoteFigures): number {
  return Math.round((quote.freight + quote.duties + quote.taxes + quote.insurance) * CENTS) / CENTS;
}

/** The lowest all-in cost of the quotes (ties all count as cheapest), or undefined for none. */
export function cheapestAllIn(quotes: readonly QuoteFigures[]): number | undefined {
  return quotes.length === 0 ? undefined : Math.min(...quotes.map(allInCost));
}
