import type { ServerDeps } from "../deps";
import { HttpError } from "../http/errors";
import { hitWindows } from "./fixed-window";

/**
 * Mails a signed-in user makes the server send to an address they typed (a new sign-in e-mail's
 * confirmation, a notification sender's verification): nothing else stops a user from making the
 * server mail strangers, or from probing addresses through such mails (decision 068). Counted per
 * user and per recipient address before the mail is queued; every request counts, sent or not.
 */

export const MAILS_PER_USER = 5;
export const MAILS_PER_RECIPIENT = 3;
export const MAIL_WINDOW_MS = 60 * 60_000;

/** Throws 429 with Retry-After (and `message`) past either limit. */
export async function reserveTypedAddressMail(deps: Pick<ServerDeps, "db" | "now">, who: { userId: number; recipient: string }, message: string): Promise<void> {
  const hits = await hitWindows(deps, [
    { key: `typed-mail:user:${who.userId}`, windowMs: MAIL_WINDOW_MS },
    { key: `typed-mail:recipient:${who.recipient.toLowerCase()}`, windowMs: MAIL_WINDOW_MS },
  ]);
  const [byUser, byRecipient] = hits as [(typeof hits)[number], (typeof hits)[number]];
  const over = [byUser.hits > MAILS_PER_USER && byUser, byRecipient.hits > MAILS_PER_RECIPIENT && byRecipient].filter((hit) => hit !== false);
  if (over.length > 0) throw new HttpError(429, [message], { "Retry-After": String(Math.max(...over.map((hit) => hit.retryAfterSeconds))) });
}
