import type { Transaction } from "kysely";
import { PROFILE_MESSAGES, type Profile, type ProfileRequest } from "../../src/api/schemas/profile";
import type { LanguageCode } from "../../src/domain/languages";
import type { Database } from "../db/schema";
import { isUniqueViolation } from "../db/portable";
import { HttpError } from "../http/errors";

const emailTaken = () => new HttpError(422, [{ email: [PROFILE_MESSAGES.emailTaken] }]);

/**
 * PUT /v1/users: the signed-in user changes their own name, e-mail and language. E-mails are
 * unique across every seller (they sign in): one already used by another account is refused on
 * the field, in words the app translates. The e-mail is kept lower-cased, as sign-in compares.
 */
export async function updateProfile(trx: Transaction<Database>, userId: number, input: ProfileRequest): Promise<Profile> {
  const email = input.email.toLowerCase();
  // A look first, so that the usual case gets its clear answer; the unique index decides a race.
  const other = await trx.selectFrom("users").select("id").where("email", "=", email).where("id", "<>", userId).executeTakeFirst();
  if (other) throw emailTaken();
  try {
    await trx.updateTable("users").set({ name: input.name, email, language: input.language }).where("id", "=", userId).execute();
  } catch (error) {
    // The failed statement ends a PostgreSQL transaction: the refusal leaves it (rolled back).
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { id: userId, name: input.name, email, language: input.language as LanguageCode };
}
