import * as v from "valibot";
import { Envelope, ListEnvelope, Pagination, QueryBoolean } from "./common";

export const NOTIFICATION_TYPES = ["seller_notifications", "user_notifications"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const Notification = v.object({
  id: v.number(),
  type: v.picklist(NOTIFICATION_TYPES),
  title_key: v.string(),
  title: v.string(),
  body: v.string(),
  created_at: v.string(),
  is_new: v.boolean(),
});
export type Notification = v.InferOutput<typeof Notification>;

export const MyNotificationsQuery = v.object({
  ...Pagination,
  is_new: v.optional(QueryBoolean),
  /** Only seller notifications or only the user's own (spec section 6: lists by user type). */
  type: v.optional(v.picklist(NOTIFICATION_TYPES, "Unknown notification type")),
});
export const MyNotificationsResponse = ListEnvelope(Notification);

/** GET /v1/my_notifications/{id}: one notification the user sees (the list's `?notificationId=`). */
export const MyNotificationResponse = Envelope(Notification);

/** Each title key mapped to its category. */
export const NotificationTitlesResponse = Envelope(v.record(v.string(), v.string()));

const MASSIVE_UPDATE_MAX_IDS = 1000;

/** Marks the given notifications read (is_new false) or new again (is_new true), for this user only. */
export const MassiveUpdateRequest = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number("Must be a number"), v.integer("Must be a whole number"), v.minValue(1))),
    v.minLength(1, "Choose at least one notification"),
    v.maxLength(MASSIVE_UPDATE_MAX_IDS, `Can't be more than ${MASSIVE_UPDATE_MAX_IDS}`),
  ),
  is_new: v.boolean("Must be true or false"),
});
export const MassiveUpdateResponse = Envelope(v.object({ updated: v.number() }));
