import type { Kysely } from "kysely";
import type { TermsAcceptance } from "../../src/api/schemas/terms";
import { TERMS_VERSION } from "../../src/domain/terms";
import type { Database } from "../db/schema";

/** The browser named as evidence of an acceptance is cut here: a header can be any length. */
export const USER_AGENT_MAX_LENGTH = 512;

/**
 * GET /v1/terms/acceptance: whether the user has accepted the CURRENT version of the terms, and
 * when. An acceptance of an older version does not count: the new text must be read again.
 */
export async function termsAcceptanceOf(db: Kysely<Database>, userId: number): Promise<TermsAcceptance> {
  const acceptedAt = (await termsAcceptedAt(db, [userId])).get(userId) ?? null;
  return { version: TERMS_VERSION, accepted: acceptedAt !== null, accepted_at: acceptedAt };
}

/**
 * POST /v1/terms/acceptance: records that the user accepted the current version. Sent twice (a
 * double click, a retry after a lost answer), the first moment stays: the unique (user, version)
 * index turns the second insert into nothing.
 */
export async function acceptTerms(db: Kysely<Database>, userId: number, acceptedAt: string, userAgent: string | undefined): Promise<TermsAcceptance> {
  await db
    .insertInto("terms_acceptances")
    .values({ user_id: userId, version: TERMS_VERSION, accepted_at: acceptedAt, user_agent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null })
    .onConflict((oc) => oc.columns(["user_id", "version"]).doNothing())
    .execute();
  return termsAcceptanceOf(db, userId);
}

/**
 * When each of these users accepted the current terms (absent: not yet), in one query; for a
 * list of users (the users screen shows who accepted).
 */
export async function termsAcceptedAt(db: Kysely<Database>, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("terms_acceptances")
    .select(["user_id", "accepted_at"])
    .where("version", "=", TERMS_VERSION)
    .where("user_id", "in", [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.accepted_at]));
}
