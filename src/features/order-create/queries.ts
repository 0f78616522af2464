import type { SkipToken } from "@tanstack/react-query";
import { isOfflineError } from "../../api/offline-error";
import type { DeviceKey } from "../../offline/device/device-keys";
import { readDeviceKey, writeDeviceKey } from "../../offline/device/device-store";

/**
 * Query keys of the order wizard (CONVENTIONS.md point 8), and the offline copy of what it reads.
 *
 * The wizard must work offline: the Courier step prices from the contracts, the Shipment step
 * offers the sales channels, the Boxes step asks for the documents the HS codes need. Each answer
 * is therefore kept on the device when it arrives (under its key of DEVICE_KEYS.wizardCopy, per
 * user) and read back, checked against its schema, when the network is missing.
 */
export const wizardQueries = {
  all: () => ["order-create"] as const,
  // The measure, contracts, sales channels, seller and printing settings are read by other
  // screens too: their queries are src/api/queries' (one key each), kept on the device below.
  /** Keyed by the sorted, normalized codes: the same codes in another order are the same question. */
  documentsNeeded: (userId: number | undefined, codes: readonly string[]) => [...wizardQueries.all(), "documents-needed", userId, codes.join(",")] as const,
};

// The app's one offline test and retry rule (src/api/offline-error.ts), under the names the wizard imports.
export { isOfflineError, retryUnlessOffline } from "../../api/offline-error";

/**
 * Shared query options (src/api/queries) whose answer is also kept on the device and read from
 * there offline. Options that cannot ask yet (skipToken: no seller) are returned as they are.
 */
export function keptOnDevice<TValue, Options extends { queryFn?: ((context: never) => TValue | Promise<TValue>) | SkipToken }>(options: Options, copy: DeviceKey<TValue>): Options {
  const load = options.queryFn;
  if (typeof load !== "function") return options;
  return { ...options, queryFn: (context: never) => withOfflineCopy(copy, async () => load(context)) };
}

/**
 * Fetches and keeps a copy on the device; offline, answers with the copy. Without a copy the
 * offline error stands (the step says what it cannot show).
 */
export async function withOfflineCopy<T>(copy: DeviceKey<T>, fetcher: () => Promise<T>): Promise<T> {
  try {
    const answer = await fetcher();
    // A full disk must not turn a good answer into a failure: the copy is a convenience.
    await writeDeviceKey(copy, answer).catch(() => undefined);
    return answer;
  } catch (error) {
    if (!isOfflineError(error)) throw error;
    // A copy that fails its schema (damaged, or kept by an older app) reads as none.
    const kept = await readDeviceKey(copy).catch(() => undefined);
    if (kept === undefined) throw error;
    return kept;
  }
}
