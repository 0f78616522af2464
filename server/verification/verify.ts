import { timingSafeEqual } from "node:crypto";
import * as v from "valibot";
import { VERIFICATION_FAILED, type VerificationAction, VerificationSolution } from "../../src/api/schemas/verification";
import type { ServerDeps } from "../deps";
import { HttpError } from "../http/errors";
import { CHALLENGE_ALGORITHM, hmacHex, saltParams, sha256Hex } from "./challenge";
import { verificationSecret } from "./secret";

/** Reads the base64 JSON the client sends; anything else is no solution at all. */
export function decodeVerification(encoded: string): VerificationSolution | undefined {
  if (encoded === "" || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return undefined;
  try {
    const result = v.safeParse(VerificationSolution, JSON.parse(Buffer.from(encoded, "base64").toString("utf8")));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a solution without touching the database: our signature, the work done, the action and
 * the expiry. Answers when the challenge expires (to keep it used until then), or undefined.
 */
export function checkSolution(solution: VerificationSolution, secret: string, action: VerificationAction, now: Date): Date | undefined {
  if (solution.algorithm !== CHALLENGE_ALGORITHM) return undefined;
  if (!sameHex(hmacHex(secret, solution.challenge), solution.signature)) return undefined;
  if (!sameHex(sha256Hex(`${solution.salt}${solution.number}`), solution.challenge)) return undefined;
  // Only salts we issued carry a signed hash; their parameters end with "&" (see challenge.ts).
  if (!solution.salt.endsWith("&")) return undefined;
  const params = saltParams(solution.salt);
  if (params.get("action") !== action) return undefined;
  const expires = Number(params.get("expires"));
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return undefined;
  return new Date(expires * 1000);
}

export const verificationFailed = () => new HttpError(403, [VERIFICATION_FAILED]);

/**
 * Throws 403 unless `encoded` is a valid, unexpired solution for `action` that was never used.
 * Marks it used in the same transaction as the reuse check, so two requests racing with one
 * solution cannot both pass: the second insert finds the first one's row.
 */
export async function consumeVerification(deps: ServerDeps, encoded: string, action: VerificationAction): Promise<void> {
  const solution = decodeVerification(encoded);
  if (!solution) throw verificationFailed();
  const expiresAt = checkSolution(solution, await verificationSecret(deps), action, deps.now());
  if (!expiresAt) throw verificationFailed();
  const fresh = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("used_challenges")
      .values({ challenge: solution.challenge, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column("challenge").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  });
  if (!fresh) throw verificationFailed();
}

/** Used challenges past their expiry fail the expiry check anyway: forgetting them is safe. */
export async function purgeExpiredChallenges(deps: ServerDeps): Promise<number> {
  const result = await deps.db.deleteFrom("used_challenges").where("expires_at", "<=", deps.now().toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
