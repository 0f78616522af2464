import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "../api/errors";
import { SAVED_QUERIES_MAX_AGE_MS, forgetSavedQueries, savedQueriesKey, startSavingQueries } from "./saved-queries";

const BUILD = "0.1.0+build-a";
const ME_KEY = ["me"] as const;
const LIST_KEY = ["orders", "list", { page: 1 }] as const;
const SAVED_AT = Date.UTC(2026, 10, 26, 9, 0);
const ME = { id: 7, name: "Ana", measurement_system: "imperial" };

const isSaved = (key: QueryKey) => key[0] === "me";
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const stops: (() => void)[] = [];

function start(queryClient: QueryClient, userId: number, options: { buster?: string; now?: () => number; saveThrottleMs?: number } = {}) {
  const stop = startSavingQueries({ queryClient, userId, buster: options.buster ?? BUILD, shouldSave: isSaved, storage: localStorage, now: options.now, saveThrottleMs: options.saveThrottleMs ?? 0 });
  stops.push(stop);
  return stop;
}

/** A screen on this device answered by the server: what the user saw last. */
async function seeOnline(userId: number) {
  const queryClient = newClient();
  const stop = start(queryClient, userId, { now: () => SAVED_AT });
  vi.useFakeTimers({ toFake: ["Date"], now: SAVED_AT });
  await queryClient.fetchQuery({ queryKey: ME_KEY, queryFn: async () => ME });
  await queryClient.fetchQuery({ queryKey: LIST_KEY, queryFn: async () => [{ id: 1 }] });
  vi.useRealTimers();
  await vi.waitFor(() => expect(localStorage.getItem(savedQueriesKey(userId))).toContain("imperial"));
  // The reload: this page's saving stops with it.
  stop();
}

/** A screen opened after a reload without a network: its query fails before reaching the server. */
function openOffline(queryClient: QueryClient, queryKey: QueryKey) {
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: async () => {
      throw new ApiError("network", undefined, ["Failed to fetch"]);
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  stops.push(unsubscribe);
  return observer;
}

describe("saved queries", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
  });

  it("answers a screen opened offline with the last answer and the time it was fetched", async () => {
    await seeOnline(7);
    const queryClient = newClient();
    start(queryClient, 7);
    const observer = openOffline(queryClient, ME_KEY);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(ME));
    // The age the screen shows is the server's answer's, not the reload's.
    expect(observer.getCurrentResult().dataUpdatedAt).toBe(SAVED_AT);
    // Stale: asked again as soon as the server can be reached.
    expect(observer.getCurrentResult().isStale).toBe(true);
  });

  it("keeps no lists: they live in Dexie", async () => {
    await seeOnline(7);
    expect(localStorage.getItem(savedQueriesKey(7))).not.toContain('"list"');
    const queryClient = newClient();
    start(queryClient, 7);
    const observer = openOffline(queryClient, LIST_KEY);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"));
    expect(observer.getCurrentResult().data).toBeUndefined();
  });

  it("does not replace what the server answers online", async () => {
    await seeOnline(7);
    const queryClient = newClient();
    start(queryClient, 7);
    const fresh = { ...ME, measurement_system: "metric" };
    expect(await queryClient.fetchQuery({ queryKey: ME_KEY, queryFn: async () => fresh })).toEqual(fresh);
    await Promise.resolve();
    expect(queryClient.getQueryData(ME_KEY)).toEqual(fresh);
  });

  it("keeps nothing after sign-out", async () => {
    await seeOnline(7);
    forgetSavedQueries();
    expect(localStorage.getItem(savedQueriesKey(7))).toBeNull();
    const queryClient = newClient();
    start(queryClient, 7);
    const observer = openOffline(queryClient, ME_KEY);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"));
    expect(observer.getCurrentResult().data).toBeUndefined();
  });

  it("gives another user nothing of the previous one's, and drops it", async () => {
    await seeOnline(7);
    const queryClient = newClient();
    start(queryClient, 8);
    expect(localStorage.getItem(savedQueriesKey(7))).toBeNull();
    const observer = openOffline(queryClient, ME_KEY);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"));
    expect(observer.getCurrentResult().data).toBeUndefined();
  });

  it("gives another build of the app nothing: its screens may read another shape", async () => {
    await seeOnline(7);
    const queryClient = newClient();
    start(queryClient, 7, { buster: "0.1.0+build-b" });
    expect(localStorage.getItem(savedQueriesKey(7))).toBeNull();
    const observer = openOffline(queryClient, ME_KEY);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"));
    expect(observer.getCurrentResult().data).toBeUndefined();
  });

  it("drops answers older than a session lasts", async () => {
    await seeOnline(7);
    const queryClient = newClient();
    start(queryClient, 7, { now: () => SAVED_AT + SAVED_QUERIES_MAX_AGE_MS + 1 });
    const observer = openOffline(queryClient, ME_KEY);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"));
    expect(observer.getCurrentResult().data).toBeUndefined();
  });

  it("writes a waiting save at once when the page goes, so a quick reload keeps the screen just seen", async () => {
    const queryClient = newClient();
    start(queryClient, 7, { saveThrottleMs: 60_000 });
    await queryClient.fetchQuery({ queryKey: ME_KEY, queryFn: async () => ME });
    expect(localStorage.getItem(savedQueriesKey(7))).toBeNull();
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem(savedQueriesKey(7))).toContain("imperial");
  });

  it("saves the answers that arrived before it started (it loads after the shell has painted)", async () => {
    const queryClient = newClient();
    await queryClient.fetchQuery({ queryKey: ME_KEY, queryFn: async () => ME });
    start(queryClient, 7);
    await vi.waitFor(() => expect(localStorage.getItem(savedQueriesKey(7))).toContain("imperial"));
  });
});
