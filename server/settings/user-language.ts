import type { Transaction } from "kysely";
import type { LanguageCode } from "../../src/domain/languages";
import type { Database } from "../db/schema";

/** PUT /v1/me/user_language: the language the user's next sign-in starts in, on any device. */
export async function setUserLanguage(trx: Transaction<Database>, userId: number, language: LanguageCode): Promise<void> {
  await trx.updateTable("users").set({ language }).where("id", "=", userId).execute();
}
