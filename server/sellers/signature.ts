import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { notFound } from "../http/errors";
import type { UploadedImage } from "../http/uploaded-image";

/**
 * The company signature (configuration area section 3: "signature (authorization to use)"): an
 * image of a signature the seller's documents may carry. Storing one records who authorised its
 * use and when; the upload is refused unless the user confirms that authorisation (route).
 */

export async function saveSignature(trx: Transaction<Database>, sellerId: number, image: UploadedImage, version: string, userId: number, at: string): Promise<void> {
  const values = { image: Buffer.from(image.bytes).toString("base64"), width: image.width, height: image.height, version, authorized_by: userId, authorized_at: at };
  await trx
    .insertInto("seller_signatures")
    .values({ seller_id: sellerId, ...values })
    .onConflict((oc) => oc.column("seller_id").doUpdateSet(values))
    .execute();
}

export async function removeSignature(trx: Transaction<Database>, sellerId: number): Promise<void> {
  await trx.deleteFrom("seller_signatures").where("seller_id", "=", sellerId).execute();
}

/** The stored signature, for the seller's own users only (never public). */
export async function storedSignature(db: Kysely<Database>, sellerId: number): Promise<{ base64: string; type: string; version: string }> {
  const row = await db.selectFrom("seller_signatures").select(["image", "version"]).where("seller_id", "=", sellerId).executeTakeFirst();
  if (!row) throw notFound("This seller has no signature.");
  return { base64: row.image, type: "image/png", version: row.version };
}
