import { type DehydratedState, type Query, type QueryClient, type QueryKey, dehydrate, hydrate } from "@tanstack/react-query";
import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { ApiError } from "../api/errors";

/**
 * The small server state of the signed-in screens (the user's group, measurement system, seller,
 * printing and tracking settings, contracts, column settings), kept in localStorage so that a
 * screen opened offline still shows its last answer (decision 016). Large lists stay in Dexie
 * (decision 016).
 *
 * - One entry per user (`saved-queries:{userId}`), carrying the app's build as its `buster`: an
 *   entry of another build, or older than a session lasts, is dropped unread. Starting for one
 *   user drops every other user's entry, and sign-out drops them all.
 * - A saved answer is a fallback, not a warm start: it is put into a query only when that query
 *   cannot reach the server (paused offline, or failed for want of a network) and has nothing to
 *   show. Online, screens show the server's answer as before, so a form never opens with values
 *   from days ago that a save would write back.
 * - Saving is `@tanstack/query-sync-storage-persister`: throttled writes of the dehydrated cache,
 *   and one at once when the page goes (pagehide) with a write still waiting.
 *   What is saved is the last good answer of each query this device has seen, also of queries no
 *   longer in memory, so one screen's visit does not forget another's.
 */

export const SAVED_QUERIES_KEY_PREFIX = "saved-queries:";
export const savedQueriesKey = (userId: number) => `${SAVED_QUERIES_KEY_PREFIX}${userId}`;

/** As long as a session lasts (server/routes/auth.ts): a driver may work that long offline. */
export const SAVED_QUERIES_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** At most one write a second, however many answers arrive. */
const SAVE_THROTTLE_MS = 1_000;

type Persister = ReturnType<typeof createSyncStoragePersister>;
type PersistedClient = Parameters<Persister["persistClient"]>[0];
type SavedQuery = DehydratedState["queries"][number];

export interface SavedQueriesOptions {
  queryClient: QueryClient;
  userId: number;
  /** The app's build: what another build saved may not fit this one's screens. */
  buster: string;
  /** The queries worth keeping: small server state read by screens (never lists). */
  shouldSave: (queryKey: QueryKey) => boolean;
  storage?: Storage;
  now?: () => number;
  /** How long writes are gathered into one (tests make it short). */
  saveThrottleMs?: number;
}

/** Removes the saved queries of every user but `keepUserId` (all of them without it). */
export function forgetSavedQueries(storage: Storage = localStorage, keepUserId?: number): void {
  const keep = keepUserId === undefined ? undefined : savedQueriesKey(keepUserId);
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key?.startsWith(SAVED_QUERIES_KEY_PREFIX) && key !== keep) storage.removeItem(key);
  }
}

/** A failure that never reached the server: the saved answer may stand in for it. */
const reachedNoServer = (error: unknown) => error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");

/** A query with nothing to show that is waiting for, or failed for want of, a network. */
const needsSavedAnswer = (query: Query) =>
  query.state.data === undefined && (query.state.fetchStatus === "paused" || (query.state.status === "error" && reachedNoServer(query.state.error)));

/** What the storage holds for this user, if it is of this build and young enough; else nothing (and it is removed). */
function readSaved(persister: Persister, options: Required<Pick<SavedQueriesOptions, "buster" | "shouldSave" | "now">>): Map<string, SavedQuery> {
  const saved = new Map<string, SavedQuery>();
  let client: PersistedClient | undefined;
  try {
    client = persister.restoreClient() as PersistedClient | undefined;
  } catch {
    client = undefined; // Unreadable text: as if nothing had been saved.
  }
  if (!client?.clientState?.queries || client.buster !== options.buster) {
    void persister.removeClient();
    return saved;
  }
  const oldest = options.now() - SAVED_QUERIES_MAX_AGE_MS;
  for (const query of client.clientState.queries) {
    if (query.state.status === "success" && query.state.dataUpdatedAt >= oldest && options.shouldSave(query.queryKey)) saved.set(query.queryHash, query);
  }
  return saved;
}

/**
 * Starts saving the chosen queries of `userId` and answering from them offline. Returns the stop,
 * after which nothing more is written: the shell clears its cache as it goes, and that must not
 * be saved as this user's last state.
 */
export function startSavingQueries(options: SavedQueriesOptions): () => void {
  const { queryClient, userId, buster, shouldSave, storage = localStorage, now = Date.now, saveThrottleMs = SAVE_THROTTLE_MS } = options;
  let stopped = false;
  /** What a throttled write has yet to write. */
  let unwritten: PersistedClient | undefined;
  const guarded = {
    getItem: (key: string) => storage.getItem(key),
    setItem: (key: string, value: string) => {
      unwritten = undefined;
      if (!stopped) storage.setItem(key, value);
    },
    removeItem: (key: string) => storage.removeItem(key),
  };
  const persister = createSyncStoragePersister({ storage: guarded, key: savedQueriesKey(userId), throttleTime: saveThrottleMs });
  forgetSavedQueries(storage, userId);
  const saved = readSaved(persister, { buster, shouldSave, now });

  const answerFromSaved = (query: Query) => {
    const entry = saved.get(query.queryHash);
    if (!entry || !needsSavedAnswer(query)) return;
    hydrate(queryClient, { queries: [entry], mutations: [] });
    // Stale at once, whatever the screen's staleTime: the server is asked again when it is back.
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: "none" });
  };

  /** Saves the answers in memory; with `onlyIfAny`, only when there is one to save. */
  const save = (onlyIfAny = false) => {
    const live = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" && shouldSave(query.queryKey) });
    if (onlyIfAny && live.queries.length === 0) return;
    for (const query of live.queries) saved.set(query.queryHash, query);
    unwritten = { buster, timestamp: now(), clientState: { mutations: [], queries: [...saved.values()] } };
    void persister.persistClient(unwritten);
  };
  // A reload or a closed tab within the throttle's second would lose the answer just received,
  // often the very screen the user is on: write it at once as the page goes (the persister's own
  // format, JSON).
  const saveNow = () => {
    if (unwritten && !stopped) guarded.setItem(savedQueriesKey(userId), JSON.stringify(unwritten));
  };
  globalThis.addEventListener?.("pagehide", saveNow);

  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) answerFromSaved(query);
  // This code loads after the shell has painted: the screen's answers may have come first.
  save(true);
  const unsubscribe = cache.subscribe((event) => {
    if (stopped || !shouldSave(event.query.queryKey)) return;
    // After the cache has told everyone of this change: hydrating inside the notification would
    // start another one within it.
    queueMicrotask(() => {
      if (!stopped) answerFromSaved(event.query);
    });
    if (event.type === "updated" && event.action.type === "success") save();
  });

  return () => {
    stopped = true;
    unsubscribe();
    globalThis.removeEventListener?.("pagehide", saveNow);
  };
}
