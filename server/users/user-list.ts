import type { Expression, Kysely, SqlBool } from "kysely";
import type * as v from "valibot";
import { MAX_PAGE_SIZE } from "../../src/api/schemas/common";
import type { SellerUser, SellerUsersQuery } from "../../src/api/schemas/seller-users";
import { containsFolded } from "../db/portable";
import type { Database } from "../db/schema";
import { notFound } from "../http/errors";
import { USER_COLUMNS, userAnswer, usersOfSeller } from "./user-answers";

type Query = v.InferOutput<typeof SellerUsersQuery>;

/** One page of the seller's users by name, with every matching id (select-all). */
export async function listSellerUsers(db: Kysely<Database>, sellerId: number, query: Query): Promise<{ elements: SellerUser[]; count: number; ids: number[] }> {
  const filtered = usersOfSeller(db, sellerId).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.name) conditions.push(containsFolded("users.name", query.name));
    if (query.email) conditions.push(containsFolded("users.email", query.email));
    if (query.group_id !== undefined) conditions.push(eb("users.group_id", "=", query.group_id));
    if (query.blocked !== undefined) conditions.push(eb("users.blocked", "=", query.blocked ? 1 : 0));
    return eb.and(conditions);
  });
  // The id breaks ties between equal names so that pages never repeat or skip a row.
  const sorted = filtered.orderBy("users.name").orderBy("users.id");
  const [rows, total, ids] = await Promise.all([
    sorted.select(USER_COLUMNS).limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    sorted.select("users.id").limit(MAX_PAGE_SIZE).execute(),
  ]);
  return { elements: rows.map(userAnswer), count: Number(total.count), ids: ids.map((r) => r.id) };
}

/** One user of the seller, or 404 (another seller's and a removed one too). */
export async function findSellerUser(db: Kysely<Database>, sellerId: number, id: number): Promise<SellerUser> {
  const row = await usersOfSeller(db, sellerId).where("users.id", "=", id).select(USER_COLUMNS).executeTakeFirst();
  if (!row) throw notFound();
  return userAnswer(row);
}
