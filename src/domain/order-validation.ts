import { documentProblem, isValidPostalCode, postalLengthProblem } from "./country-reference";
import { HTTP_LINK_MESSAGE, isHttpUrl } from "./http-url";
import { type ParcelBreachCode, parcelBreaches } from "./parcel";
import { isInternationalPhone, isPhoneOfCountry } from "./phone";
import { type ContractRefusal, type ContractTerms, type CostSummary, contractRefusal, costSummary, type Incoterm, type InsuranceSettings, valueCoversCosts } from "./pricing";
import { categoryHasBattery } from "./product-categories";
import { ruleForbiddingCourier } from "./shipping-rules/apply";
import type { ShipmentFacts } from "./shipping-rules/evaluate";
import { costsAfterRules } from "./shipping-rules/freight";
import type { EvaluatedRule } from "./shipping-rules/plan";

/**
 * Every business rule of an order (spec, operational area section 5), in one place: the wizard
 * runs these as the user types, the server runs them on create, edit and check-valid. A problem is
 * a code at a field path; the server writes the English text (`orderIssueText`), the app its
 * translation of the same code.
 *
 * The input is the shape of src/api/schemas/order-create.ts `OrderInput` after parsing (the
 * domain does not import the API layer, so it names only what the rules read).
 */

export interface AddressForRules {
  country: string;
  postal_code: string;
  number: string;
  phone: string;
  email?: string | null;
}
export interface CustomerForRules extends AddressForRules {
  full_name: string;
  document?: string | null;
  state: string;
  city: string;
  address: string;
}
export interface SenderForRules extends AddressForRules {
  name: string;
  email: string;
  state: string;
  city: string;
  address: string;
  website?: string | null;
}
export interface ItemForRules {
  sku: string;
  name: string;
  category: string;
  hs_code: string;
  origin_country: string;
  unit_price: number;
  unit_weight: number;
  quantity: number;
}
export interface BoxForRules {
  length: number;
  width: number;
  height: number;
  empty_weight: number;
  weight: number;
  harmful_products?: boolean;
  items: readonly ItemForRules[];
}
export interface OrderForRules {
  order_number: string;
  incoterm: Incoterm;
  landed_cost?: boolean;
  prc?: boolean;
  insurance?: boolean;
  seller_rfb_code?: string | null;
  customer: CustomerForRules;
  sender: SenderForRules;
  boxes: readonly BoxForRules[];
  agreed_to_costs?: boolean;
  /** HS codes the attached documents are for. */
  documents?: readonly { hs_code: string }[];
}

export type OrderIssueCode =
  | "blank"
  | "invalid_cpf"
  | "invalid_cnpj"
  | "invalid_document"
  | "invalid_zip"
  | "invalid_phone"
  | "invalid_seller_phone"
  | "invalid_email"
  | "invalid_link"
  | "house_number_digits"
  | "hs_code_digits"
  | "rfb_required"
  | "box_without_items"
  | "min_amount"
  | "weight_below_contents"
  | ParcelBreachCode
  | ContractRefusal
  | "unknown_contract"
  | "value_too_low"
  | "agreement_required"
  | "documents_missing"
  | "order_number_taken"
  | "courier_forbidden_by_rule"
  // The strict tax-id check (advanced settings; server only: the device cannot ask the authority).
  | "cpf_irregular"
  | "cpf_check_unavailable";

export interface OrderIssue {
  /** "customer.document", "boxes.0.items.1.hs_code", "boxes.0.length", "contract_id", "base". */
  path: string;
  code: OrderIssueCode;
  /** Figures the message shows (limits, actual values). */
  params?: Record<string, string | number>;
}

export const HS_CODE_PATTERN = /^(\d{6}|\d{8})$/;
export const HOUSE_NUMBER_PATTERN = /^\d+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_AMOUNT = 0.01;

/** HS codes are written with dots or spaces ("6109.10"): the rules read digits only. */
export const normalizeHsCode = (code: string) => code.replace(/[.\s]/g, "");
const blank = (value: string | null | undefined) => (value ?? "").trim() === "";

