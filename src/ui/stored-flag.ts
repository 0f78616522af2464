import { useSyncExternalStore } from "react";

/**
 * A yes/no UI preference kept in localStorage between visits (like the menu's visibility in
 * src/app/shell/menu-visibility.ts): which panels a user folds away. Only "true" and "false"
 * count; anything else (nothing stored, storage refused) gives the default. Follows changes made
 * in this tab and in others.
 */
export interface StoredFlag {
  load(): boolean;
  save(value: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function storedFlag(key: string, fallback: boolean): StoredFlag {
  const listeners = new Set<() => void>();
  // The last choice made here: it holds for this page even when storage refuses to keep it.
  let chosen: boolean | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const read = (): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // Storage blocked (privacy settings): the default holds.
    }
  };
  if (typeof window !== "undefined") {
    window.addEventListener("storage", (event) => {
      if (event.key === null || event.key === key) notify();
    });
  }
  return {
    load: () => {
      const stored = read();
      return stored === "true" ? true : stored === "false" ? false : (chosen ?? fallback);
    },
    save: (value) => {
      chosen = value;
      try {
        localStorage.setItem(key, String(value));
      } catch {
        // Not remembered for the next visit; `chosen` keeps it for this one.
      }
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStoredFlag(flag: StoredFlag): [boolean, (value: boolean) => void] {
  return [useSyncExternalStore(flag.subscribe, flag.load), flag.save];
}
