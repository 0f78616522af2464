import type { OrderInput, OrderInputDraft } from "../../api/schemas/order-create";
import type { Order } from "../../api/schemas/orders";
import type { LabelFormat } from "../../api/schemas/documents";
import type { MeasurementSystem } from "../../domain/measurement";
import { lengthFromCm, lengthToCm, weightFromKg, weightToKg } from "../../domain/measurement-units";
import type { Incoterm } from "../../domain/pricing";
import { parseDecimal } from "./parse-decimal";

/**
 * What the order wizard holds while the user fills it: the draft saved to Dexie on every change
 * (src/offline/drafts/drafts-store.ts). Numbers are kept as the user typed them ("12,5" in
 * Portuguese, in inches for imperial users) so that a half-typed value is never lost or
 * reformatted under the cursor; `draftToOrderInput` turns the draft into the API's metric
 * `OrderInput` for the rules and the server.
 *
 * Version the shape (`DRAFT_VERSION`) when it changes: drafts of an older shape are upgraded
 * where they are read.
 */

export const DRAFT_VERSION = 1;

export interface DraftCustomer {
  full_name: string;
  document: string;
  phone: string;
  email: string;
  country: string;
  postal_code: string;
  state: string;
  city: string;
  address: string;
  number: string;
  complement: string;
  quarter: string;
  reference: string;
}

export interface DraftSender {
  name: string;
  email: string;
  phone: string;
  country: string;
  postal_code: string;
  state: string;
  city: string;
  address: string;
  number: string;
  complement: string;
  tax_number: string;
  tax_number_is_cpf: boolean;
  website: string;
}

export interface DraftItem {
  /** Stable React key; not sent. */
  key: string;
  /** The product template it came from, if any. */
  template_id: number | null;
  sku: string;
  name: string;
  description: string;
  category: string;
  hs_code: string;
  origin_country: string;
  /** As typed, in the order's currency. */
  unit_price: string;
  /** As typed, in the user's weight unit. */
  unit_weight: string;
  quantity: string;
}

export interface DraftBox {
  key: string;
  template_id: number | null;
  /** As typed, in the user's length unit. */
  length: string;
  width: string;
  height: string;
  /** As typed, in the user's weight unit. */
  empty_weight: string;
  weight: string;
  harmful_products: boolean;
  items: DraftItem[];
}

export interface DraftShipment {
  order_number: string;
  sales_channel_id: string;
  sales_channel_order_number: string;
  currency: string;
  landed_cost: boolean;
  prc: boolean;
  insurance: boolean;
  commercial_destination: boolean;
  seller_rfb_code: string;
  seller_legal_name: string;
  collected_icms: string;
  collected_ii: string;
  observations: string;
}

export interface DraftDocument {
  hs_code: string;
  name: string;
  /** Base64 of the PDF. */
  data: string;
}

export interface OrderDraftValues {
  version: typeof DRAFT_VERSION;
  customer: DraftCustomer;
  sender: DraftSender;
  shipment: DraftShipment;
  contract_id: number | null;
  incoterm: Incoterm | "";
  boxes: DraftBox[];
  documents: DraftDocument[];
  agreed_to_costs: boolean;
  /**
   * The cost summary the user agreed to (a fingerprint): when the costs change afterwards the
   * agreement no longer holds. Missing in drafts saved before it existed.
   */
  agreed_costs?: string | null;
  /** Finish step choices. */
  label_format: LabelFormat | "";
  dispatch_now: boolean;
  /** Set when the wizard edits an existing order (PUT) instead of creating one. */
  editing_order_id: number | null;
  /**
   * The user picked or typed the sender: a ship_from shipping rule no longer replaces it (it only
   * replaces the sender a new draft started with). Missing in drafts saved before it existed.
   */
  sender_chosen?: boolean;
}

const newKey = () => crypto.randomUUID();

