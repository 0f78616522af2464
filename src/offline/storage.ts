import { useLiveQuery } from "dexie-react-hooks";
import { db, getMeta, setMeta } from "./db";

/**
 * Persistent storage (navigator.storage.persist): without it the browser may evict IndexedDB
 * under storage pressure, and with it the outbox. Asked once per device; the answer is kept in
 * meta so the app can tell the user, and so browsers that prompt are not asked on every start.
 */
export type PersistenceAnswer = "granted" | "refused" | "unsupported";

export const PERSISTENCE_META_KEY = "storage:persistence";

/** `onRefused` runs when the browser has just said no (not on later starts that remember it). */
export async function requestPersistentStorage(onRefused?: () => void): Promise<PersistenceAnswer> {
  const storage = typeof navigator !== "undefined" ? navigator.storage : undefined;
  let answer: PersistenceAnswer;
  if (!storage || typeof storage.persist !== "function") {
    answer = "unsupported";
  } else if (typeof storage.persisted === "function" && (await storage.persisted())) {
    answer = "granted";
  } else {
    const remembered = await getMeta<PersistenceAnswer>(PERSISTENCE_META_KEY);
    if (remembered === "refused") return remembered;
    answer = (await storage.persist().catch(() => false)) ? "granted" : "refused";
    if (answer === "refused") onRefused?.();
  }
  await setMeta(PERSISTENCE_META_KEY, answer);
  return answer;
}

/** The remembered answer; undefined until asked (or while loading). */
export function usePersistentStorage(): PersistenceAnswer | undefined {
  return useLiveQuery(async () => (await db.meta.get(PERSISTENCE_META_KEY))?.value as PersistenceAnswer | undefined, []);
}