/**
 * A postal code that does not fit: "invalid_zip", with the lengths the country's codes have and
 * this one's when the length is what is wrong (the message then says so: issue 14).
 */
function postalIssue(country: string, postalCode: string): Pick<OrderIssue, "code" | "params"> | undefined {
  if (isValidPostalCode(country, postalCode)) return undefined;
  const length = postalLengthProblem(country, postalCode);
  return length ? { code: "invalid_zip", params: { ...length } } : { code: "invalid_zip" };
}

export function customerIssues(customer: CustomerForRules): OrderIssue[] {
  const issues: OrderIssue[] = [];
  const at = (field: string, code: OrderIssueCode, params?: OrderIssue["params"]) => issues.push({ path: `customer.${field}`, code, ...(params ? { params } : {}) });
  for (const field of ["full_name", "phone", "country", "postal_code", "state", "city", "address", "number"] as const) {
    if (blank(customer[field])) at(field, "blank");
  }
  const document = documentProblem(customer.country, customer.document ?? "");
  if (document) at("document", document);
  const postal = blank(customer.postal_code) ? undefined : postalIssue(customer.country, customer.postal_code);
  if (postal) at("postal_code", postal.code, postal.params);
  // The country lets the message give an example of a phone there.
  if (!blank(customer.phone) && !isPhoneOfCountry(customer.phone, customer.country)) at("phone", "invalid_phone", blank(customer.country) ? undefined : { country: customer.country });
  if (!blank(customer.email) && !EMAIL_PATTERN.test((customer.email ?? "").trim())) at("email", "invalid_email");
  if (!blank(customer.number) && !HOUSE_NUMBER_PATTERN.test(customer.number.trim())) at("number", "house_number_digits");
  return issues;
}

export function senderIssues(sender: SenderForRules): OrderIssue[] {
  const issues: OrderIssue[] = [];
  const at = (field: string, code: OrderIssueCode, params?: OrderIssue["params"]) => issues.push({ path: `sender.${field}`, code, ...(params ? { params } : {}) });
  for (const field of ["name", "email", "phone", "country", "postal_code", "state", "city", "address", "number"] as const) {
    if (blank(sender[field])) at(field, "blank");
  }
  if (!blank(sender.email) && !EMAIL_PATTERN.test(sender.email.trim())) at("email", "invalid_email");
  if (!blank(sender.phone) && !isInternationalPhone(sender.phone)) at("phone", "invalid_seller_phone", blank(sender.country) ? undefined : { country: sender.country });
  const postal = blank(sender.postal_code) ? undefined : postalIssue(sender.country, sender.postal_code);
  if (postal) at("postal_code", postal.code, postal.params);
  if (!blank(sender.number) && !HOUSE_NUMBER_PATTERN.test(sender.number.trim())) at("number", "house_number_digits");
  // Optional, but printed on documents and shown as a link: http or https only (issue 13).
  if (!blank(sender.website) && !isHttpUrl((sender.website ?? "").trim())) at("website", "invalid_link");
  return issues;
}

export function itemIssues(item: ItemForRules, path: string): OrderIssue[] {
  const issues: OrderIssue[] = [];
  for (const field of ["sku", "name", "category", "hs_code", "origin_country"] as const) {
    if (blank(item[field])) issues.push({ path: `${path}.${field}`, code: "blank" });
  }
  if (!blank(item.hs_code) && !HS_CODE_PATTERN.test(normalizeHsCode(item.hs_code))) issues.push({ path: `${path}.hs_code`, code: "hs_code_digits" });
  if (!(item.unit_price >= MIN_AMOUNT)) issues.push({ path: `${path}.unit_price`, code: "min_amount" });
  if (!(item.unit_weight > 0)) issues.push({ path: `${path}.unit_weight`, code: "not_positive" });
  if (!(Number.isInteger(item.quantity) && item.quantity >= 1)) issues.push({ path: `${path}.quantity`, code: "not_positive" });
  return issues;
}

