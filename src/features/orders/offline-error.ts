/** The orders screens' name for the app's one offline test (src/api/offline-error.ts). */
export { isOfflineError, retryUnlessOffline } from "../../api/offline-error";
