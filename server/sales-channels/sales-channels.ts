import type { Kysely, Transaction } from "kysely";
import { SALES_CHANNEL_MESSAGES } from "../../src/api/schemas/sales-channels";
import { foldCase } from "../db/portable";
import type { Database } from "../db/schema";
import { HttpError, notFound } from "../http/errors";

/**
 * The seller's sales channels (decision 064): a name per channel, unique per seller whatever its
 * case (checked in the transaction that writes it), and never removed while an order names it
 * (orders.sales_channel_id references it; the import and the wizard look channels up by name).
 */
type Db = Kysely<Database> | Transaction<Database>;
export interface SalesChannelAnswer {
  id: number;
  name: string;
}

async function ownChannel(db: Db, sellerId: number, id: number): Promise<SalesChannelAnswer> {
  const row = await db.selectFrom("sales_channels").select(["id", "name"]).where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function assertNameFree(db: Db, sellerId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom("sales_channels").select("id").where("seller_id", "=", sellerId).where((eb) => eb(foldCase(eb.ref("name")), "=", foldCase(eb.val(name))));
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw new HttpError(422, [{ name: [SALES_CHANNEL_MESSAGES.nameTaken] }]);
}

export async function createSalesChannel(trx: Transaction<Database>, sellerId: number, name: string): Promise<SalesChannelAnswer> {
  await assertNameFree(trx, sellerId, name);
  const { id } = await trx.insertInto("sales_channels").values({ seller_id: sellerId, name }).returning("id").executeTakeFirstOrThrow();
  return { id, name };
}

export async function renameSalesChannel(trx: Transaction<Database>, sellerId: number, id: number, name: string): Promise<SalesChannelAnswer> {
  await ownChannel(trx, sellerId, id);
  await assertNameFree(trx, sellerId, name, id);
  await trx.updateTable("sales_channels").set({ name }).where("id", "=", id).where("seller_id", "=", sellerId).execute();
  return { id, name };
}

/** 409 while any order (of this seller: a channel is its seller's) is tagged with the channel. */
export async function deleteSalesChannel(trx: Transaction<Database>, sellerId: number, id: number): Promise<void> {
  await ownChannel(trx, sellerId, id);
  const used = await trx.selectFrom("orders").select("id").where("sales_channel_id", "=", id).limit(1).executeTakeFirst();
  if (used) throw new HttpError(409, [SALES_CHANNEL_MESSAGES.inUse]);
  await trx.deleteFrom("sales_channels").where("id", "=", id).where("seller_id", "=", sellerId).execute();
}
