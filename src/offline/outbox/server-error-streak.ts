import type { OutboxOperation } from "./operations";

/**
 * An operation the server fails the same way every time (a 500 with the same words, as a NUL in a
 * text once made PostgreSQL answer) would be retried for ever in silence. After this many such
 * answers in a row it needs attention instead: the person sees the server's words and retries or
 * discards it (decision 069). Five attempts span about half a minute of backoff, well past a blip.
 */
export const SAME_SERVER_ERROR_LIMIT = 5;

/**
 * Bad gateway, unavailable and gateway timeout say the server is away (a deploy, a restart, a
 * proxy), not that it cannot do this operation: they are retried for as long as it takes.
 */
const PASSING_STATUSES = new Set([502, 503, 504]);

/**
 * How many times in a row the server has now answered this same error, counting this answer;
 * undefined for an answer that does not count (a passing status, a Retry-After, not a 5xx).
 */
export function sameServerErrorCount(
  last: OutboxOperation["lastError"],
  answer: { status?: number; retryAfterSeconds?: number; messages: readonly string[] },
): number | undefined {
  const { status } = answer;
  if (status === undefined || status < 500 || status > 599 || PASSING_STATUSES.has(status) || answer.retryAfterSeconds !== undefined) return undefined;
  const same = last?.status === status && last.messages.length === answer.messages.length && last.messages.every((text, i) => text === answer.messages[i]);
  return same ? (last.sameErrors ?? 1) + 1 : 1;
}
