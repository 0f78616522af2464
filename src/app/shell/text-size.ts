import { useSyncExternalStore } from "react";

/**
 * The reader's text size, in percent of the browser's own size (spec: 80 to 200, default 100,
 * kept in local storage). Applied as the root font size, so every rem-based size follows and the
 * browser's own zoom and font settings still multiply on top.
 */
export const TEXT_SIZES = [80, 90, 100, 120, 150, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = 100;

const TEXT_SIZE_STORAGE_KEY = "text-size";
const listeners = new Set<() => void>();

/**
 * Only the exact strings this module writes count: anything else found in storage ("110",
 * "1e2", " 120", a value from an older version) is ignored, as the spec asks.
 */
export function parseTextSize(stored: string | null): TextSize {
  return TEXT_SIZES.find((size) => String(size) === stored) ?? DEFAULT_TEXT_SIZE;
}

export function loadTextSize(): TextSize {
  return parseTextSize(localStorage.getItem(TEXT_SIZE_STORAGE_KEY));
}

/** A size outside the list is treated as the default, exactly as a stored one would be. */
export function saveTextSize(size: number): void {
  localStorage.setItem(TEXT_SIZE_STORAGE_KEY, String(parseTextSize(String(size))));
  notify();
}

export function applyTextSize(size: number): void {
  document.documentElement.style.fontSize = `${parseTextSize(String(size))}%`;
}

/** What a control calls: show the new size now and keep it for the next visit. */
export function setTextSize(size: number): void {
  saveTextSize(size);
  applyTextSize(size);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

/** The current size and its setter; follows changes made here and in other tabs. */
export function useTextSize(): [TextSize, (size: number) => void] {
  return [useSyncExternalStore(subscribe, loadTextSize), setTextSize];
}

// Another tab changing the size changes this tab too, as with the session.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== null && event.key !== TEXT_SIZE_STORAGE_KEY) return;
    applyTextSize(loadTextSize());
    notify();
  });
}
