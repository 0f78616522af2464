/**
 * How long a device may keep an operation and still send it (decision 027).
 *
 * Exactly-once rests on the server remembering an operation's Idempotency-Key for as long as the
 * device may send it again: the server keeps a key 30 days from its first request
 * (IDEMPOTENCY_KEY_TTL_MS in server/idempotency/idempotency.ts). The device's outbox never sends
 * an operation older than MAX_OPERATION_AGE_MS (src/offline/outbox/lifetime.ts): such an
 * operation goes to "needs attention" instead, and a person decides.
 *
 * Shared with the server (which imports only src/domain and src/api/schemas) so that its tests
 * fail if the device's age is ever raised to where the server may have forgotten the key.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest operation (by the device's clock, from when it was queued) the outbox still sends. */
export const MAX_OPERATION_AGE_MS = 28 * DAY_MS;

/**
 * What the server's key lifetime must exceed the device's age by: a device clock set back after
 * the operation was queued (making it look younger than it is), and the time a send takes to
 * reach the server. Two days: a wrong clock corrected by more than that is not covered.
 */
export const OPERATION_AGE_MARGIN_MS = 2 * DAY_MS;
