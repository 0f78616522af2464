import { isOfflineError } from "../../api/offline-error";
import { getMeta, setMeta } from "../../offline/db";

/**
 * Query keys of the order wizard (CONVENTIONS.md point 8), and the offline copy of what it reads.
 *
 * The wizard must work offline: the Courier step prices from the contracts, the Shipment step
 * offers the sales channels, the Boxes step asks for the documents the HS codes need. Each answer
 * is therefore written to Dexie `meta` when it arrives and read back when the network is missing,
 * per user (another user signing in on this device never sees this seller's price tables).
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

/** The Dexie `meta` key of one wizard answer of one user. */
export const offlineCopyKey = (name: string, userId: number | undefined) => `order-create:${name}:${userId ?? "anonymous"}`;

/**
 * Shared query options (src/api/queries) whose answer is also kept on the device and read from
 * there offline. Options that cannot ask yet (skipToken: no seller) are returned as they are.
 */
export function keptOnDevice<Options extends { queryFn?: unknown }>(options: Options, copyKey: string): Options {
  const load = options.queryFn;
  if (typeof load !== "function") return options;
  return { ...options, queryFn: (context: unknown) => withOfflineCopy(copyKey, () => (load as (context: unknown) => Promise<unknown>)(context)) };
}

/**
 * Fetches and keeps a copy on the device; offline, answers with the copy. Without a copy the
 * offline error stands (the step says what it cannot show).
 */
export async function withOfflineCopy<T>(copyKey: string, fetcher: () => Promise<T>): Promise<T> {
  try {
    const answer = await fetcher();
    // A full disk must not turn a good answer into a failure: the copy is a convenience.
    await setMeta(copyKey, answer).catch(() => undefined);
    return answer;
  } catch (error) {
    if (!isOfflineError(error)) throw error;
    const copy = await getMeta<T>(copyKey).catch(() => undefined);
    if (copy === undefined) throw error;
    return copy;
  }
}
