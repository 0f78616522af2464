import type { Transaction } from "kysely";
import { USER_MESSAGES } from "../../src/api/schemas/seller-users";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";

/**
 * The last-admin rule (decision 052): a seller always keeps an active administrator (one of group
 * seller-admin, not blocked, not removed, invitation accepted), or nobody could manage its users
 * again. Called in the transaction of a change that would take `userId` out of that set.
 *
 * The seller's row is locked first, so two administrators demoting each other at the same moment
 * are serialised on PostgreSQL: the second one counts after the first one's change. (SQLite holds
 * the whole database's write lock from a transaction's start and needs no row lock.)
 */
export async function assertAnotherActiveAdmin(trx: Transaction<Database>, sellerId: number, userId: number): Promise<void> {
  await trx.selectFrom("sellers").select("id").where("id", "=", sellerId).forUpdate().executeTakeFirst();
  const other = await trx
    .selectFrom("users")
    .innerJoin("groups", "groups.id", "users.group_id")
    .select("users.id")
    .where("users.seller_id", "=", sellerId)
    .where("users.id", "!=", userId)
    .where("groups.name", "=", "seller-admin")
    .where("users.blocked", "=", 0)
    .where("users.invitation_pending", "=", 0)
    .where("users.removed_at", "is", null)
    .limit(1)
    .executeTakeFirst();
  if (!other) throw new HttpError(422, [{ base: [USER_MESSAGES.lastAdmin] }]);
}
