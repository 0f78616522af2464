import { ApiError } from "../../api/errors";
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
  measure: (userId: number | undefined) => [...wizardQueries.all(), "measure", userId] as const,
  contracts: (userId: number | undefined) => [...wizardQueries.all(), "contracts", userId] as const,
  salesChannels: (userId: number | undefined) => [...wizardQueries.all(), "sales-channels", userId] as const,
  sellerSettings: (sellerId: number | undefined) => [...wizardQueries.all(), "seller-settings", sellerId] as const,
  printing: (userId: number | undefined) => [...wizardQueries.all(), "printing", userId] as const,
  /** The seller's profile: a new draft's sender when the user has no last sender. */
  currentSeller: (userId: number) => [...wizardQueries.all(), "current-seller", userId] as const,
  /** Keyed by the sorted, normalized codes: the same codes in another order are the same question. */
  documentsNeeded: (userId: number | undefined, codes: readonly string[]) => [...wizardQueries.all(), "documents-needed", userId, codes.join(",")] as const,
};

/** A call that never reached the server (offline, or the network dropped): the device copy answers. */
export const isOfflineError = (error: unknown) => error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");

/** A server failure is asked once more; a missing network is not (the device copy answers at once). */
export const retryUnlessOffline = (failures: number, error: unknown) => !isOfflineError(error) && failures < 1;

/** The Dexie `meta` key of one wizard answer of one user. */
export const offlineCopyKey = (name: string, userId: number | undefined) => `order-create:${name}:${userId ?? "anonymous"}`;

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
