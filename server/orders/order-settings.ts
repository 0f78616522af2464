import type { Kysely, Transaction } from "kysely";
import type { InsuranceSettings } from "../../src/domain/pricing";
import type { Database } from "../db/schema";
import { flag } from "../http/answers";
import { insuranceSettingsOf, sellerSettingsRow } from "../settings/seller-settings";

type Db = Kysely<Database> | Transaction<Database>;

/** The seller settings that creating an order reads (configuration area section 3). */
export interface OrderSettings {
  insurance: InsuranceSettings;
  /** Advanced setting: dispatch every order as it is created. */
  auto_dispatch: boolean;
}

/**
 * A seller without a settings row has the defaults: no auto-dispatch, insurance on the selling
 * price. The insurance is read as quotes read it (server/settings/seller-settings.ts), so an
 * order costs what its quote said.
 */
export async function readOrderSettings(db: Db, sellerId: number): Promise<OrderSettings> {
  const row = await sellerSettingsRow(db, sellerId);
  return { insurance: insuranceSettingsOf(row), auto_dispatch: row ? flag(row.auto_dispatch) : false };
}
