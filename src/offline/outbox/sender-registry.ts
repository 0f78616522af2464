/**
 * The page's running sender, if any, so that enqueue and the outbox actions can wake it without
 * importing the sender (and the sender's start-up) themselves.
 */
export interface Kickable {
  kick(): void;
}

let active: Kickable | null = null;

export function setActiveSender(sender: Kickable | null): void {
  active = sender;
}

/** Asks the running sender to drain now; a no-op before the signed-in shell started one. */
export function kickOutbox(): void {
  active?.kick();
}
