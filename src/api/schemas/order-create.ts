import * as v from "valibot";
import { COUNTRY_CODE_PATTERN } from "../../domain/countries";
import { PRODUCT_CATEGORY_KEYS } from "../../domain/product-categories";
import { Envelope, MESSAGES } from "./common";
import { Incoterm, Order } from "./orders";

/**
 * Creating an order (issue 6): POST /v1/orders, PUT /v1/orders/{id} with a whole order,
 * POST /v1/orders/check-valid and POST /v1/hs_codes/document_needed.
 *
 * These schemas check shape only (types, lengths, ranges). The business rules (CPF and CNPJ,
 * phones, postal codes, HS codes, house numbers, parcel limits, contract and incoterm, costs)
 * live in src/domain/order-validation.ts, which the wizard runs as the user types and the server
 * runs again on every create, edit and check; both answer with the same codes.
 *
 * Sizes are centimetres and kilograms, money is in units of `currency` with two decimals.
 */

const text = (max: number) => v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(max, MESSAGES.tooLong(max)));
/** Optional free text: absent, null or "" all mean "none". */
const optionalText = (max: number) => v.optional(v.nullable(text(max)), null);
const country = v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.toUpperCase(), v.regex(COUNTRY_CODE_PATTERN, "Must be a country code"));
const number = (message: string = MESSAGES.mustBeNumber) => v.pipe(v.number(message), v.finite(message));
/** Money in units; the rules check the 0.01 minimum where one applies. */
const money = v.pipe(number(), v.minValue(0, "Can't be negative"), v.maxValue(10_000_000, "Too large"));
const size = v.pipe(number(), v.minValue(0, "Can't be negative"), v.maxValue(10_000, "Too large"));

export const MAX_BOXES = 20;
export const MAX_ITEMS_PER_BOX = 100;

/**
 * An address as an order carries it: the receiver's (the customer) and the sender's alike. One
 * schema, so that a limit or a field changed here changes for both.
 */
export const AddressInput = v.object({
  country,
  postal_code: text(20),
  state: text(60),
  city: text(60),
  address: text(120),
  number: text(10),
  complement: optionalText(60),
});
export type AddressInput = v.InferOutput<typeof AddressInput>;

/** The receiver. */
export const CustomerInput = v.object({
  full_name: text(120),
  /** CPF or CNPJ for Brazil (digits, masked or not), the country's tax id elsewhere. */
  document: v.optional(text(30), ""),
  phone: text(30),
  email: v.optional(text(254), ""),
  ...AddressInput.entries,
  quarter: optionalText(60),
  reference: optionalText(120),
});
export type CustomerInput = v.InferOutput<typeof CustomerInput>;

export const SenderInput = v.object({
  name: text(120),
  email: text(254),
  /** With + and the country code. */
  phone: text(30),
  ...AddressInput.entries,
  tax_number: optionalText(30),
  /** The tax number is a CPF (a person) rather than a company number. */
  tax_number_is_cpf: v.optional(v.boolean(), false),
  website: optionalText(255),
});
export type SenderInput = v.InferOutput<typeof SenderInput>;

export const ItemInput = v.object({
  sku: text(60),
  name: text(120),
  description: optionalText(500),
  category: v.picklist(PRODUCT_CATEGORY_KEYS, "Choose a category"),
  /** 6 or 8 digits; dots and spaces are ignored. */
  hs_code: text(12),
  origin_country: country,
  unit_price: money,
  /** Kilograms. */
  unit_weight: size,
  quantity: v.pipe(number(), v.integer("Must be a whole number"), v.minValue(1, "Must be at least 1"), v.maxValue(10_000, "Too large")),
  tax_value: v.optional(money, 0),
});
export type ItemInput = v.InferOutput<typeof ItemInput>;

export const BoxInput = v.object({
  length: size,
  width: size,
  height: size,
  empty_weight: size,
  /** Gross weight (box and contents), kilograms. */
  weight: size,
  harmful_products: v.optional(v.boolean(), false),
  items: v.pipe(v.array(ItemInput), v.maxLength(MAX_ITEMS_PER_BOX, `Can't be more than ${MAX_ITEMS_PER_BOX} items`)),
});
export type BoxInput = v.InferOutput<typeof BoxInput>;

/** A document the customs of an HS code need (an import licence, a certificate), as a PDF. */
export const OrderDocumentInput = v.object({
  hs_code: text(12),
  name: v.pipe(text(120), v.nonEmpty(MESSAGES.blank)),
  type: v.literal("application/pdf", "File is not .pdf"),
  /** Base64 of the file, at most 150 KB decoded. */
  data: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]*={0,2}$/, "Invalid file format"), v.maxLength(204_800, "The file is larger than 150 KB")),
});
export type OrderDocumentInput = v.InferOutput<typeof OrderDocumentInput>;
export const MAX_ORDER_DOCUMENT_BYTES = 150 * 1024;

