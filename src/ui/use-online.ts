import { useSyncExternalStore } from "react";

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

const isOnline = () => navigator.onLine;
// The server render (none today) assumes a connection: the first client event corrects it.
const isOnlineOnServer = () => true;

/**
 * Whether the browser believes it has a network. `navigator.onLine` false is reliable ("offline"),
 * true only means "maybe": the outbox learns the rest from its own sends.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
}
