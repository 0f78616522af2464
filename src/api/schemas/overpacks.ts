import * as v from "valibot";
import { COUNTRY_CODE_PATTERN } from "../../domain/countries";
import type { OverpackRefusalReason } from "../../domain/overpack";
import { Envelope, ErrorEntry, ListEnvelope, MESSAGES, Pagination, QueryBoolean, QueryInteger } from "./common";

/**
 * Overpacks (spec, operational area, sections 2, 3, 4 and 8; issue 18): dispatched orders of one
 * destination, contract and currency consolidated in one bag (src/domain/overpack.ts says which
 * orders may go together). Every route answers 403 to a user without `can_overpack`, and 404 for
 * another seller's overpack or order.
 */

/** The spec's two texts (section 8), word for word. */
export const OVERPACK_MESSAGES = {
  /** An action that needs dispatched overpacks (the label PDF) got one that is not. */
  notDispatchedYet: "One of the selected overpacks has not been dispatched yet.",
  /** Dispatch, or adding orders, met an overpack that is already dispatched. */
  alreadyDispatched: "One of the selected overpacks has already been dispatched.",
  /** 403 for a user without can_overpack. */
  notAllowed: "You are not allowed to use overpacks",
} as const;

/**
 * Why an order was not added, in English (the app shows each translated, by `reason`). The spec
 * names these refusals (issue 18) without words: these are ours.
 */
export const OVERPACK_REFUSAL_MESSAGES: Record<OverpackRefusalReason, string> = {
  overpack_dispatched: OVERPACK_MESSAGES.alreadyDispatched,
  not_dispatched: "The order has not been dispatched yet",
  in_this_overpack: "The order is already in this overpack",
  in_other_overpack: "The order is already in another overpack",
  other_destination: "The order goes to another destination country",
  other_contract: "The order ships under another contract",
  other_currency: "The order is in another currency",
};

/** Dimensions in whole or decimal centimetres; a bag larger than this is a typing slip. */
export const MAX_OVERPACK_DIMENSION_CM = 500;
export const MAX_OVERPACK_REFERENCE = 60;
/** One request adds at most as many orders as a list page selects (select-all is 1000). */
export const MAX_OVERPACK_ORDERS_PER_REQUEST = 1000;

export const Overpack = v.object({
  id: v.number(),
  /** Name or reference, unique per seller. */
  reference: v.string(),
  length: v.number(),
  width: v.number(),
  height: v.number(),
  /** ISO code; null while the overpack holds no order. */
  destination_country: v.nullable(v.string()),
  contract_id: v.nullable(v.number()),
  contract_name: v.nullable(v.string()),
  /** The orders' currency (they share one); null while empty. */
  currency: v.nullable(v.string()),
  /** Boxes of its orders. */
  total_volumes: v.number(),
  total_orders: v.number(),
  /** Sum of its orders' total_value, in `currency`, computed by the server. */
  total_orders_value: v.number(),
  /** Kilograms, sum of its orders' boxes. */
  total_weight: v.number(),
  dispatched: v.boolean(),
  /** ISO time; null until dispatched. */
  dispatched_at: v.nullable(v.string()),
  /** The ship-from of its orders (the sender's name and city); null while empty. */
  ship_from: v.nullable(v.string()),
  /** The contract's origin hub; null while empty. */
  origin_hub: v.nullable(v.string()),
  /** Set when dispatched: the carrier that takes the bag and the bag's tracking number. */
  carrier_name: v.nullable(v.string()),
  tracking_number: v.nullable(v.string()),
  created_at: v.string(),
});
export type Overpack = v.InferOutput<typeof Overpack>;

/** An order as the overpack view lists it. */
export const OverpackOrder = v.object({
  id: v.number(),
  order_number: v.string(),
  reference: v.string(),
  customer_full_name: v.string(),
  customer_country: v.string(),
  total_value: v.number(),
  currency: v.string(),
  /** Kilograms. */
  weight: v.number(),
  volumes: v.number(),
});
export type OverpackOrder = v.InferOutput<typeof OverpackOrder>;

export const OverpackDetail = v.object({ ...Overpack.entries, orders: v.array(OverpackOrder) });
export type OverpackDetail = v.InferOutput<typeof OverpackDetail>;

export const OverpackListResponse = ListEnvelope(Overpack);
export const OverpackResponse = Envelope(OverpackDetail);

/** An order that was not added, and why (`reason` read as any text so a later reason does not break the answer). */
export const OverpackRefusal = v.object({
  /** null for a scanned reference that names none of the seller's orders. */
  id: v.nullable(v.number()),
  order_number: v.nullable(v.string()),
  /** The reference as sent, for a request by references. */
  code: v.optional(v.string()),
  reason: v.string(),
  messages: v.array(v.string()),
});
export type OverpackRefusal = v.InferOutput<typeof OverpackRefusal>;

