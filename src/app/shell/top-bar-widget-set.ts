/** The top bar's widgets (Headless UI), gathered so that they load as one chunk. */
export { GlobalSearch } from "./global-search";
export { NotificationBell } from "../../features/notifications/bell";
export { LanguageMenu } from "./language-menu";
export { UserMenu } from "./user-menu";
