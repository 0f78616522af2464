import type { Transaction } from "kysely";
import { TERMS_VERSION } from "../../src/domain/terms";
import type { Database } from "../db/schema";

/**
 * Demo users have accepted the current terms (so that signing in as one shows the portal at once),
 * except those flagged `acceptsTerms: false` in DEMO_USERS: the newcomer meets the terms at sign-in.
 */
export async function seedDemoTermsAcceptances(trx: Transaction<Database>, acceptedAt: string, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .insertInto("terms_acceptances")
    .values(userIds.map((user_id) => ({ user_id, version: TERMS_VERSION, accepted_at: acceptedAt, user_agent: null })))
    .execute();
}
