import { queryOptions, skipToken } from "@tanstack/react-query";
import { fetchNotificationSettings } from "../../api/calls/notification-settings";

/** GET /v1/notification_settings/{id}: only /notifications/settings reads it. */
export const notificationSettingsQuery = (sellerId: number | undefined) =>
  queryOptions({
    queryKey: ["notification-settings", sellerId] as const,
    queryFn: sellerId === undefined ? skipToken : ({ signal }) => fetchNotificationSettings(sellerId, signal),
  });
