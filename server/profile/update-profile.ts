import type { Transaction } from "kysely";
import type { Profile, ProfileRequest } from "../../src/api/schemas/profile";
import type { LanguageCode } from "../../src/domain/languages";
import type { Database } from "../db/schema";
import type { ServerDeps } from "../deps";
import { openEmailChange, pendingEmailOf } from "./email-change";

/**
 * PUT /v1/users: the signed-in user changes their own name and language at once; a new e-mail
 * only opens a change that the new address must confirm (email-change.ts, decision 068). The
 * route has checked the current password and the mail limits before. The answer is the same
 * whether the new address is taken or not (no probing of other sellers' accounts); the
 * confirmation refuses a taken one. E-mails are kept lower-cased, as sign-in compares.
 */
export async function updateProfile(trx: Transaction<Database>, deps: Pick<ServerDeps, "now">, userId: number, input: ProfileRequest): Promise<Profile> {
  const current = await trx.selectFrom("users").select(["email"]).where("id", "=", userId).executeTakeFirstOrThrow();
  await trx.updateTable("users").set({ name: input.name, language: input.language }).where("id", "=", userId).execute();
  const email = input.email.toLowerCase();
  if (email !== current.email) await openEmailChange(trx, deps, { id: userId, email: current.email }, email);
  return { id: userId, name: input.name, email: current.email, language: input.language as LanguageCode, pending_email: await pendingEmailOf(trx, deps, userId) };
}

/** Whether the request names another sign-in e-mail than the user's. */
export const changesEmail = (user: { email: string }, input: ProfileRequest) => input.email.toLowerCase() !== user.email.toLowerCase();
