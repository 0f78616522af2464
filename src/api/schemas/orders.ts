import * as v from "valibot";
import { COUNTRY_CODE_PATTERN } from "../../domain/countries";
import { MANUAL_CHECKPOINT_STATUSES, ORDER_STATUS_NAMES, ORDER_STATUSES } from "../../domain/order-status";
import { Envelope, ListEnvelope, MESSAGES, Pagination, QueryBoolean, QueryInteger } from "./common";

/**
 * The orders contract (spec, operational area, sections 3 and 7; the answers are ours, DESIGN.md
 * section 3). Pinned fields that later checks read: `id`, `order_number`, `reference`,
 * `dispatched`, `current_status.name`, `last_mile_tracking_number`; in the single order
 * `customer.full_name` and `customer.document`; checkpoints `status`, `message`, `created_at`.
 *
 * Amounts are numbers in the order's currency; sizes and weights are metric (cm, kg) in every
 * answer, and the app converts for users who chose imperial.
 */

export const CurrentStatus = v.object({
  /** The status code (100, 300, ...). */
  id: v.number(),
  name: v.picklist(ORDER_STATUS_NAMES),
});
export type CurrentStatus = v.InferOutput<typeof CurrentStatus>;

const nullableText = v.nullable(v.string());

/** One row of GET /v1/orders: the order's own fields plus the list columns the spec adds. */
export const OrderListRow = v.object({
  id: v.number(),
  order_number: v.string(),
  /** The tracking reference. */
  reference: v.string(),
  sales_channel_id: v.nullable(v.number()),
  sales_channel_name: nullableText,
  sales_channel_order_number: nullableText,
  customer_full_name: v.string(),
  customer_country: v.string(),
  customer_city: v.string(),
  customer_postal_code: v.string(),
  /** Value of the goods, in `currency`. */
  total_value: v.number(),
  currency: v.string(),
  current_status: CurrentStatus,
  current_status_id: v.number(),
  contract_name: v.string(),
  dispatched: v.boolean(),
  overpacked: v.boolean(),
  contain_battery: v.boolean(),
  dangerous_good: v.boolean(),
  last_mile_tracking_number: nullableText,
  created_at: v.string(),
});
export type OrderListRow = v.InferOutput<typeof OrderListRow>;

/** An address as an order's answer gives it: the customer's and the sender's alike. */
export const OrderAddress = v.object({
  country: v.string(),
  postal_code: v.string(),
  state: v.string(),
  city: v.string(),
  address: v.string(),
  number: v.string(),
  complement: nullableText,
});
export type OrderAddress = v.InferOutput<typeof OrderAddress>;

export const Customer = v.object({
  full_name: v.string(),
  /** The tax id (CPF or CNPJ for Brazil, the country's document elsewhere), digits only. */
  document: v.string(),
  document_type: nullableText,
  phone: v.string(),
  email: v.string(),
  ...OrderAddress.entries,
  quarter: nullableText,
  reference: nullableText,
});
export type Customer = v.InferOutput<typeof Customer>;

/** The sender as written on the order (issue 6); null on orders made before senders were kept. */
export const OrderSender = v.object({
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  ...OrderAddress.entries,
  tax_number: nullableText,
  tax_number_is_cpf: v.boolean(),
  website: nullableText,
});
export type OrderSender = v.InferOutput<typeof OrderSender>;

export const OrderItem = v.object({
  id: v.number(),
  sku: v.string(),
  name: v.string(),
  description: nullableText,
  category: v.string(),
  hs_code: v.string(),
  origin_country: v.string(),
  unit_price: v.number(),
  unit_weight: v.number(),
  quantity: v.number(),
  tax_value: v.number(),
});
export type OrderItem = v.InferOutput<typeof OrderItem>;

export const OrderBox = v.object({
  id: v.number(),
  /** 1-based position of the box in the order. */
  number: v.number(),
  length: v.number(),
  width: v.number(),
  height: v.number(),
  empty_weight: v.number(),
  weight: v.number(),
  harmful_products: v.boolean(),
  items: v.array(OrderItem),
});
export type OrderBox = v.InferOutput<typeof OrderBox>;

export const OrderCosts = v.object({
  freight_cost: v.number(),
  duties: v.number(),
  insurance: v.number(),
  general_costs: v.number(),
  fines: v.number(),
});
export type OrderCosts = v.InferOutput<typeof OrderCosts>;

