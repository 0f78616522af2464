import { useSyncExternalStore } from "react";
import { getSessionUser, subscribeSession } from "./session";

/** The signed-in user, or null; re-renders on sign-in, sign-out, expiry and other tabs' changes. */
export function useSessionUser() {
  return useSyncExternalStore(subscribeSession, getSessionUser);
}
