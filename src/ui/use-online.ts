import { useSyncExternalStore } from "react";
import { isOnline, subscribeConnectivity } from "../api/connectivity";

// The server render (none today) assumes a connection: the first client event corrects it.
const isOnlineOnServer = () => true;

/**
 * Whether the app can reach its server as far as it knows: the browser's own verdict, corrected by
 * what the app's requests met (src/api/connectivity.ts). Offline, screens say so and wait.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, isOnlineOnServer);
}
