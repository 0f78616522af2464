import { type ServerDeps, isoAfter, isoNow } from "../deps";
import { hashToken, newToken } from "./tokens";

/**
 * Browsers that have signed in to an account with its password (decision 068). The sign-in answer
 * gives such a browser a device token; sent with later sign-ins, it lets the owner past the slots
 * that slow strangers' guessing (sign-in-slots.ts): nobody else has it. Only its SHA-256 is kept.
 */

/** Half a year: a warehouse tablet signs in every day, a seller's laptop at least monthly. */
export const SIGN_IN_DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** Whether `token` is a live device token of the account signing in with `email`. */
export async function isKnownDevice(deps: Pick<ServerDeps, "db" | "now">, email: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const row = await deps.db
    .selectFrom("sign_in_devices")
    .innerJoin("users", "users.id", "sign_in_devices.user_id")
    .select("sign_in_devices.id")
    .where("sign_in_devices.token_hash", "=", hashToken(token))
    .where("sign_in_devices.expires_at", ">", isoNow(deps))
    .where("users.email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new device token for the user's browser, after a right password. */
export async function rememberDevice(deps: Pick<ServerDeps, "db" | "now">, userId: number): Promise<string> {
  const token = newToken();
  await deps.db
    .insertInto("sign_in_devices")
    .values({ user_id: userId, token_hash: hashToken(token), created_at: isoNow(deps), expires_at: isoAfter(deps, SIGN_IN_DEVICE_TTL_MS) })
    .execute();
  return token;
}

/** Device tokens past their half year let nobody past anything: forgetting them is safe. */
export async function purgeExpiredDevices(deps: Pick<ServerDeps, "db" | "now">): Promise<number> {
  const result = await deps.db.deleteFrom("sign_in_devices").where("expires_at", "<=", isoNow(deps)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