/** A box: at least one item, each item's rules, the parcel limits, a weight that holds its contents. */
export function boxIssues(box: BoxForRules, index: number): OrderIssue[] {
  const path = `boxes.${index}`;
  const issues: OrderIssue[] = [];
  if (box.items.length === 0) issues.push({ path, code: "box_without_items" });
  box.items.forEach((item, i) => issues.push(...itemIssues(item, `${path}.items.${i}`)));
  for (const breach of parcelBreaches(box)) {
    issues.push({ path: `${path}.${breach.measure === "sides" ? "length" : breach.measure}`, code: breach.code, params: { actual: breach.actual, limit: breach.limit, measure: breach.measure } });
  }
  const contents = box.empty_weight + box.items.reduce((sum, item) => sum + item.unit_weight * item.quantity, 0);
  if (box.weight > 0 && box.weight + 1e-6 < contents) {
    issues.push({ path: `${path}.weight`, code: "weight_below_contents", params: { actual: box.weight, limit: Math.round(contents * 1000) / 1000 } });
  }
  return issues;
}

export const goodsValueCents = (boxes: readonly BoxForRules[]) =>
  boxes.reduce((sum, box) => sum + box.items.reduce((s, item) => s + Math.round(item.unit_price * 100) * item.quantity, 0), 0);
export const containsBattery = (boxes: readonly BoxForRules[]) => boxes.some((box) => box.items.some((item) => categoryHasBattery(item.category)));
export const containsDangerousGoods = (boxes: readonly BoxForRules[]) => boxes.some((box) => box.harmful_products === true);

export interface OrderRulesContext {
  /** The chosen contract's terms; undefined when the contract id is unknown to the seller. */
  contract: ContractTerms | undefined;
  insurance_settings?: InsuranceSettings;
  /** HS codes (normalized) that need a document, from the document-needed list. */
  codes_needing_documents?: readonly string[];
  /**
   * The seller's shipping rules and the order's facts (src/domain/shipping-rules, decision 062):
   * a contract whose carrier an acting rule forbids is refused, naming the rule. `now` decides
   * which rules have expired. Absent: no rule is checked.
   */
  shipping_rules?: { rules: readonly EvaluatedRule[]; facts: ShipmentFacts; now: Date };
}

/**
 * The costs of the order under its contract, or null when they cannot be computed yet; the
 * freight as the seller's shipping rules set it (shipping-rules/freight.ts), on the server and
 * in the wizard alike.
 */
export function orderCosts(order: OrderForRules, context: OrderRulesContext): CostSummary | null {
  if (!context.contract || order.boxes.length === 0 || order.boxes.some((box) => parcelBreaches(box).length > 0)) return null;
  const contractCosts = costSummary(
    context.contract,
    { boxes: order.boxes, goods_value_cents: goodsValueCents(order.boxes), insurance: order.insurance === true, insurance_settings: context.insurance_settings },
    order.incoterm,
  );
  return costsAfterRules(contractCosts, context.shipping_rules);
}

/** Shipment-wide rules: RFB for PRC, contract and incoterm, value against costs, documents, agreement. */
export function shipmentIssues(order: OrderForRules, context: OrderRulesContext): OrderIssue[] {
  const issues: OrderIssue[] = [];
  if (blank(order.order_number)) issues.push({ path: "order_number", code: "blank" });
  if (order.prc && blank(order.seller_rfb_code)) issues.push({ path: "seller_rfb_code", code: "rfb_required" });
  const goods = goodsValueCents(order.boxes);
  if (!context.contract) {
    issues.push({ path: "contract_id", code: "unknown_contract" });
  } else {
    const refusal = contractRefusal(context.contract, {
      contain_battery: containsBattery(order.boxes),
      dangerous_good: containsDangerousGoods(order.boxes),
      incoterm: order.incoterm,
      goods_value_cents: goods,
    });
    if (refusal) issues.push({ path: refusal === "incoterm_not_allowed" ? "incoterm" : "contract_id", code: refusal, params: { incoterm: order.incoterm } });
    const rules = context.shipping_rules;
    const forbidding = rules ? ruleForbiddingCourier(rules.rules, rules.facts, context.contract.carrier_name, rules.now) : null;
    if (forbidding) issues.push({ path: "contract_id", code: "courier_forbidden_by_rule", params: { carrier: context.contract.carrier_name, rule: forbidding.name } });
  }
  const costs = orderCosts(order, context);
  if (costs && order.landed_cost && !valueCoversCosts(goods, costs)) issues.push({ path: "base", code: "value_too_low" });
  const needing = new Set(context.codes_needing_documents ?? []);
  const documented = new Set((order.documents ?? []).map((d) => normalizeHsCode(d.hs_code)));
  const missing = [...needing].filter((code) => !documented.has(code));
  if (missing.length > 0) issues.push({ path: "documents", code: "documents_missing", params: { codes: missing.join(", ") } });
  if (!order.agreed_to_costs) issues.push({ path: "agreed_to_costs", code: "agreement_required" });
  return issues;
}

