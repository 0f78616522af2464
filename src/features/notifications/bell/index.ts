export { NotificationBell } from "./notification-bell";
