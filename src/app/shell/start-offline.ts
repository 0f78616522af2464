import { startOutboxSender } from "../../offline/outbox";
import { requestPersistentStorage } from "../../offline/storage";
import { preloadOfflineScreens } from "../routes/offline-screens";

/**
 * What the signed-in shell starts on this device: the outbox's sender and the request for
 * persistent storage. Loaded on demand once the shell has rendered, like the top bar's widgets
 * (decision 012): both need IndexedDB code that the first screen itself may not.
 */
export function startOffline(onStorageRefused: () => void): () => void {
  const stop = startOutboxSender();
  preloadOfflineScreens();
  void requestPersistentStorage(onStorageRefused);
  return stop;
}
