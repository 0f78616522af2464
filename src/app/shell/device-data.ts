import { clearOrderCaches } from "../../offline/order-cache";
import { clearAllOverpackScans } from "../../offline/overpack-scans";
import { forgetSavedQueries } from "../../offline/saved-queries";
import { clearScanSessions } from "../../offline/scan-sessions";
import { clearTemplates } from "../../offline/templates";

/**
 * At sign-out: another user may sign in next on this device, so nothing of this one's data stays
 * (the outbox keeps its operations, which only their author's session ever sends).
 */
export const clearUserDeviceData = () => {
  forgetSavedQueries();
  return Promise.all([clearOrderCaches(), clearScanSessions(), clearTemplates(), clearAllOverpackScans()]);
};
