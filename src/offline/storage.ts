import { DEVICE_KEYS, type PersistenceAnswer } from "./device/device-keys";
import { readDeviceKey, useDeviceKey, writeDeviceKey } from "./device/device-store";

/**
 * Persistent storage (navigator.storage.persist): without it the browser may evict IndexedDB
 * under storage pressure, and with it the outbox. Asked once per device; the answer is kept in
 * meta so the app can tell the user, and so browsers that prompt are not asked on every start.
 */
export type { PersistenceAnswer };

/** `onRefused` runs when the browser has just said no (not on later starts that remember it). */
export async function requestPersistentStorage(onRefused?: () => void): Promise<PersistenceAnswer> {
  const storage = typeof navigator !== "undefined" ? navigator.storage : undefined;
  let answer: PersistenceAnswer;
  if (!storage || typeof storage.persist !== "function") {
    answer = "unsupported";
  } else if (typeof storage.persisted === "function" && (await storage.persisted())) {
    answer = "granted";
  } else {
    const remembered = await readDeviceKey(DEVICE_KEYS.storagePersistence);
    if (remembered === "refused") return remembered;
    answer = (await storage.persist().catch(() => false)) ? "granted" : "refused";
    if (answer === "refused") onRefused?.();
  }
  await writeDeviceKey(DEVICE_KEYS.storagePersistence, answer);
  return answer;
}

/** The remembered answer; undefined until asked (or while loading). */
export function usePersistentStorage(): PersistenceAnswer | undefined {
  return useDeviceKey(DEVICE_KEYS.storagePersistence);
}
