import * as v from "valibot";
import { CurrentStatus } from "./orders";
import { Envelope, ListEnvelope, MAX_PAGE_SIZE, MESSAGES, Pagination } from "./common";

/**
 * Pickups and dropoffs (spec, operational area, sections 2 and 3; issue 5). A pickup is a driver
 * collecting a parcel from the seller; a dropoff is the seller bringing it to a drop-off point or
 * warehouse. Both are the first-mile handover and record the checkpoint PICKUP (400) on the order
 * (docs/decisions/017-pickup-and-dropoff-checkpoints.md).
 */

export const PICKUP_TYPES = ["pickup", "dropoff"] as const;
export type PickupType = (typeof PICKUP_TYPES)[number];

/** The checkpoint message each type records, the same on the server and in the device's overlay. */
export const PICKUP_CHECKPOINT_MESSAGES: Record<PickupType, string> = {
  pickup: "Picked up by the driver.",
  dropoff: "Dropped off at the drop-off point.",
};

/** The server's refusals, named here so that screens and tests can recognise them. */
export const PICKUP_MESSAGES = {
  unknownReference: "No order with this tracking number or order number.",
  /** An S10-shaped code (two letters, nine digits, two letters) whose check digit does not add up. */
  misread: "This code's check digit is wrong: scan it again.",
  notDispatched: "Dispatch the order before recording its pickup or dropoff.",
  alreadyRecorded: (type: PickupType) => `This order's ${type} is already recorded.`,
  scannedInFuture: "The scan time is in the future; check the device's clock.",
  scannedTooLongAgo: "The scan is more than 30 days old.",
} as const;

/** A device clock may run a little ahead; beyond this the scan time is refused. */
export const MAX_SCAN_CLOCK_AHEAD_MS = 10 * 60 * 1000;
/** Scans older than this are refused: idempotency keys live 30 days, and the handover is long past. */
export const MAX_SCAN_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_PICKUP_NOTE = 500;
/** Longer than any tracking number, last-mile number or order number we issue or accept. */
export const MAX_PICKUP_REFERENCE = 100;

const DEVICE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO 8601 time with a zone ("2025-01-15T12:00:00.000Z", "...+03:00"), as a Date; undefined
 * when it is not one or names a day that does not exist (Date would roll 31 February into March).
 */
export function parseDeviceTime(text: string): Date | undefined {
  const match = DEVICE_TIME_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

export const Pickup = v.object({
  id: v.number(),
  order_id: v.number(),
  order_number: v.string(),
  type: v.picklist(PICKUP_TYPES),
  /** The code as scanned or typed (trimmed): a tracking number, last-mile number or order number. */
  reference: v.string(),
  /** The device's time of the scan (ISO, UTC). */
  scanned_at: v.string(),
  note: v.nullable(v.string()),
  /** When the server recorded it (ISO, UTC). */
  created_at: v.string(),
});
export type Pickup = v.InferOutput<typeof Pickup>;

export const PickupResponse = Envelope(Pickup);
export const PickupListResponse = ListEnvelope(Pickup);

/** GET /v1/pickups/lookup: the order a scanned code names. */
export const PickupLookup = v.object({
  id: v.number(),
  order_number: v.string(),
  reference: v.string(),
  last_mile_tracking_number: v.nullable(v.string()),
  dispatched: v.boolean(),
  current_status: CurrentStatus,
});
export type PickupLookup = v.InferOutput<typeof PickupLookup>;
export const PickupLookupResponse = Envelope(PickupLookup);

/**
 * GET /v1/pickups/expected: the parcels a pickup or dropoff session expects, the seller's orders
 * dispatched and not handed over yet (status below PICKUP), by order number. A phone keeps them
 * in its session so that it can count and name them offline (src/offline/scan-sessions.ts).
 * At most MAX_EXPECTED_PARCELS; `count` says how many there are in all.
 */
export const ExpectedParcel = v.object({
  id: v.number(),
  order_number: v.string(),
  reference: v.string(),
  last_mile_tracking_number: v.nullable(v.string()),
});
export type ExpectedParcel = v.InferOutput<typeof ExpectedParcel>;
export const ExpectedParcelsResponse = Envelope(v.object({ elements: v.array(ExpectedParcel), count: v.number() }));
/** A round of pickups is tens of parcels; a seller with more awaiting pickup gets the first ones. */
export const MAX_EXPECTED_PARCELS = MAX_PAGE_SIZE;

// ---- requests ------------------------------------------------------------------------------

const Reference = v.pipe(
  v.string(MESSAGES.mustBeText),
  v.trim(),
  v.nonEmpty(MESSAGES.blank),
  v.maxLength(MAX_PICKUP_REFERENCE, MESSAGES.tooLong(MAX_PICKUP_REFERENCE)),
);

/**
 * POST /v1/pickups (Idempotency-Key required). The server also refuses a `scanned_at` more than
 * 10 minutes ahead of its clock or older than 30 days (it needs its clock for that).
 */
export const CreatePickupRequest = v.object({
  reference: Reference,
  type: v.picklist(PICKUP_TYPES, "Must be pickup or dropoff"),
  scanned_at: v.pipe(
    v.string(MESSAGES.mustBeText),
    v.check((text) => parseDeviceTime(text) !== undefined, "Must be a time (ISO 8601 with a time zone)"),
  ),
  note: v.optional(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(MAX_PICKUP_NOTE, MESSAGES.tooLong(MAX_PICKUP_NOTE)))),
});
export type CreatePickupRequest = v.InferOutput<typeof CreatePickupRequest>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** An empty box in a filter form arrives as "" and means "any". */
const filterDate = v.optional(v.pipe(v.string(), v.check((text) => text === "" || DATE_PATTERN.test(text), "Must be a date (YYYY-MM-DD)")));

/**
 * GET /v1/pickups: newest scan first. Dates are whole UTC days of `scanned_at`, both ends
 * included; `order_number` matches a part, case-insensitively; an empty filter means "any".
 */
export const PickupsQuery = v.object({
  ...Pagination,
  type: v.optional(v.picklist(["", ...PICKUP_TYPES], "Must be pickup or dropoff")),
  start_date: filterDate,
  end_date: filterDate,
  order_number: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, MESSAGES.tooLong(120)))),
});
export type PickupsQuery = v.InferInput<typeof PickupsQuery>;

/** GET /v1/pickups/lookup?reference=... */
export const PickupLookupQuery = v.object({ reference: Reference });
