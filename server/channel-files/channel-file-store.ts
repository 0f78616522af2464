import type { Kysely, Selectable, Transaction } from "kysely";
import type { ChannelFile, OrderMapping } from "../../src/api/schemas/channel-files";
import type { ChannelFilesTable, Database } from "../db/schema";
import { notFound } from "../http/errors";

/**
 * The seller's channel files (migration 015). Every read names the seller: another seller's file
 * is as missing as none (404). The bytes are read only where they are used (detail, download,
 * import), never for the list.
 */
type Db = Kysely<Database> | Transaction<Database>;

const LISTED = ["id", "name", "channel", "orders_count", "rows_count", "size", "status", "import_job_id", "created_at"] as const;
type Listed = Pick<Selectable<ChannelFilesTable>, (typeof LISTED)[number]>;

export const channelFileAnswer = (row: Listed): ChannelFile => ({ ...row });

export interface NewChannelFile {
  seller_id: number;
  user_id: number;
  channel: string;
  name: string;
  bytes: Uint8Array;
  orders_count: number;
  rows_count: number;
}

export async function insertChannelFile(db: Db, file: NewChannelFile, at: string): Promise<ChannelFile> {
  const row = await db
    .insertInto("channel_files")
    .values({ ...file, bytes: Buffer.from(file.bytes), size: file.bytes.length, status: "new", mapping: null, import_job_id: null, created_at: at, updated_at: at })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
  return channelFileAnswer(row);
}

export async function listChannelFiles(db: Db, sellerId: number, offset: number, limit: number) {
  const rows = await db.selectFrom("channel_files").select(LISTED).where("seller_id", "=", sellerId).orderBy("created_at", "desc").orderBy("id", "desc").offset(offset).limit(limit).execute();
  const { count } = await db.selectFrom("channel_files").select((eb) => eb.fn.countAll<string | number>().as("count")).where("seller_id", "=", sellerId).executeTakeFirstOrThrow();
  return { elements: rows.map(channelFileAnswer), count: Number(count) };
}

/** The file with its bytes and saved mapping; 404 when the seller has no such file. */
export async function findChannelFile(db: Db, sellerId: number, id: number) {
  const row = await db.selectFrom("channel_files").select([...LISTED, "bytes", "mapping"]).where("seller_id", "=", sellerId).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const { bytes, mapping, ...listed } = row;
  return { file: channelFileAnswer(listed), bytes: new Uint8Array(bytes), mapping: mapping === null ? [] : (JSON.parse(mapping) as OrderMapping[]) };
}

export async function saveChannelMapping(db: Db, sellerId: number, id: number, mapping: readonly OrderMapping[], at: string): Promise<ChannelFile> {
  const row = await db
    .updateTable("channel_files")
    .set({ mapping: JSON.stringify(mapping), status: "mapped", updated_at: at })
    .where("seller_id", "=", sellerId)
    .where("id", "=", id)
    .returning(LISTED)
    .executeTakeFirst();
  if (!row) throw notFound();
  return channelFileAnswer(row);
}

export async function markChannelFileImported(db: Db, sellerId: number, id: number, jobId: string, at: string): Promise<void> {
  await db.updateTable("channel_files").set({ status: "imported", import_job_id: jobId, updated_at: at }).where("seller_id", "=", sellerId).where("id", "=", id).execute();
}
