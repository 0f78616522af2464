import type { Kysely, Transaction } from "kysely";
import { STRICT_TAX_ID_MESSAGES, type SellerSettings } from "../../src/api/schemas/seller-settings";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";
import { sellerSettingsRow, upsertSellerSettings } from "../settings/seller-settings";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The strict tax-id check may cost extra (configuration area section 3): turning it on needs the
 * user's confirmation of the cost, and the server records who confirmed it and when (decision 064).
 * Saving it on again (the Advanced form sends every field) needs no new confirmation; turning it
 * off forgets the confirmation.
 */
export async function applyStrictTaxIdChange(
  trx: Transaction<Database>,
  sellerId: number,
  userId: number,
  input: { strict_tax_id?: boolean | undefined; strict_tax_id_cost_confirmed?: boolean | undefined },
  at: string,
): Promise<void> {
  if (input.strict_tax_id === undefined) return;
  const row = await sellerSettingsRow(trx, sellerId);
  const wasOn = row?.strict_tax_id === 1;
  if (input.strict_tax_id && !wasOn) {
    if (input.strict_tax_id_cost_confirmed !== true) throw new HttpError(422, [{ strict_tax_id: [STRICT_TAX_ID_MESSAGES.confirmCost] }]);
    await upsertSellerSettings(trx, sellerId, { strict_tax_id_confirmed_by: userId, strict_tax_id_confirmed_at: at }, at);
  }
  if (!input.strict_tax_id && wasOn) await upsertSellerSettings(trx, sellerId, { strict_tax_id_confirmed_by: null, strict_tax_id_confirmed_at: null }, at);
}

/** Who confirmed the cost and when, while the check is on. */
export async function strictTaxIdConfirmation(db: Db, sellerId: number): Promise<SellerSettings["strict_tax_id_confirmation"]> {
  const row = await db
    .selectFrom("seller_settings")
    .leftJoin("users", "users.id", "seller_settings.strict_tax_id_confirmed_by")
    .select(["seller_settings.strict_tax_id", "seller_settings.strict_tax_id_confirmed_at", "users.name"])
    .where("seller_settings.seller_id", "=", sellerId)
    .executeTakeFirst();
  if (!row || row.strict_tax_id !== 1 || !row.strict_tax_id_confirmed_at) return null;
  return { by: row.name ?? "", at: row.strict_tax_id_confirmed_at };
}