/**
 * A create or add refused (409): nothing was added. `messages` as usual, `refused` names every
 * order that could not go, with its reason. A reference that names no order of the seller is
 * refused with reason "not_found".
 */
export const OverpackRefusalBody = v.object({ messages: v.array(ErrorEntry), refused: v.array(OverpackRefusal) });
export type OverpackRefusalBody = v.InferOutput<typeof OverpackRefusalBody>;
export const NOT_FOUND_REASON = "not_found";
export const NOT_FOUND_MESSAGE = "No order has this code";

/** PUT /v1/overpacks/multi_dispatch answers the overpacks it dispatched. */
export const OverpackDispatchResponse = Envelope(v.object({ ids: v.array(v.number()) }));

// ---- requests ------------------------------------------------------------------------------

const dimension = v.pipe(
  v.number(MESSAGES.mustBeNumber),
  v.gtValue(0, "Must be greater than 0"),
  v.maxValue(MAX_OVERPACK_DIMENSION_CM, `Can't be more than ${MAX_OVERPACK_DIMENSION_CM}`),
);
export const OverpackDimensions = { length: dimension, width: dimension, height: dimension };

const orderIds = v.pipe(
  v.array(v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber), v.minValue(1, "Must be at least 1")), "Must be a list of order ids"),
  v.minLength(1, "Choose at least one order"),
  v.maxLength(MAX_OVERPACK_ORDERS_PER_REQUEST, `Can't be more than ${MAX_OVERPACK_ORDERS_PER_REQUEST}`),
);

/** POST /v1/overpacks (Idempotency-Key required): a new bag with its first orders, all or none. */
export const CreateOverpackRequest = v.object({
  reference: v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_OVERPACK_REFERENCE, MESSAGES.tooLong(MAX_OVERPACK_REFERENCE))),
  ...OverpackDimensions,
  order_ids: orderIds,
});
export type CreateOverpackRequest = v.InferOutput<typeof CreateOverpackRequest>;

const MAX_SCAN_REFERENCE = 60;
/**
 * PUT /v1/overpacks/{id}/add-orders (Idempotency-Key required): all or none. By `order_ids` (the
 * orders list's dialog) or by `references` (a tablet's scans: a tracking reference, order number
 * or last-mile number the device could not resolve offline), exactly one of the two. The
 * dimensions, all three or none, replace the bag's (it may grow as it fills).
 */
export const AddOverpackOrdersRequest = v.pipe(
  v.object({
    order_ids: v.optional(orderIds),
    references: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_SCAN_REFERENCE, MESSAGES.tooLong(MAX_SCAN_REFERENCE)))),
        v.minLength(1, "Choose at least one order"),
        v.maxLength(MAX_OVERPACK_ORDERS_PER_REQUEST, `Can't be more than ${MAX_OVERPACK_ORDERS_PER_REQUEST}`),
      ),
    ),
    length: v.optional(dimension),
    width: v.optional(dimension),
    height: v.optional(dimension),
  }),
  v.check((body) => (body.order_ids === undefined) !== (body.references === undefined), "Send order_ids or references"),
  v.check((body) => [body.length, body.width, body.height].every((d) => d === undefined) || [body.length, body.width, body.height].every((d) => d !== undefined), "Send length, width and height together"),
);
export type AddOverpackOrdersRequest = v.InferOutput<typeof AddOverpackOrdersRequest>;

/** PUT /v1/overpacks/multi_dispatch (Idempotency-Key required): all or none; 409 alreadyDispatched. */
export const DispatchOverpacksRequest = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber), v.minValue(1, "Must be at least 1")), "Must be a list of overpack ids"),
    v.minLength(1, "Choose at least one overpack"),
    v.maxLength(MAX_OVERPACK_ORDERS_PER_REQUEST, `Can't be more than ${MAX_OVERPACK_ORDERS_PER_REQUEST}`),
  ),
});
export type DispatchOverpacksRequest = v.InferOutput<typeof DispatchOverpacksRequest>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** An empty box in a filter form arrives as "" and means "any". */
const filterDate = v.optional(v.pipe(v.string(), v.check((text) => text === "" || DATE_PATTERN.test(text), "Must be a date (YYYY-MM-DD)")));

/**
 * GET /v1/overpacks: newest first. `reference` matches a part, case-insensitively; `country` an
 * ISO code; `contract` a contract id; dispatch dates are whole UTC days, both ends included; ""
 * means "any".
 */
export const OverpacksQuery = v.object({
  ...Pagination,
  reference: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, MESSAGES.tooLong(120)))),
  country: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.regex(COUNTRY_CODE_PATTERN, "Must be a country code"))])),
  contract: v.optional(v.union([v.literal(""), QueryInteger], "Must be a whole number")),
  dispatched: v.optional(v.union([v.literal(""), QueryBoolean], "Must be true or false")),
  dispatch_start_date: filterDate,
  dispatch_end_date: filterDate,
});
export type OverpacksQuery = v.InferInput<typeof OverpacksQuery>;