export const emptyItem = (): DraftItem => ({
  key: newKey(),
  template_id: null,
  sku: "",
  name: "",
  description: "",
  category: "",
  hs_code: "",
  origin_country: "",
  unit_price: "",
  unit_weight: "",
  quantity: "1",
});

export const emptyBox = (): DraftBox => ({
  key: newKey(),
  template_id: null,
  length: "",
  width: "",
  height: "",
  empty_weight: "",
  weight: "",
  harmful_products: false,
  items: [emptyItem()],
});

export function emptyOrderDraft(): OrderDraftValues {
  return {
    version: DRAFT_VERSION,
    customer: { full_name: "", document: "", phone: "", email: "", country: "", postal_code: "", state: "", city: "", address: "", number: "", complement: "", quarter: "", reference: "" },
    sender: { name: "", email: "", phone: "", country: "", postal_code: "", state: "", city: "", address: "", number: "", complement: "", tax_number: "", tax_number_is_cpf: false, website: "" },
    shipment: {
      order_number: "",
      sales_channel_id: "",
      sales_channel_order_number: "",
      currency: "USD",
      landed_cost: false,
      prc: false,
      insurance: false,
      commercial_destination: false,
      seller_rfb_code: "",
      seller_legal_name: "",
      collected_icms: "",
      collected_ii: "",
      observations: "",
    },
    contract_id: null,
    incoterm: "",
    boxes: [emptyBox()],
    documents: [],
    agreed_to_costs: false,
    agreed_costs: null,
    label_format: "",
    dispatch_now: false,
    editing_order_id: null,
  };
}

/** A typed number, or NaN when it is not one (the rules then report it). */
const num = (typed: string) => parseDecimal(typed);
const optional = (typed: string) => (typed.trim() === "" ? null : typed.trim());
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The draft as the API's order (metric, numbers parsed). Unparseable numbers become NaN, which the
 * rules report at their field; the schema refuses NaN, so an order with one is never sent.
 */
export function draftToOrderInput(draft: OrderDraftValues, system: MeasurementSystem): OrderInput {
  const length = (typed: string) => round(lengthToCm(num(typed), system), 2);
  const weight = (typed: string) => round(weightToKg(num(typed), system), 3);
  const input: OrderInputDraft = {
    order_number: draft.shipment.order_number.trim(),
    sales_channel_id: draft.shipment.sales_channel_id === "" ? null : Number(draft.shipment.sales_channel_id),
    sales_channel_order_number: optional(draft.shipment.sales_channel_order_number),
    contract_id: draft.contract_id ?? Number.NaN,
    incoterm: (draft.incoterm || "DDU") as Incoterm,
    currency: draft.shipment.currency,
    landed_cost: draft.shipment.landed_cost,
    prc: draft.shipment.prc,
    insurance: draft.shipment.insurance,
    commercial_destination: draft.shipment.commercial_destination,
    observations: optional(draft.shipment.observations),
    seller_rfb_code: optional(draft.shipment.seller_rfb_code),
    seller_legal_name: optional(draft.shipment.seller_legal_name),
    collected_icms: draft.shipment.collected_icms.trim() === "" ? 0 : num(draft.shipment.collected_icms),
    collected_ii: draft.shipment.collected_ii.trim() === "" ? 0 : num(draft.shipment.collected_ii),
    customer: {
      ...draft.customer,
      complement: optional(draft.customer.complement),
      quarter: optional(draft.customer.quarter),
      reference: optional(draft.customer.reference),
    },
    sender: {
      ...draft.sender,
      complement: optional(draft.sender.complement),
      tax_number: optional(draft.sender.tax_number),
      website: optional(draft.sender.website),
    },
    boxes: draft.boxes.map((box) => ({
      length: length(box.length),
      width: length(box.width),
      height: length(box.height),
      empty_weight: box.empty_weight.trim() === "" ? 0 : weight(box.empty_weight),
      weight: weight(box.weight),
      harmful_products: box.harmful_products,
      items: box.items.map((item) => ({
        sku: item.sku.trim(),
        name: item.name.trim(),
        description: optional(item.description),
        category: item.category as OrderInput["boxes"][number]["items"][number]["category"],
        hs_code: item.hs_code.trim(),
        origin_country: item.origin_country,
        unit_price: num(item.unit_price),
        unit_weight: weight(item.unit_weight),
        quantity: num(item.quantity),
        tax_value: 0,
      })),
    })),
    documents: draft.documents.map((d) => ({ hs_code: d.hs_code, name: d.name, type: "application/pdf" as const, data: d.data })),
    agreed_to_costs: draft.agreed_to_costs,
    data_source: 1,
  };
  return input as OrderInput;
}

