import { apiRequest } from "../client";
import { NotificationDeliveryListResponse, type NotificationDeliveriesQuery } from "../schemas/notification-deliveries";

/** The notification delivery log (issue 21, decision 060). */

/** GET /v1/notification_deliveries?rule_id=&order_id=: `{elements, count, ids}`, newest first. */
export const fetchNotificationDeliveries = async (query: NotificationDeliveriesQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "notification_deliveries", NotificationDeliveryListResponse, { searchParams: query, signal })).data;
