import type { QuoteRequest } from "../../api/schemas/quotes";
import type { MeasurementSystem } from "../../domain/measurement";
import { lengthToCm, weightToKg } from "../../domain/measurement-units";
import type { Incoterm } from "../../domain/pricing";
import { type OrderDraftValues, emptyItem, emptyOrderDraft } from "../../offline/drafts/order-draft-values";
import { parseDecimal } from "../../offline/drafts/parse-decimal";

/**
 * The quote form as typed: numbers stay strings in the user's units (inches and pounds for an
 * imperial user, "12,5" in Portuguese) until the form is sent, like the order wizard's draft, so
 * a quote's boxes go into a draft exactly as the user wrote them.
 */

/** QuoteRequest allows 20 boxes. */
export const MAX_QUOTE_BOXES = 20;
export const QUOTE_CURRENCIES = ["USD", "BRL", "EUR", "GBP", "CNY", "MXN", "ARS", "CLP", "COP", "PEN", "UYU"] as const;
/** Decimals kept when a typed size or weight becomes metric for the call. */
const CM_DECIMALS = 2;
const KG_DECIMALS = 3;

export interface QuoteBoxValues {
  key: string;
  length: string;
  width: string;
  height: string;
  weight: string;
}

export interface QuoteFormValues {
  country: string;
  postal_code: string;
  boxes: QuoteBoxValues[];
  goods_value: string;
  currency: string;
  contain_battery: boolean;
  dangerous_good: boolean;
  insurance: boolean;
}

export const emptyQuoteBox = (): QuoteBoxValues => ({ key: crypto.randomUUID(), length: "", width: "", height: "", weight: "" });

export const emptyQuoteForm = (): QuoteFormValues => ({
  country: "BR",
  postal_code: "",
  boxes: [emptyQuoteBox()],
  goods_value: "",
  currency: "USD",
  contain_battery: false,
  dangerous_good: false,
  insurance: false,
});

/** A field that is blank or not a positive number; the key is "goods_value" or "boxes.0.length". */
export type QuoteFieldProblem = "blank" | "not_positive";

export function quoteFormProblems(values: QuoteFormValues): Map<string, QuoteFieldProblem> {
  const problems = new Map<string, QuoteFieldProblem>();
  const check = (path: string, typed: string) => {
    if (typed.trim() === "") problems.set(path, "blank");
    else if (!(parseDecimal(typed) > 0)) problems.set(path, "not_positive");
  };
  values.boxes.forEach((box, index) => {
    for (const measure of ["length", "width", "height", "weight"] as const) check(`boxes.${index}.${measure}`, box[measure]);
  });
  check("goods_value", values.goods_value);
  return problems;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The call's body: metric, numbers parsed. Only for a form without problems. */
export function toQuoteRequest(values: QuoteFormValues, system: MeasurementSystem): QuoteRequest {
  const cm = (typed: string) => round(lengthToCm(parseDecimal(typed), system), CM_DECIMALS);
  const kg = (typed: string) => round(weightToKg(parseDecimal(typed), system), KG_DECIMALS);
  const postal = values.postal_code.trim();
  return {
    destination_country: values.country,
    destination_postal_code: postal === "" ? undefined : postal,
    boxes: values.boxes.map((box) => ({ length: cm(box.length), width: cm(box.width), height: cm(box.height), weight: kg(box.weight) })),
    goods_value: parseDecimal(values.goods_value),
    currency: values.currency,
    contain_battery: values.contain_battery,
    dangerous_good: values.dangerous_good,
    insurance: values.insurance,
  };
}

/**
 * An order draft started from a quote: destination, boxes as typed (the wizard uses the same
 * units), currency, insurance, the chosen contract and incoterm. The rest is the wizard's.
 */
export function draftFromQuote(values: QuoteFormValues, quote: { contract_id: number; incoterm: Incoterm }): OrderDraftValues {
  const draft = emptyOrderDraft();
  return {
    ...draft,
    customer: { ...draft.customer, country: values.country, postal_code: values.postal_code.trim() },
    shipment: { ...draft.shipment, currency: values.currency, insurance: values.insurance },
    contract_id: quote.contract_id,
    incoterm: quote.incoterm,
    boxes: values.boxes.map((box) => ({
      key: crypto.randomUUID(),
      template_id: null,
      length: box.length.trim(),
      width: box.width.trim(),
      height: box.height.trim(),
      empty_weight: "",
      weight: box.weight.trim(),
      harmful_products: values.dangerous_good,
      items: [emptyItem()],
    })),
  };
}
