import { useSyncExternalStore } from "react";

/** Whether the left menu is shown on a wide screen, kept between visits (spec: "Side menu visibility ... persist"). */
const MENU_VISIBLE_STORAGE_KEY = "menu-visible";
export const DEFAULT_MENU_VISIBLE = true;

const listeners = new Set<() => void>();

/** Only "true" and "false" count; anything else in storage gives the default. */
export function parseMenuVisible(stored: string | null): boolean {
  if (stored === "true") return true;
  if (stored === "false") return false;
  return DEFAULT_MENU_VISIBLE;
}

export function loadMenuVisible(): boolean {
  return parseMenuVisible(localStorage.getItem(MENU_VISIBLE_STORAGE_KEY));
}

export function saveMenuVisible(visible: boolean): void {
  localStorage.setItem(MENU_VISIBLE_STORAGE_KEY, String(visible));
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

/** The stored visibility and its setter; follows changes made here and in other tabs. */
export function useMenuVisible(): [boolean, (visible: boolean) => void] {
  return [useSyncExternalStore(subscribe, loadMenuVisible), saveMenuVisible];
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === MENU_VISIBLE_STORAGE_KEY) notify();
  });
}