/** Every problem of the order; empty when it may be created. */
export function orderIssues(order: OrderForRules, context: OrderRulesContext): OrderIssue[] {
  return [
    ...customerIssues(order.customer),
    ...senderIssues(order.sender),
    ...order.boxes.flatMap((box, index) => boxIssues(box, index)),
    ...shipmentIssues(order, context),
  ];
}

/** The English message of a problem: the spec's texts where it has one. */
export function orderIssueText(issue: OrderIssue): string {
  const p = issue.params ?? {};
  switch (issue.code) {
    case "blank":
      return "Can't be blank";
    case "invalid_cpf":
      return "Invalid CPF";
    case "invalid_cnpj":
      return "Invalid CNPJ";
    case "invalid_document":
      return "Invalid document";
    case "invalid_zip":
      return "Invalid zip code";
    case "invalid_phone":
      return "Invalid phone";
    case "invalid_seller_phone":
      return "Invalid phone: write it with + and the country code";
    case "invalid_email":
      return "Invalid E-mail";
    case "invalid_link":
      return HTTP_LINK_MESSAGE;
    case "house_number_digits":
      return "Digits only; put letters in the complement";
    case "hs_code_digits":
      return "The HS code has 6 or 8 digits";
    case "rfb_required":
      return "The RFB code is required for PRC orders";
    case "box_without_items":
      return "A box must hold at least 1 item";
    case "min_amount":
      return "must be greater than 0.01";
    case "weight_below_contents":
      return `The box weighs less than its contents (${p.limit} kg)`;
    case "not_positive":
      return "Must be greater than 0";
    case "side_too_long":
      return `Each side may be at most ${p.limit} cm (this one is ${p.actual} cm)`;
    case "sides_sum_too_long":
      return `Length + width + height may be at most ${p.limit} cm (these are ${p.actual} cm)`;
    case "too_heavy":
      return `A box may weigh at most ${p.limit} kg billed (this one is ${p.actual} kg)`;
    case "battery_not_allowed":
      return "This contract does not carry batteries";
    case "dangerous_goods_not_allowed":
      return "This contract does not carry dangerous goods";
    case "incoterm_not_allowed":
      return `This contract does not allow ${p.incoterm} for this order`;
    case "unknown_contract":
      return "Choose a contract";
    case "value_too_low":
      return "Item values too low to cover freight and taxes";
    case "agreement_required":
      return "Agree to the cost summary to continue";
    case "documents_missing":
      return "Some important documents are missing!!! Include all documents to create an order.";
    case "order_number_taken":
      return "This order number already exists";
    case "courier_forbidden_by_rule":
      return `Courier ${p.carrier} may not be used: rule "${p.rule}" forbids it`;
    case "cpf_irregular":
      return "The tax authority says this CPF is not regular";
    case "cpf_check_unavailable":
      return "The CPF could not be checked: the tax authority can't be reached. Try again later";
  }
}

/** Issues as the `{messages: [{field: [text]}]}` entry of a 422 answer. */
export function issuesAsMessages(issues: readonly OrderIssue[]): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of issues) (byPath[issue.path] ??= []).push(orderIssueText(issue));
  return byPath;
}
