import type { Kysely, Transaction } from "kysely";
import type { VolumeReverse } from "../../src/api/schemas/volume-reverses";
import type { Database } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The seller's reverse volumes with what the answer names beside them: the order's number and
 * sales channel, and the volume's box. The seller is always the first condition, so another
 * seller's reverse is as unknown as a missing one.
 */
export function reversesOfSeller(db: Db, sellerId: number) {
  return db
    .selectFrom("volume_reverses")
    .innerJoin("orders", "orders.id", "volume_reverses.order_id")
    .innerJoin("order_volumes", "order_volumes.id", "volume_reverses.volume_id")
    .leftJoin("sales_channels", "sales_channels.id", "orders.sales_channel_id")
    .where("volume_reverses.seller_id", "=", sellerId);
}

export const REVERSE_COLUMNS = [
  "volume_reverses.id",
  "volume_reverses.volume_id",
  "volume_reverses.order_id",
  "orders.order_number",
  "order_volumes.box_number",
  "volume_reverses.reverse_number",
  "volume_reverses.tracking_reference",
  "volume_reverses.carrier_name",
  "sales_channels.name as sales_channel_name",
  "volume_reverses.item_name",
  "volume_reverses.description",
  "volume_reverses.hs_code",
  "volume_reverses.created_at",
] as const;

/** The row as the answer gives it (the select already has the answer's names). */
export const reverseAnswer = (row: VolumeReverse): VolumeReverse => ({ ...row, sales_channel_name: row.sales_channel_name ?? null });
