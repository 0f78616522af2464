import { apiRequest } from "../client";
import { MassiveUpdateResponse, MyNotificationResponse, MyNotificationsResponse, type Notification, type NotificationType } from "../schemas/notifications";

export interface MyNotificationsParams {
  isNew?: boolean;
  /** Only seller notifications or only the user's own; both when absent. */
  type?: NotificationType;
  limit: number;
  offset: number;
}

export const fetchMyNotifications = async ({ isNew, type, limit, offset }: MyNotificationsParams) =>
  (await apiRequest("get", "my_notifications", MyNotificationsResponse, { searchParams: { is_new: isNew, type, limit, offset } })).data;

/** One notification the user sees (the list's `?notificationId=`); 404 for any other. */
export const fetchMyNotification = async (id: number) => (await apiRequest("get", `my_notifications/${id}`, MyNotificationResponse)).data;

/** Marks read (isNew false) or new again; seller and user notifications have one call each. */
export async function setNotificationsNew(notifications: Pick<Notification, "id" | "type">[], isNew: boolean): Promise<void> {
  for (const type of ["seller_notifications", "user_notifications"] as const) {
    const ids = notifications.filter((n) => n.type === type).map((n) => n.id);
    if (ids.length > 0) await apiRequest("put", `${type}/massive_update`, MassiveUpdateResponse, { json: { ids, is_new: isNew } });
  }
}
