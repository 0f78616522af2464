import { apiRequest } from "../client";
import { MassiveUpdateResponse, MyNotificationsResponse, type Notification } from "../schemas/notifications";

export interface MyNotificationsParams {
  isNew?: boolean;
  limit: number;
  offset: number;
}

export const fetchMyNotifications = async ({ isNew, limit, offset }: MyNotificationsParams) =>
  (await apiRequest("get", "my_notifications", MyNotificationsResponse, { searchParams: { is_new: isNew, limit, offset } })).data;

/** Marks read (isNew false) or new again; seller and user notifications have one call each. */
export async function setNotificationsNew(notifications: Pick<Notification, "id" | "type">[], isNew: boolean): Promise<void> {
  for (const type of ["seller_notifications", "user_notifications"] as const) {
    const ids = notifications.filter((n) => n.type === type).map((n) => n.id);
    if (ids.length > 0) await apiRequest("put", `${type}/massive_update`, MassiveUpdateResponse, { json: { ids, is_new: isNew } });
  }
}
