import type { Kysely, Transaction } from "kysely";
import type * as v from "valibot";
import { type CreatePriceChangeRequest, type DecidePriceChangeRequest, type PriceChangeRequest, PriceChangeMessages } from "../../src/api/schemas/contracts";
import type { Database } from "../db/schema";
import type { AuthUser } from "../deps";
import { HttpError, notFound } from "../http/errors";
import { findSellerContract } from "./contract-details";

/**
 * Price table change requests (spec section 6: "some actions (price tables) need supervisor
 * approval, with a choice of who receives the request"; decision 065). A request goes to one of the
 * seller's admins, or to the platform's account manager (who works outside this portal, so the
 * request only waits for them here). The chosen admin gets a notification and is the only one who
 * may approve or refuse it; a decided request stays as it was decided.
 */

type Db = Kysely<Database> | Transaction<Database>;
type CreateInput = v.InferOutput<typeof CreatePriceChangeRequest>;
type DecideInput = v.InferOutput<typeof DecidePriceChangeRequest>;

const ADMIN_GROUP = "seller-admin";
export const PRICE_CHANGE_TITLE_KEY = "price_table_change";

/** The seller's active admins: who may receive a request. */
export async function priceChangeRecipients(db: Db, sellerId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom("users")
    .innerJoin("groups", "groups.id", "users.group_id")
    .select(["users.id", "users.name"])
    .where("users.seller_id", "=", sellerId)
    .where("groups.name", "=", ADMIN_GROUP)
    .where("users.blocked", "=", 0)
    .where("users.removed_at", "is", null)
    .orderBy("users.name")
    .orderBy("users.id")
    .execute();
}

function listQuery(db: Db, sellerId: number) {
  return db
    .selectFrom("price_change_requests as r")
    .innerJoin("contracts as c", "c.id", "r.contract_id")
    .innerJoin("users as requester", "requester.id", "r.requested_by")
    .leftJoin("users as recipient", "recipient.id", "r.recipient_user_id")
    .select([
      "r.id",
      "r.contract_id",
      "c.name as contract_name",
      "requester.name as requested_by_name",
      "r.recipient_kind",
      "r.recipient_user_id",
      "recipient.name as recipient_name",
      "r.change",
      "r.reason",
      "r.state",
      "r.created_at",
      "r.decided_at",
    ])
    .where("r.seller_id", "=", sellerId);
}

type Row = Awaited<ReturnType<ReturnType<typeof listQuery>["executeTakeFirstOrThrow"]>>;

function answer(row: Row, userId: number): PriceChangeRequest {
  return {
    ...row,
    recipient_kind: row.recipient_kind === "seller_admin" ? "seller_admin" : "account_manager",
    state: row.state === "approved" || row.state === "refused" ? row.state : "pending",
    can_decide: row.state === "pending" && row.recipient_user_id === userId,
  };
}

/** The seller's requests, newest first. */
export async function listPriceChanges(db: Db, user: AuthUser, limit: number, offset: number): Promise<{ elements: PriceChangeRequest[]; count: number }> {
  const [rows, total] = await Promise.all([
    listQuery(db, user.seller_id).orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(limit).offset(offset).execute(),
    db.selectFrom("price_change_requests").select((eb) => eb.fn.countAll<number | string>().as("n")).where("seller_id", "=", user.seller_id).executeTakeFirstOrThrow(),
  ]);
  return { elements: rows.map((row) => answer(row, user.id)), count: Number(total.n) };
}

async function findRequest(db: Db, user: AuthUser, id: number): Promise<PriceChangeRequest> {
  const row = await listQuery(db, user.seller_id).where("r.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return answer(row, user.id);
}

export async function createPriceChange(trx: Transaction<Database>, user: AuthUser, input: CreateInput, now: string): Promise<PriceChangeRequest> {
  const contract = await findSellerContract(trx, user.seller_id, input.contract_id);
  if (!contract) throw new HttpError(422, [{ contract_id: ["Choose a contract"] }]);
  let recipientUserId: number | null = null;
  if (input.recipient_kind === "seller_admin") {
    const admins = await priceChangeRecipients(trx, user.seller_id);
    const chosen = admins.find((admin) => admin.id === input.recipient_user_id);
    // Another seller's user, a non-admin or nobody: the same answer, so ids reveal nothing.
    if (!chosen) throw new HttpError(422, [{ recipient_user_id: [PriceChangeMessages.chooseRecipient] }]);
    recipientUserId = chosen.id;
  }
  const inserted = await trx
    .insertInto("price_change_requests")
    .values({
      seller_id: user.seller_id,
      contract_id: contract.id,
      requested_by: user.id,
      recipient_kind: input.recipient_kind,
      recipient_user_id: recipientUserId,
      change: input.change,
      reason: input.reason,
      state: "pending",
      decided_by: null,
      decided_at: null,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (recipientUserId !== null) {
    await trx
      .insertInto("notifications")
      .values({
        seller_id: user.seller_id,
        user_id: recipientUserId,
        type: "user_notifications",
        title_key: PRICE_CHANGE_TITLE_KEY,
        title: "Price table change to approve",
        body: `${user.name} asks to change the price table of contract ${contract.name}: ${input.change}`,
        created_at: now,
      })
      .execute();
  }
  return findRequest(trx, user, inserted.id);
}

/** Approves or refuses a pending request: only its recipient may (403), and only once (409). */
export async function decidePriceChange(trx: Transaction<Database>, user: AuthUser, id: number, input: DecideInput, now: string): Promise<PriceChangeRequest> {
  const request = await findRequest(trx, user, id);
  if (request.recipient_user_id !== user.id) throw new HttpError(403, [PriceChangeMessages.notYours]);
  const updated = await trx
    .updateTable("price_change_requests")
    .set({ state: input.state, decided_by: user.id, decided_at: now })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new HttpError(409, [PriceChangeMessages.alreadyDecided]);
  return findRequest(trx, user, id);
}