/** Shows a metric number in the user's unit for a field ("" for null). */
const shown = (value: number | null | undefined, decimals: number) => (value === null || value === undefined ? "" : String(round(value, decimals)));

/**
 * A draft from an existing order: "Clone" (a new order with a new number) or "Edit" (the same
 * order, `editing_order_id` set). Numbers are written in the user's units with a dot.
 */
export function orderToDraft(order: Order, system: MeasurementSystem, mode: "clone" | "edit"): OrderDraftValues {
  const empty = emptyOrderDraft();
  const c = order.customer;
  const s = order.sender;
  return {
    ...empty,
    customer: {
      full_name: c.full_name,
      document: c.document,
      phone: c.phone,
      email: c.email,
      country: c.country,
      postal_code: c.postal_code,
      state: c.state,
      city: c.city,
      address: c.address,
      number: c.number,
      complement: c.complement ?? "",
      quarter: c.quarter ?? "",
      reference: c.reference ?? "",
    },
    sender: s
      ? {
          name: s.name,
          email: s.email,
          phone: s.phone,
          country: s.country,
          postal_code: s.postal_code,
          state: s.state,
          city: s.city,
          address: s.address,
          number: s.number,
          complement: s.complement ?? "",
          tax_number: s.tax_number ?? "",
          tax_number_is_cpf: s.tax_number_is_cpf,
          website: s.website ?? "",
        }
      : empty.sender,
    shipment: {
      ...empty.shipment,
      order_number: mode === "edit" ? order.order_number : "",
      sales_channel_id: order.sales_channel_id === null ? "" : String(order.sales_channel_id),
      sales_channel_order_number: mode === "edit" ? (order.sales_channel_order_number ?? "") : "",
      currency: order.currency,
      landed_cost: order.landed_cost,
      prc: order.prc,
      insurance: order.insurance,
      commercial_destination: order.commercial_destination,
      seller_rfb_code: order.seller_rfb_code ?? "",
      seller_legal_name: order.seller_legal_name ?? "",
      collected_icms: order.collected_icms ? String(order.collected_icms) : "",
      collected_ii: order.collected_ii ? String(order.collected_ii) : "",
      observations: order.observations ?? "",
    },
    contract_id: order.contract_id,
    incoterm: order.incoterm,
    boxes: order.boxes.map((box) => ({
      key: newKey(),
      template_id: null,
      length: shown(lengthFromCm(box.length, system), 2),
      width: shown(lengthFromCm(box.width, system), 2),
      height: shown(lengthFromCm(box.height, system), 2),
      empty_weight: shown(weightFromKg(box.empty_weight, system), 3),
      weight: shown(weightFromKg(box.weight, system), 3),
      harmful_products: box.harmful_products,
      items: box.items.map((item) => ({
        key: newKey(),
        template_id: null,
        sku: item.sku,
        name: item.name,
        description: item.description ?? "",
        category: item.category,
        hs_code: item.hs_code,
        origin_country: item.origin_country,
        unit_price: String(item.unit_price),
        unit_weight: shown(weightFromKg(item.unit_weight, system), 3),
        quantity: String(item.quantity),
      })),
    })),
    editing_order_id: mode === "edit" ? order.id : null,
  };
}
