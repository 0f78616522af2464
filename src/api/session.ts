import * as v from "valibot";
import { SessionUser } from "./schemas/auth";

/**
 * The signed-in user, kept in localStorage under "{platform}-user" (spec section 7) so that a
 * reload or an offline start keeps the session. This module is its only reader and writer;
 * React reads it through `useSessionUser` (subscribe + snapshot).
 */
let platformKey = "nb";
const storageKey = () => `${platformKey}-user`;
const listeners = new Set<() => void>();
let cached: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };
/** How the session ended in this page, if it did: refused by the server (401) or signed out. */
export type SessionEnd = "expired" | "signed-out";
let endedHere: SessionEnd | null = null;

export function setSessionPlatform(platform: string): void {
  platformKey = platform;
  notify();
}

export function getSessionUser(): SessionUser | null {
  const raw = localStorage.getItem(storageKey());
  if (raw === cached.raw) return cached.user;
  let user: SessionUser | null = null;
  try {
    const result = v.safeParse(SessionUser, JSON.parse(raw ?? "null"));
    user = result.success ? result.output : null;
  } catch {
    user = null; // A damaged entry is no session: the guard sends the user to sign in.
  }
  cached = { raw, user };
  return user;
}

export function storeSessionUser(user: SessionUser): void {
  endedHere = null;
  localStorage.setItem(storageKey(), JSON.stringify(user));
  notify();
}

export function clearSessionUser(end: SessionEnd = "signed-out"): void {
  endedHere = end;
  localStorage.removeItem(storageKey());
  notify();
}

/**
 * Whether a user's session ended in this page, and how. Home shows a visitor the public tracker,
 * but a user who just signed out, or whose session the server refused (the 401 rule: "redirects
 * to login once with the intended path"), goes to sign in. Null after a sign-in, and in a page
 * that never had a user here.
 */
export const sessionEndedHere = (): SessionEnd | null => endedHere;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes this tab's session too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === storageKey()) notify();
  });
}