/** One volume (a box as shipped) and what it costs per unit. */
export const OrderVolume = v.object({
  id: v.number(),
  box_number: v.number(),
  tracking_number: nullableText,
  unit_products: v.number(),
  unit_freight: v.number(),
  unit_tax: v.number(),
});
export type OrderVolume = v.InferOutput<typeof OrderVolume>;

export const Incoterm = v.picklist(["DDP", "DDU"]);

/** GET /v1/orders/{id}: every field of the spec's Order. */
export const Order = v.object({
  ...OrderListRow.entries,
  /** The current status's name again, as the spec lists `status` beside `current_status`. */
  status: v.picklist(ORDER_STATUS_NAMES),
  contract_id: v.number(),
  incoterm: Incoterm,
  taxes_currency: v.string(),
  landed_cost: v.boolean(),
  prc: v.boolean(),
  insurance: v.boolean(),
  insurance_cost: v.number(),
  insurance_coverage: v.nullable(v.number()),
  estimated_delivery_date: nullableText,
  freight_value: v.number(),
  freight_cost: v.number(),
  duties_tax: v.number(),
  sales_tax: v.number(),
  total_cost: v.number(),
  /** Working days. */
  delivery_time: v.number(),
  label: nullableText,
  commercial_invoice: nullableText,
  first_mile_tracking_number: nullableText,
  first_mile_carrier_name: nullableText,
  last_mile_carrier_number: nullableText,
  observations: nullableText,
  dispatched_at: nullableText,
  /** 1 when the order was created in the app. */
  data_source: v.number(),
  collected_icms: v.number(),
  collected_ii: v.number(),
  seller_rfb_code: nullableText,
  seller_legal_name: nullableText,
  commercial_destination: v.boolean(),
  customer: Customer,
  /** Optional so that orders cached before issue 6 still parse. */
  sender: v.optional(v.nullable(OrderSender)),
  boxes: v.array(OrderBox),
  costs: OrderCosts,
  volumes: v.array(OrderVolume),
});
export type Order = v.InferOutput<typeof Order>;

export const OrderResponse = Envelope(Order);
export const OrderListResponse = ListEnvelope(OrderListRow);

export const CheckpointAttachment = v.object({ name: v.string(), type: v.string() });

export const Checkpoint = v.object({
  id: v.number(),
  status: v.picklist(ORDER_STATUS_NAMES),
  status_code: v.number(),
  message: v.string(),
  attachment: v.nullable(CheckpointAttachment),
  created_at: v.string(),
  /** The tracking event it records when its status has several (the customs events); null: the status's own (src/domain/tracking-events.ts). */
  event_code: v.optional(v.nullable(v.string())),
});
export type Checkpoint = v.InferOutput<typeof Checkpoint>;

/** GET /v1/orders/{id}/checkpoints: oldest first. */
export const CheckpointsResponse = Envelope(v.array(Checkpoint));
export const CheckpointResponse = Envelope(Checkpoint);

export const OrderContract = v.object({
  id: v.number(),
  name: v.string(),
  carrier_name: v.string(),
  delivery_time: v.number(),
  incoterms: v.array(Incoterm),
  allows_battery: v.boolean(),
  allows_dangerous_goods: v.boolean(),
});
export type OrderContract = v.InferOutput<typeof OrderContract>;
export const OrderContractResponse = Envelope(OrderContract);

export const OrderOverpack = v.object({ id: v.number(), reference: v.string(), dispatched: v.boolean() });
/** null when the order is in no overpack. */
export const OrderOverpackResponse = Envelope(v.nullable(OrderOverpack));

export const SalesChannel = v.object({ id: v.number(), name: v.string() });
export const OrderSalesChannelResponse = Envelope(v.nullable(SalesChannel));

/** PUT /v1/orders/multi_dispatch: the per-order answer (schemas/dispatch.ts). */
export { MultiDispatchResponse } from "./dispatch";

// ---- requests ------------------------------------------------------------------------------

export const ORDER_SORT_FIELDS = ["order_number", "total_value"] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const filterText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, MESSAGES.tooLong(120))));
const filterDate = v.optional(v.pipe(v.string(), v.regex(DATE_PATTERN, "Must be a date (YYYY-MM-DD)")));
const statusCodes = Object.values(ORDER_STATUSES).map(String) as [string, ...string[]];

