import * as v from "valibot";
import type { ReverseRefusal } from "../../domain/volume-reverse";
import { Envelope, ListEnvelope, MESSAGES, Pagination, QueryInteger } from "./common";

/**
 * Reverse volumes (spec, operational area, sections 2, 3 and 8; issue 18; decision 048): a volume
 * of a delivered order that the customer sends back. Made from the order view
 * (POST /v1/orders/{id}/volume_reverses), listed at /orders/volume_reverses.
 */

/**
 * The server's refusals (409), in English. The first two are the spec's words (section 8); the
 * spec names the others without their words. The app recognises each and shows it translated.
 */
export const REVERSE_MESSAGES: Record<ReverseRefusal, string> = {
  contract_not_allowed: "This contract doesn't allow to create reverse volumes",
  airport_to_door: "There is no freight for Airport to Door contracts",
  no_shipping_in_state: "There is no shipping in this state",
  all_reversed: "All volumes of this order are already reversed",
  already_in_reverse: "Some of the chosen volumes are already in reverse",
  no_carrier: "There is no carrier available",
};

/** A volume of another order, or none chosen (422 on `volume_ids`). */
export const REVERSE_VOLUME_MESSAGES = {
  chooseVolumes: "Choose at least one volume",
  notOfThisOrder: "Choose volumes of this order",
} as const;

/** An order has a volume per box; no order has more boxes than this. */
export const MAX_REVERSE_VOLUMES = 100;

export const VolumeReverse = v.object({
  id: v.number(),
  volume_id: v.number(),
  order_id: v.number(),
  order_number: v.string(),
  /** The box the volume is, 1-based. */
  box_number: v.number(),
  reverse_number: v.string(),
  tracking_reference: v.string(),
  carrier_name: v.string(),
  sales_channel_name: v.nullable(v.string()),
  item_name: v.string(),
  description: v.nullable(v.string()),
  hs_code: v.string(),
  created_at: v.string(),
});
export type VolumeReverse = v.InferOutput<typeof VolumeReverse>;

export const VolumeReverseResponse = Envelope(VolumeReverse);
export const VolumeReverseListResponse = ListEnvelope(VolumeReverse);
/** POST answers the reverses it made, one per chosen volume, by box number. */
export const CreatedVolumeReversesResponse = Envelope(v.array(VolumeReverse));

// ---- requests ------------------------------------------------------------------------------

/** POST /v1/orders/{id}/volume_reverses (Idempotency-Key required). */
export const CreateVolumeReversesRequest = v.object({
  volume_ids: v.pipe(
    v.array(v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber), v.minValue(1, "Must be at least 1")), "Must be a list of volume ids"),
    v.minLength(1, REVERSE_VOLUME_MESSAGES.chooseVolumes),
    v.maxLength(MAX_REVERSE_VOLUMES, `Can't be more than ${MAX_REVERSE_VOLUMES}`),
  ),
});
export type CreateVolumeReversesRequest = v.InferOutput<typeof CreateVolumeReversesRequest>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** An empty box in a filter form arrives as "" and means "any". */
const filterDate = v.optional(v.pipe(v.string(), v.check((text) => text === "" || DATE_PATTERN.test(text), "Must be a date (YYYY-MM-DD)")));
const filterText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, MESSAGES.tooLong(120))));

/**
 * GET /v1/volume_reverses: newest first. Texts match a part, case-insensitively; `sales_channel`
 * is a channel id; dates are whole UTC days of the creation, both ends included; "" means "any".
 */
export const VolumeReversesQuery = v.object({
  ...Pagination,
  reverse_number: filterText,
  tracking_reference: filterText,
  sales_channel: v.optional(v.union([v.literal(""), QueryInteger], "Must be a whole number")),
  /** One order's reverses (the order view's dialog marks its volumes already in reverse). */
  order_id: v.optional(QueryInteger),
  start_date: filterDate,
  end_date: filterDate,
});
export type VolumeReversesQuery = v.InferInput<typeof VolumeReversesQuery>;

/** The refusal a server message is, if it is one (the app translates it). */
export function reverseRefusalOf(message: string): ReverseRefusal | undefined {
  return (Object.keys(REVERSE_MESSAGES) as ReverseRefusal[]).find((code) => REVERSE_MESSAGES[code] === message);
}
