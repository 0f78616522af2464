import type { Kysely, Transaction } from "kysely";
import type { SellerUser } from "../../src/api/schemas/seller-users";
import type { GroupName } from "../../src/domain/groups";
import { TERMS_VERSION } from "../../src/domain/terms";
import type { Database, Flag } from "../db/schema";
import { flag } from "../http/answers";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The users of one seller that are not removed: every read and change of a managed user starts
 * here, so another seller's user is exactly as missing as one that does not exist (404).
 */
export function usersOfSeller(db: Db, sellerId: number) {
  return db
    .selectFrom("users")
    .innerJoin("groups", "groups.id", "users.group_id")
    // At most one acceptance per user and version (unique index): no user is counted twice.
    .leftJoin("terms_acceptances", (join) => join.onRef("terms_acceptances.user_id", "=", "users.id").on("terms_acceptances.version", "=", TERMS_VERSION))
    .where("users.seller_id", "=", sellerId)
    .where("users.removed_at", "is", null);
}

export const USER_COLUMNS = [
  "users.id",
  "users.name",
  "users.email",
  "users.group_id",
  "groups.name as group",
  "users.blocked",
  "users.can_overpack",
  "users.invitation_pending",
  "users.created_at",
  "terms_acceptances.accepted_at as terms_accepted_at",
] as const;

export interface UserRow {
  id: number;
  name: string;
  email: string;
  group_id: number;
  group: string;
  blocked: Flag;
  can_overpack: Flag;
  invitation_pending: Flag;
  created_at: string;
  terms_accepted_at: string | null;
}

export function userAnswer(row: UserRow): SellerUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    group_id: row.group_id,
    group: row.group as GroupName,
    blocked: flag(row.blocked),
    can_overpack: flag(row.can_overpack),
    invitation_pending: flag(row.invitation_pending),
    created_at: row.created_at,
    terms_accepted_at: row.terms_accepted_at,
  };
}