/**
 * GET /v1/orders: the spec's filters (text filters match a part, case-insensitively; country is
 * an ISO code; dates are inclusive days in UTC), sort by order_number or total_value.
 * Without `sort` the newest orders come first.
 */
export const OrdersQuery = v.object({
  ...Pagination,
  order_number: filterText,
  customer_full_name: filterText,
  customer_country: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(COUNTRY_CODE_PATTERN, "Must be a country code"))),
  /** A sales channel id. */
  sales_channel: v.optional(QueryInteger),
  sales_channel_order_number: filterText,
  reference: filterText,
  last_mile_tracking_number: filterText,
  current_status: v.optional(v.pipe(v.picklist(statusCodes, "Unknown status"), v.transform(Number))),
  contain_battery: v.optional(QueryBoolean),
  dangerous_good: v.optional(QueryBoolean),
  dispatched: v.optional(QueryBoolean),
  start_registration_date: filterDate,
  end_registration_date: filterDate,
  sort: v.optional(v.picklist(ORDER_SORT_FIELDS, "Unknown sort field")),
  direction: v.optional(v.picklist(SORT_DIRECTIONS, "Must be asc or desc"), "asc"),
});
export type OrdersQuery = v.InferInput<typeof OrdersQuery>;

export const MAX_CHECKPOINT_MESSAGE = 500;
/** An attachment is a photo or a scanned proof; 150 KB keeps the request under the body limit once in base64. */
export const MAX_ATTACHMENT_BYTES = 150 * 1024;
export const ATTACHMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
/** The server's refusals of an attachment, named so that the app shows them translated. */
export const ATTACHMENT_MESSAGES = {
  /** The bytes are none of ATTACHMENT_TYPES, whatever the name or `type` say (src/domain/file-signature.ts). */
  notRecognised: "The file is not a PDF, JPEG or PNG",
  tooLarge: "The file is larger than 150 KB",
} as const;

export const AddCheckpointRequest = v.object({
  status: v.picklist(MANUAL_CHECKPOINT_STATUSES as [string, ...string[]], "Choose a status"),
  message: v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_CHECKPOINT_MESSAGE, MESSAGES.tooLong(MAX_CHECKPOINT_MESSAGE))),
  attachment: v.optional(
    v.object({
      name: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(120, MESSAGES.tooLong(120))),
      /** What the sender believes; the server stores the type the bytes show. */
      type: v.picklist(ATTACHMENT_TYPES, "Invalid file format"),
      /** Base64 of the file. */
      data: v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9+/]*={0,2}$/, "Invalid file format"),
        v.maxLength(Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4, ATTACHMENT_MESSAGES.tooLarge),
      ),
    }),
  ),
  /** A TRACKING_EVENTS tracking_code of the chosen status (the customs events of IN_TRANSIT); absent: the status's own event. 422 otherwise. */
  event_code: v.optional(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(40, MESSAGES.tooLong(40)))),
});
export type AddCheckpointRequest = v.InferOutput<typeof AddCheckpointRequest>;

export const MultiDispatchRequest = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.minLength(1, "Choose at least one order"),
    v.maxLength(1000, "Can't be more than 1000 orders"),
    v.check((ids) => new Set(ids).size === ids.length, "An order is listed twice"),
  ),
});
export type MultiDispatchRequest = v.InferOutput<typeof MultiDispatchRequest>;

const editableText = (max: number) => v.optional(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(max, MESSAGES.tooLong(max))));
const requiredText = (max: number) => v.optional(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(max, MESSAGES.tooLong(max))));

/**
 * PUT /v1/orders/{id}: the fields that may change before dispatch; absent fields stay as they are.
 * Full order editing (boxes, items, documents) comes with the creation wizard.
 */
export const UpdateOrderRequest = v.object({
  sales_channel_order_number: editableText(60),
  observations: editableText(1000),
  customer: v.optional(
    v.object({
      full_name: requiredText(120),
      phone: requiredText(30),
      email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, MESSAGES.tooLong(254)), v.email(MESSAGES.invalidEmail))),
      postal_code: requiredText(20),
      state: requiredText(60),
      city: requiredText(60),
      address: requiredText(120),
      /** House number: digits only; letters go in the complement (spec section 5). */
      number: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/, "Digits only; put letters in the complement"))),
      complement: editableText(60),
      quarter: editableText(60),
      reference: editableText(120),
    }),
  ),
});
export type UpdateOrderRequest = v.InferOutput<typeof UpdateOrderRequest>;
