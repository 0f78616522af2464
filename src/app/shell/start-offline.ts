import { msg } from "@lingui/core/macro";
import { i18n } from "@lingui/core";
import { showToast } from "../../ui/toast";
import { startOutboxSender } from "../../offline/outbox";
import { requestPersistentStorage } from "../../offline/storage";

export { default as SavedData } from "./saved-data";

/** Long enough to read a two-line warning; the outbox screen keeps saying it. */
const STORAGE_REFUSED_TOAST_MS = 10_000;

/**
 * What the signed-in shell starts on this device: the outbox's sender and the request for
 * persistent storage. Loaded on demand once the shell has rendered, like the top bar's widgets
 * (decision 012): both need IndexedDB code that the first screen itself may not. When the browser
 * refuses to keep the device's data, the user is told here (in the language of the moment), so
 * the shell's first load carries neither the words nor the toast.
 */
export function startOffline(): () => void {
  const stop = startOutboxSender();
  void requestPersistentStorage(() => showToast(i18n._(msg`This browser may clear data saved on this device when space runs low.`), "warning", STORAGE_REFUSED_TOAST_MS));
  return stop;
}
