import { useSyncExternalStore } from "react";

/** From this width the filters show beside the list; below it they fold behind "Filters". */
const WIDE = "(min-width: 48rem)";

function subscribe(listener: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

export const useWideScreen = () => useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
