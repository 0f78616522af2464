import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import type { Challenge, VerificationAction } from "../../src/api/schemas/verification";

/**
 * ALTCHA-compatible proof of work (its v1 challenge format), self-hosted: the server picks a
 * secret number, publishes the SHA-256 of salt + number and an HMAC of that hash; the client
 * tries numbers until the hash matches. Costs a phone a fraction of a second, a bot looking up
 * thousands of parcels as many fractions.
 */

export const CHALLENGE_ALGORITHM = "SHA-256";
/**
 * Average work is half of this: about 10,000 SHA-256 hashes. Measured on our 2-core server:
 * node:crypto 20 ms, plain JavaScript SHA-256 100 ms, one WebCrypto call per number 415 ms. A
 * phone is a few times slower, so a client should hash with plain JavaScript rather than await
 * WebCrypto per number. With the per-address rate limit this makes bulk lookups costly without
 * making a person wait.
 */
export const DEFAULT_MAX_NUMBER = 20_000;
/**
 * Sign-in asks for a proof only after failed attempts (decision 024), and then each further
 * password guess should cost more than a parcel lookup: 2.5 times the work, about a quarter of a
 * second of plain JavaScript here, a second on a slow phone, once.
 */
export const LOGIN_MAX_NUMBER = 50_000;
const MAX_NUMBER_OF: Record<VerificationAction, number> = { tracking: DEFAULT_MAX_NUMBER, login: LOGIN_MAX_NUMBER };
/** Long enough to solve and type a tax id on a slow phone, short enough to hoard few. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const SALT_BYTES = 12;

export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");
export const hmacHex = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

export interface ChallengeOptions {
  secret: string;
  action: VerificationAction;
  now: Date;
  maxNumber?: number;
  /** Tests fix the number; otherwise it is random. */
  number?: number;
}

export function createChallenge(options: ChallengeOptions): Challenge {
  const maxnumber = options.maxNumber ?? MAX_NUMBER_OF[options.action];
  const expires = Math.floor((options.now.getTime() + CHALLENGE_TTL_MS) / 1000);
  // The closing "&" ends the signed parameters: without it a client could move digits from the
  // number into `expires` (same salt + number text, same hash) and stretch its challenge's life.
  const salt = `${randomBytes(SALT_BYTES).toString("hex")}?action=${options.action}&expires=${expires}&`;
  const number = options.number ?? randomInt(0, maxnumber + 1);
  const challenge = sha256Hex(`${salt}${number}`);
  return { algorithm: CHALLENGE_ALGORITHM, challenge, maxnumber, salt, signature: hmacHex(options.secret, challenge) };
}

/** The parameters carried after "?" in a salt. */
export function saltParams(salt: string): URLSearchParams {
  const query = salt.indexOf("?");
  return new URLSearchParams(query === -1 ? "" : salt.slice(query + 1));
}
