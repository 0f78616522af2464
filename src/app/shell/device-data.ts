import { clearOrderCaches } from "../../offline/order-cache";
import { clearScanSessions } from "../../offline/scan-sessions";
import { clearTemplates } from "../../offline/templates";

/**
 * At sign-out: another user may sign in next on this device, so nothing of this one's data stays
 * (the outbox keeps its operations, which only their author's session ever sends).
 */
export const clearUserDeviceData = () => Promise.all([clearOrderCaches(), clearScanSessions(), clearTemplates()]);
