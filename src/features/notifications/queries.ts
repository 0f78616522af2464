import type { MyNotificationsParams } from "../../api/calls/notifications";

export const notificationQueries = {
  all: () => ["notifications"] as const,
  list: (params: MyNotificationsParams) => [...notificationQueries.all(), "list", params] as const,
  one: (id: number) => [...notificationQueries.all(), "one", id] as const,
};
