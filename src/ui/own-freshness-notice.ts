import { useEffect, useSyncExternalStore } from "react";

/**
 * Whether the screen on view says itself, offline, where its data comes from and how old it is
 * (the orders list, an order, the pickup and dropoff station). The shell's general notice for saved answers
 * (src/features/sync/saved-data-age.tsx) then stays quiet, so the screen does not say it twice.
 */
let screensWithOwnNotice = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by a screen while it shows its own offline notice. */
export function useOwnFreshnessNotice(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    screensWithOwnNotice += 1;
    changed();
    return () => {
      screensWithOwnNotice -= 1;
      changed();
    };
  }, [shown]);
}

/** True while a screen on view shows its own offline notice. */
export function useScreenShowsOwnFreshness(): boolean {
  return useSyncExternalStore(subscribe, () => screensWithOwnNotice > 0);
}