/** The whole order as the wizard sends it (POST /v1/orders; PUT /v1/orders/{id} when it carries `boxes`). */
export const OrderInput = v.object({
  order_number: text(60),
  sales_channel_id: v.optional(v.nullable(v.pipe(number(), v.integer())), null),
  sales_channel_order_number: optionalText(60),
  contract_id: v.pipe(number("Choose a contract"), v.integer("Choose a contract")),
  incoterm: v.picklist(Incoterm.options, "Choose DDP or DDU"),
  currency: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, "Must be a currency code")),
  taxes_currency: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, "Must be a currency code"))),
  /** Item prices include freight, duties and taxes. */
  landed_cost: v.optional(v.boolean(), false),
  /** Conforming remittance (Brazil's Remessa Conforme): needs the seller's RFB code. */
  prc: v.optional(v.boolean(), false),
  insurance: v.optional(v.boolean(), false),
  commercial_destination: v.optional(v.boolean(), false),
  observations: optionalText(1000),
  seller_rfb_code: optionalText(30),
  seller_legal_name: optionalText(120),
  collected_icms: v.optional(money, 0),
  collected_ii: v.optional(money, 0),
  customer: CustomerInput,
  sender: SenderInput,
  boxes: v.pipe(v.array(BoxInput), v.minLength(1, "Add at least one box"), v.maxLength(MAX_BOXES, `Can't be more than ${MAX_BOXES} boxes`)),
  documents: v.optional(v.pipe(v.array(OrderDocumentInput), v.maxLength(10, "Can't be more than 10 documents")), []),
  /** The user agreed to the cost summary; the rules refuse the order without it. */
  agreed_to_costs: v.optional(v.boolean(), false),
  /** 1 when the order is created in the app (spec section 3). */
  data_source: v.optional(v.literal(1), 1),
});
export type OrderInput = v.InferOutput<typeof OrderInput>;
export type OrderInputDraft = v.InferInput<typeof OrderInput>;

/** POST /v1/orders and PUT /v1/orders/{id}: the order as stored. `dispatched` is true after an auto-dispatch. */
export const CreateOrderResponse = Envelope(Order);

/**
 * A customs document named by the HS code it is for, without its bytes: all the check needs
 * (issue 13: two documents in base64 were over the check's body limit).
 */
export const OrderDocumentReference = v.object({ hs_code: text(12) });

/** The order as check-valid takes it: a whole order whose documents are references. */
export const CheckOrderInput = v.object({
  ...OrderInput.entries,
  documents: v.optional(v.pipe(v.array(OrderDocumentReference), v.maxLength(10, "Can't be more than 10 documents")), []),
});
export type CheckOrderInput = v.InferOutput<typeof CheckOrderInput>;

/** POST /v1/orders/check-valid: payload {order}, its documents by HS code only. */
export const CheckValidRequest = v.object({ order: CheckOrderInput });

/** What the app sends to check an order: the order with each document's code, not its file. */
export const checkInputOf = (order: OrderInput): CheckOrderInput => ({ ...order, documents: order.documents.map(({ hs_code }) => ({ hs_code })) });

export const CostSummaryAnswer = v.object({
  incoterm: Incoterm,
  billed_weight: v.number(),
  freight: v.number(),
  duties: v.number(),
  taxes: v.number(),
  insurance: v.number(),
  total: v.number(),
});
export type CostSummaryAnswer = v.InferOutput<typeof CostSummaryAnswer>;

/**
 * The answer of check-valid: `errors` maps a field path ("customer.document",
 * "boxes.0.items.1.hs_code", "base") to its messages, as a 422 would; `costs` is null when the
 * contract is unknown or a parcel breaks a limit.
 */
export const CheckValidResponse = Envelope(
  v.object({
    valid: v.boolean(),
    errors: v.record(v.string(), v.array(v.string())),
    /** The same problems as codes, for the app to translate. */
    issues: v.array(v.object({ path: v.string(), code: v.string(), params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))) })),
    costs: v.nullable(CostSummaryAnswer),
  }),
);

/** POST /v1/hs_codes/document_needed: payload of codes. */
export const DocumentNeededRequest = v.object({
  codes: v.pipe(v.array(text(12)), v.minLength(1, "Add at least one HS code"), v.maxLength(200, "Can't be more than 200 codes")),
});

/** For each code that needs one, the document customs ask for ("ANVISA authorisation"). */
export const DocumentNeeded = v.object({ hs_code: v.string(), document: v.string(), description: v.string() });
export type DocumentNeeded = v.InferOutput<typeof DocumentNeeded>;
export const DocumentNeededResponse = Envelope(v.array(DocumentNeeded));
