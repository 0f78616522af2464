/**
 * Whether a new version of the app waits (src/app/service-worker.ts sets it; <UpdatePrompt/>
 * reads it). Kept apart from service-worker.ts so that the shell, which shows the prompt, does
 * not download workbox-window before its first paint: main.tsx loads that module afterwards.
 */
export interface ServiceWorkerState {
  /** A new version is installed and waits for the user to accept it. */
  readonly updateAvailable: boolean;
}

let state: ServiceWorkerState = { updateAvailable: false };
const listeners = new Set<() => void>();

export function setUpdateAvailable(updateAvailable: boolean): void {
  if (state.updateAvailable === updateAvailable) return;
  state = { updateAvailable };
  for (const listener of listeners) listener();
}

/** A store for `useSyncExternalStore`: the snapshot object changes only when the state does. */
export const serviceWorkerStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): ServiceWorkerState {
    return state;
  },
};
