import { sendQueuedWrite } from "../../api/calls/queued-writes";
import { subscribeSession } from "../../api/session";
import { writeToSend } from "../templates/template-sync";
import type { OutboxOperation } from "./operations";
import { OutboxSender, type SenderDeps } from "./sender";
import { setActiveSender } from "./sender-registry";

/**
 * Starts the page's sender and wires what wakes it: start, `online`, the page becoming visible,
 * a new sign-in (the end of a 401 pause), each enqueue (sender-registry.ts) and its own backoff
 * timer. The service worker does not send: one sender per page, one page at a time (Web Locks).
 */

/**
 * Sends the operation's write as its call built it (src/api/calls/queued-writes.ts: no retries of
 * its own; backoff is the outbox's alone). A template operation's write is chosen at send time
 * (template-sync.ts); one with nothing to send is done at once.
 */
export const sendWithClient = async (op: OutboxOperation): Promise<unknown> => {
  const write = op.template ? await writeToSend(op) : op;
  if (write === null) return undefined;
  return sendQueuedWrite(write, op.id);
};

export const browserSenderDeps = (): SenderDeps => ({
  now: () => Date.now(),
  random: Math.random,
  locks: typeof navigator !== "undefined" && "locks" in navigator ? navigator.locks : undefined,
  send: sendWithClient,
  schedule: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
});

let running: { sender: OutboxSender; users: number; detach: () => void } | null = null;

/** Wires a sender to the page's events; returns the function that unwires it. */
export function attachTriggers(sender: OutboxSender): () => void {
  const kick = () => sender.kick();
  // Back online: operations that failed for want of a network are due now, not after their
  // backoff (up to a minute) has run out. The sender does it under its lock.
  const onOnline = () => sender.kick({ dueNow: true });
  const onVisibility = () => {
    if (document.visibilityState === "visible") kick();
  };
  window.addEventListener("online", onOnline);
  document.addEventListener("visibilitychange", onVisibility);
  const unsubscribe = subscribeSession(kick);
  return () => {
    window.removeEventListener("online", onOnline);
    document.removeEventListener("visibilitychange", onVisibility);
    unsubscribe();
  };
}

/**
 * Idempotent: a second call (React StrictMode runs effects twice) shares the running sender.
 * The returned function stops it once every caller has stopped.
 */
export function startOutboxSender(deps: SenderDeps = browserSenderDeps()): () => void {
  if (!running) {
    const sender = new OutboxSender(deps);
    running = { sender, users: 0, detach: attachTriggers(sender) };
    setActiveSender(sender);
    sender.kick();
  }
  const current = running;
  current.users += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    current.users -= 1;
    if (current.users > 0 || running !== current) return;
    current.detach();
    current.sender.stop();
    setActiveSender(null);
    running = null;
  };
}
