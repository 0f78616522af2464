import { TRACKING_PATH } from "../domain/tracking";

/**
 * The page's three views by pathname, with the History API and no library: a router would
 * cost more than the page's own code.
 */
export const NOT_FOUND_PATH = `${TRACKING_PATH}/404`;
export const resultPath = (reference: string) => `${TRACKING_PATH}/${encodeURIComponent(reference)}`;
export const formPath = (params?: Record<string, string>) =>
  params && Object.keys(params).length > 0 ? `${TRACKING_PATH}?${new URLSearchParams(params)}` : TRACKING_PATH;

export type View = { name: "form"; search: URLSearchParams } | { name: "not-found" } | { name: "result"; reference: string };

export function viewOf(pathname: string, search: string): View {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === TRACKING_PATH) return { name: "form", search: new URLSearchParams(search) };
  if (path === NOT_FOUND_PATH) return { name: "not-found" };
  const rest = path.startsWith(`${TRACKING_PATH}/`) ? path.slice(TRACKING_PATH.length + 1) : "";
  // One segment is a reference; anything deeper (or outside /trackings) is not a page of ours.
  if (rest === "" || rest.includes("/")) return { name: "not-found" };
  try {
    return { name: "result", reference: decodeURIComponent(rest) };
  } catch {
    return { name: "not-found" };
  }
}

export const currentView = (): View => viewOf(location.pathname, location.search);

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` on every navigation (ours and the browser's back/forward). */
export function onNavigate(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

export function navigate(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) history.replaceState(null, "", url);
  else history.pushState(null, "", url);
  for (const listener of [...listeners]) listener();
}

/** For links: keeps a plain click inside the page, lets modified clicks open a new tab. */
export function followLink(event: MouseEvent, url: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(url);
}
